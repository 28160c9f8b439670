import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { TActivityTheme, TBookingMode, TStoreSlot, TTradingHoliday } from "#shared/api/booking.contract.ts";
import { periodTime } from "#shared/booking/booking-time.ts";
import { NO_REGION } from "#shared/booking/booking-slot.ts";
import { hasAcceptedAgreement } from "#shared/booking/agreement.ts";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { TDb } from "../../db/client.ts";
import { parseJson } from "../../db/raw-sql.ts";
import {
  activityThemes,
  agreementAcceptances,
  bookingModes,
  bookingPeriods,
  bookingRegions,
  bookingStores,
  systemSettings,
  tradingHolidays,
  transPlatforms,
} from "../../db/schema/index.ts";

/** Reads of the booking reference data and capacity (modes, themes, periods, slots, holidays, agreement). */

/** The system setting holding the current booking agreement version ({ version: "2026.1" }). */
export const AGREEMENT_VERSION_KEY = "BookingAgreementVersion";
// Settings seeded before the booking issue carried the version under this key.
const LEGACY_AGREEMENT_VERSION_KEY = "agreementVersion";

/**
 * Runs independent reads side by side on a connection pool, and one after another inside a transaction,
 * whose single connection must not be handed two queries at once.
 */
export async function readTogether<T extends readonly unknown[]>(db: TDb, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (db instanceof PgTransaction) {
    const out: unknown[] = [];
    for (const read of reads) out.push(await read());
    return out as unknown as T;
  }
  return (await Promise.all(reads.map((read) => read()))) as unknown as T;
}

/** The exchange holidays (weekday closures) as a set of dates. */
export async function loadHolidays(db: TDb): Promise<Set<string>> {
  const rows = await db.select({ d: tradingHolidays.holidayDate }).from(tradingHolidays);
  return new Set(rows.map((r) => r.d));
}

/** The exchange holidays from first to last (both included), in date order. */
export async function holidaysBetween(db: TDb, first: string, last: string): Promise<TTradingHoliday[]> {
  return db
    .select({ holidayDate: tradingHolidays.holidayDate, name: tradingHolidays.name })
    .from(tradingHolidays)
    .where(and(gte(tradingHolidays.holidayDate, first), lte(tradingHolidays.holidayDate, last)))
    .orderBy(asc(tradingHolidays.holidayDate));
}

export type TModeRow = typeof bookingModes.$inferSelect;
export type TThemeRow = typeof activityThemes.$inferSelect;
export type TStoreRow = typeof bookingStores.$inferSelect;

export function toBookingMode(m: TModeRow): TBookingMode {
  return {
    id: m.id,
    modeName: m.modeName,
    videoType: m.videoType,
    transcribeType: m.transcribeType,
    guidancePath: m.guidancePath,
    examplePath: m.examplePath,
    noticePath: m.noticePath,
  };
}

export function toActivityTheme(t: TThemeRow): TActivityTheme {
  return { id: t.id, activityType: t.activityType, cnName: t.cnName, enName: t.enName, isAllowModify: t.isAllowModify };
}

export async function findMode(db: TDb, id: number): Promise<TModeRow | undefined> {
  const [row] = await db.select().from(bookingModes).where(and(eq(bookingModes.id, id), eq(bookingModes.status, 1)));
  return row;
}

export async function listModes(
  db: TDb,
  f: { status?: number; companyModeType: number; type?: number; showInner?: boolean },
): Promise<TModeRow[]> {
  const where: SQL[] = [eq(bookingModes.companyModeType, f.companyModeType)];
  if (f.status !== undefined) where.push(eq(bookingModes.status, f.status));
  if (f.type !== undefined) where.push(eq(bookingModes.type, f.type));
  if (!f.showInner) where.push(eq(bookingModes.isInner, false));
  return db.select().from(bookingModes).where(and(...where)).orderBy(asc(bookingModes.sort), asc(bookingModes.id));
}

