import { and, asc, count, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { TOpsMode, TOpsStore, TOpsTheme, TStrandedBooking } from "#shared/api/capacity.contract.ts";
import { bookedOf } from "#shared/booking/capacity-rules.ts";
import { NO_REGION } from "#shared/booking/booking-slot.ts";
import { periodTime } from "#shared/booking/booking-time.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityThemes, bookingModes, bookingPeriods, bookingRegions, bookingStores, tradingHolidays } from "../../db/schema/index.ts";

/** The back office's capacity reads and the bookings an edit would strand. */

export type TStoreRow = typeof bookingStores.$inferSelect;
export type TModeRow = typeof bookingModes.$inferSelect;
export type TThemeRow = typeof activityThemes.$inferSelect;

/** How many stranded bookings a refusal lists (the operator needs to see them, not all of a busy year). */
const STRANDED_LIST_MAX = 50;

// Written with the table's name: drizzle leaves a single-table select's columns unqualified.
const companyNames = sql<string>`coalesce((select string_agg(nc.short_name, ',' order by nac.id)
  from activity_companies nac join companies nc on nc.id = nac.company_id
  where nac.activity_id = "activities"."id" and nac.is_cancel = false), '')`;

/** Live (not cancelled) activities matching a condition, as a refusal lists them. */
export async function liveBookings(db: TDb, where: SQL | undefined): Promise<TStrandedBooking[]> {
  return db
    .select({ activityId: activities.id, title: activities.title, startDate: activities.startDate, companyNames })
    .from(activities)
    .where(and(eq(activities.isCancel, false), where))
    .orderBy(asc(activities.startDate), asc(activities.id))
    .limit(STRANDED_LIST_MAX);
}

/** The live bookings holding a unit of a store (as its broadcast or its studio recording). */
export const bookingsOfStore = (db: TDb, storeId: number) =>
  liveBookings(db, or(eq(activities.storeId, storeId), eq(activities.recStoreId, storeId)));

/** The live activities taking place or being recorded on a date. */
export const bookingsOnDate = (db: TDb, date: string) =>
  liveBookings(db, or(and(lte(activities.startDate, date), gte(activities.endDate, date)), eq(activities.recDate, date)));

export const bookingsOfMode = (db: TDb, modeId: number) => liveBookings(db, eq(activities.modeId, modeId));
export const bookingsOfTheme = (db: TDb, themeId: number) => liveBookings(db, eq(activities.themeId, themeId));

export async function loadOptions(db: TDb) {
  const [periods, regions] = await Promise.all([
    db.select({ id: bookingPeriods.id, periodName: bookingPeriods.periodName, startTime: bookingPeriods.startTime, endTime: bookingPeriods.endTime })
      .from(bookingPeriods).orderBy(asc(bookingPeriods.sort), asc(bookingPeriods.id)),
    db.select({ id: bookingRegions.id, regionName: bookingRegions.regionName })
      .from(bookingRegions).where(eq(bookingRegions.status, 1)).orderBy(asc(bookingRegions.sort), asc(bookingRegions.id)),
  ]);
  return { periods, regions };
}

const storeColumns = { store: bookingStores, startTime: bookingPeriods.startTime, endTime: bookingPeriods.endTime, regionName: bookingRegions.regionName };

function toOpsStore(r: { store: TStoreRow; startTime: string | null; endTime: string | null; regionName: string | null }): TOpsStore {
  const s = r.store;
  return {
    id: s.id,
    videoType: s.videoType,
    isRecord: s.isRecord,
    storeDate: s.storeDate,
    periodId: s.periodId,
    periodTime: r.startTime && r.endTime ? periodTime({ startTime: r.startTime, endTime: r.endTime }) : "",
    regionId: s.regionId === NO_REGION ? null : s.regionId,
    regionName: s.regionId === NO_REGION ? null : r.regionName,
    total: s.total,
    number: s.number,
    booked: bookedOf(s),
    version: s.version,
    status: s.status,
  };
}

export interface TStoreFilter {
  dateFrom: string;
  dateTo: string;
  videoType?: number;
  isRecord?: boolean;
  regionId?: number;
}

function storeWhere(f: TStoreFilter): SQL | undefined {
  return and(
    gte(bookingStores.storeDate, f.dateFrom),
    lte(bookingStores.storeDate, f.dateTo),
    f.videoType === undefined ? undefined : eq(bookingStores.videoType, f.videoType),
    f.isRecord === undefined ? undefined : eq(bookingStores.isRecord, f.isRecord),
    f.regionId === undefined ? undefined : eq(bookingStores.regionId, f.regionId),
  );
}

export async function pageStores(db: TDb, f: TStoreFilter, pageNo: number, pageSize: number): Promise<{ records: TOpsStore[]; total: number }> {
  const where = storeWhere(f);
  const [rows, [counted]] = await Promise.all([
    db.select(storeColumns).from(bookingStores)
      .leftJoin(bookingPeriods, eq(bookingPeriods.id, bookingStores.periodId))
      .leftJoin(bookingRegions, eq(bookingRegions.id, bookingStores.regionId))
      .where(where)
      .orderBy(asc(bookingStores.storeDate), asc(bookingStores.videoType), asc(bookingStores.isRecord), asc(bookingStores.regionId), asc(bookingStores.periodId))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(bookingStores).where(where),
  ]);
  return { records: rows.map(toOpsStore), total: Number(counted?.n ?? 0) };
}

export async function findStore(db: TDb, id: number): Promise<TOpsStore | undefined> {
  const [r] = await db.select(storeColumns).from(bookingStores)
    .leftJoin(bookingPeriods, eq(bookingPeriods.id, bookingStores.periodId))
    .leftJoin(bookingRegions, eq(bookingRegions.id, bookingStores.regionId))
    .where(eq(bookingStores.id, id));
  return r ? toOpsStore(r) : undefined;
}

/** The existing slots of a kind over some dates, keyed `date|period|region`. */
export async function storesOfKind(
  db: TDb,
  k: { videoType: number; isRecord: boolean; dates: readonly string[]; periodIds: readonly number[]; regionIds: readonly number[] },
  lock = false,
): Promise<Map<string, TStoreRow>> {
  const query = db.select().from(bookingStores).where(
    and(
      eq(bookingStores.videoType, k.videoType),
      eq(bookingStores.isRecord, k.isRecord),
      inArray(bookingStores.storeDate, [...k.dates]),
      inArray(bookingStores.periodId, [...k.periodIds]),
      inArray(bookingStores.regionId, [...k.regionIds]),
    ),
  ).orderBy(asc(bookingStores.id));
  const rows = lock ? await query.for("update") : await query;
  return new Map(rows.map((r) => [slotKey(r.storeDate, r.periodId, r.regionId), r]));
}

export const slotKey = (date: string, periodId: number, regionId: number) => `${date}|${periodId}|${regionId}`;

export async function existingIds(db: TDb, table: "periods" | "regions", ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = table === "periods"
    ? await db.select({ id: bookingPeriods.id }).from(bookingPeriods).where(inArray(bookingPeriods.id, [...ids]))
    : await db.select({ id: bookingRegions.id }).from(bookingRegions).where(and(inArray(bookingRegions.id, [...ids]), eq(bookingRegions.status, 1)));
  return new Set(rows.map((r) => r.id));
}

export const toOpsMode = (m: TModeRow): TOpsMode => ({
  id: m.id,
  modeName: m.modeName,
  videoType: m.videoType,
  transcribeType: m.transcribeType,
  companyModeType: m.companyModeType,
  isInner: m.isInner,
  sort: m.sort,
  status: m.status,
  version: m.version,
});

export async function listModes(db: TDb, companyModeType?: number): Promise<TOpsMode[]> {
  const rows = await db.select().from(bookingModes)
    .where(companyModeType === undefined ? undefined : eq(bookingModes.companyModeType, companyModeType))
    .orderBy(asc(bookingModes.companyModeType), asc(bookingModes.sort), asc(bookingModes.id));
  return rows.map(toOpsMode);
}

export async function findMode(db: TDb, id: number): Promise<TModeRow | undefined> {
  const [row] = await db.select().from(bookingModes).where(eq(bookingModes.id, id));
  return row;
}

export const toOpsTheme = (t: TThemeRow): TOpsTheme => ({
  id: t.id,
  activityType: t.activityType,
  cnName: t.cnName,
  enName: t.enName,
  isAllowModify: t.isAllowModify,
  sort: t.sort,
  status: t.status,
  version: t.version,
});

export async function listThemes(db: TDb, activityType?: number): Promise<TOpsTheme[]> {
  const rows = await db.select().from(activityThemes)
    .where(activityType === undefined ? undefined : eq(activityThemes.activityType, activityType))
    .orderBy(asc(activityThemes.activityType), asc(activityThemes.sort), asc(activityThemes.id));
  return rows.map(toOpsTheme);
}

export async function findTheme(db: TDb, id: number): Promise<TThemeRow | undefined> {
  const [row] = await db.select().from(activityThemes).where(eq(activityThemes.id, id));
  return row;
}

export async function findHoliday(db: TDb, date: string) {
  const [row] = await db.select().from(tradingHolidays).where(eq(tradingHolidays.holidayDate, date));
  return row;
}