export async function findTheme(db: TDb, id: number): Promise<TThemeRow | undefined> {
  const [row] = await db.select().from(activityThemes).where(and(eq(activityThemes.id, id), eq(activityThemes.status, 1)));
  return row;
}

export async function listThemes(db: TDb, activityType: number, status?: number): Promise<TThemeRow[]> {
  const where: SQL[] = [eq(activityThemes.activityType, activityType)];
  if (status !== undefined) where.push(eq(activityThemes.status, status));
  return db.select().from(activityThemes).where(and(...where)).orderBy(asc(activityThemes.sort), asc(activityThemes.id));
}

export async function findRegion(db: TDb, id: number) {
  const [row] = await db.select().from(bookingRegions).where(and(eq(bookingRegions.id, id), eq(bookingRegions.status, 1)));
  return row;
}

export async function findPlatform(db: TDb, id: number) {
  const [row] = await db.select().from(transPlatforms).where(and(eq(transPlatforms.id, id), eq(transPlatforms.status, 1)));
  return row;
}

export async function findPeriod(db: TDb, id: number) {
  const [row] = await db.select().from(bookingPeriods).where(eq(bookingPeriods.id, id));
  return row;
}

const slotColumns = {
  store: bookingStores,
  startTime: bookingPeriods.startTime,
  endTime: bookingPeriods.endTime,
  regionName: bookingRegions.regionName,
};

type TSlotJoin = { store: TStoreRow; startTime: string | null; endTime: string | null; regionName: string | null };

/** The wire shape of a slot: periodTime "HH:MM-HH:MM", region null when the slot has none. */
export function toStoreSlot(r: TSlotJoin): TStoreSlot {
  const s = r.store;
  return {
    id: s.id,
    storeDate: s.storeDate,
    number: s.number,
    periodId: s.periodId,
    periodTime: r.startTime && r.endTime ? periodTime({ startTime: r.startTime, endTime: r.endTime }) : "",
    version: s.version,
    regionId: s.regionId === NO_REGION ? null : s.regionId,
    regionName: r.regionName,
    isRecord: s.isRecord,
  };
}

function slotQuery(db: TDb, where: SQL | undefined) {
  return db
    .select(slotColumns)
    .from(bookingStores)
    .leftJoin(bookingPeriods, eq(bookingPeriods.id, bookingStores.periodId))
    .leftJoin(bookingRegions, eq(bookingRegions.id, bookingStores.regionId))
    .where(where)
    .orderBy(asc(bookingStores.regionId), asc(bookingStores.periodId));
}

export interface TFoundSlot {
  row: TStoreRow;
  wire: TStoreSlot;
  /** the period's own start and end ("09:30", "11:30"), null when the period row is gone */
  period: { startTime: string; endTime: string } | null;
}

/** One slot with its period and region, whatever its status (a refusal shows it as it is now). */
export async function findSlot(db: TDb, id: number): Promise<TFoundSlot | undefined> {
  const [r] = await slotQuery(db, eq(bookingStores.id, id));
  if (!r) return undefined;
  const period = r.startTime && r.endTime ? { startTime: r.startTime, endTime: r.endTime } : null;
  return { row: r.store, wire: toStoreSlot(r), period };
}

/** The open slots of a video type (broadcast or studio recording) on a date, optionally in one region. */
export async function slotsOn(
  db: TDb,
  f: { videoType: number; isRecord: boolean; storeDate: string; regionId?: number },
): Promise<TStoreSlot[]> {
  const where: SQL[] = [
    eq(bookingStores.videoType, f.videoType),
    eq(bookingStores.isRecord, f.isRecord),
    eq(bookingStores.storeDate, f.storeDate),
    eq(bookingStores.status, 1),
  ];
  if (f.regionId !== undefined) where.push(eq(bookingStores.regionId, f.regionId));
  return (await slotQuery(db, and(...where))).map(toStoreSlot);
}

/** Remaining quota per date of a video type (broadcast or studio) between two dates. */
export async function quotaByDate(
  db: TDb,
  f: { videoType: number; isRecord: boolean; first: string; last: string },
): Promise<Map<string, number>> {
  const rows = await db
    .select({ d: bookingStores.storeDate, n: sql<number>`coalesce(sum(${bookingStores.number}), 0)::int` })
    .from(bookingStores)
    .where(
      and(
        eq(bookingStores.videoType, f.videoType),
        eq(bookingStores.isRecord, f.isRecord),
        eq(bookingStores.status, 1),
        gte(bookingStores.storeDate, f.first),
        lte(bookingStores.storeDate, f.last),
      ),
    )
    .groupBy(bookingStores.storeDate);
  return new Map(rows.map((r) => [r.d, Number(r.n)]));
}

/** Dates from a day on that still have capacity of any kind. */
export async function datesWithCapacity(db: TDb, from: string): Promise<string[]> {
  const rows = await db
    .select({ d: bookingStores.storeDate })
    .from(bookingStores)
    .where(and(gte(bookingStores.storeDate, from), eq(bookingStores.status, 1)))
    .groupBy(bookingStores.storeDate)
    .having(sql`sum(${bookingStores.number}) > 0`)
    .orderBy(asc(bookingStores.storeDate));
  return rows.map((r) => r.d);
}

/** The current BookingAgreementVersion, or null when none is set. */
export async function currentAgreementVersion(db: TDb): Promise<string | null> {
  const rows = await db
    .select()
    .from(systemSettings)
    .where(inArray(systemSettings.key, [AGREEMENT_VERSION_KEY, LEGACY_AGREEMENT_VERSION_KEY]));
  return agreementVersionOf(rows.find((r) => r.key === AGREEMENT_VERSION_KEY)?.value, rows.find((r) => r.key === LEGACY_AGREEMENT_VERSION_KEY)?.value);
}

/** The version a BookingAgreementVersion setting holds (the legacy key when the current one is not set). */
function agreementVersionOf(current: unknown, legacy: unknown): string | null {
  const value = (current ?? legacy) as { version?: unknown } | null | undefined;
  if (value && typeof value === "object" && value.version !== undefined && value.version !== null) return String(value.version);
  return null;
}

/**
 * SQL of the agreement facts a booking checks, as columns of the caller's select: the two version settings
 * and the version this user last accepted for a type. A booking reads them with the booker in one statement
 * (booker.ts), since every booking request needs them.
 */
export function agreementColumns(userId: SQLWrapper | number, agreementType: SQLWrapper | number) {
  return {
    currentVersionSetting: sql<unknown>`(select value from ${systemSettings} where key = ${AGREEMENT_VERSION_KEY})`,
    legacyVersionSetting: sql<unknown>`(select value from ${systemSettings} where key = ${LEGACY_AGREEMENT_VERSION_KEY})`,
    acceptedVersion: sql<string | null>`(select version from ${agreementAcceptances} a where a.user_id = ${userId} and a.agreement_type = ${agreementType}
      order by a.accepted_at desc, a.id desc limit 1)`,
  };
}

/** Whether what agreementColumns read is an acceptance at the current version. */
export function agreementAcceptedIn(row: { currentVersionSetting: unknown; legacyVersionSetting: unknown; acceptedVersion: string | null }): boolean {
  return hasAcceptedAgreement(row.acceptedVersion ?? null, agreementVersionOf(parseJson(row.currentVersionSetting), parseJson(row.legacyVersionSetting)));
}

/** The agreement this user last accepted for a type (0 single, 1 collective). */
export async function lastAcceptance(db: TDb, userId: number, agreementType: number) {
  const [row] = await db
    .select()
    .from(agreementAcceptances)
    .where(and(eq(agreementAcceptances.userId, userId), eq(agreementAcceptances.agreementType, agreementType)))
    .orderBy(desc(agreementAcceptances.acceptedAt), desc(agreementAcceptances.id))
    .limit(1);
  return row;
}
