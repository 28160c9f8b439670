import { and, asc, count, desc, eq, gte, inArray } from "drizzle-orm";
import type { TOpsRollingApply, TRollingApply, TRollingService } from "#shared/api/rolling.contract.ts";
import { isServiceOpen, ROLLING_PAGE_SIZE, RollingServiceStatus, RollingStatus } from "#shared/rolling/rolling-rules.ts";
import type { TDb } from "../../db/client.ts";
import { bookingRegions, companies, rollingApplies, rollingServices, rooms } from "../../db/schema/index.ts";

export type TServiceRow = typeof rollingServices.$inferSelect;
export type TApplyRow = typeof rollingApplies.$inferSelect;
type TRoomRow = typeof rooms.$inferSelect;

export const toService = (s: TServiceRow, today: string): TRollingService => ({
  id: s.id,
  title: s.title,
  titleEn: s.titleEn,
  description: s.description,
  descriptionEn: s.descriptionEn,
  applyEndDate: s.applyEndDate,
  status: s.status,
  isOpen: isServiceOpen(s, today),
});

export function toApply(a: TApplyRow, s: TServiceRow, room: TRoomRow | null, today: string, sign: (path: string) => string): TRollingApply {
  return {
    id: a.id,
    service: toService(s, today),
    companyFullName: a.companyFullName,
    stockCode: a.stockCode,
    issueType: a.issueType,
    preferredDate: a.preferredDate,
    contacts: a.contacts,
    announcementUrl: sign(a.announcementPath),
    announcementName: a.announcementName,
    status: a.status,
    drawTime: a.drawTime?.toISOString() ?? null,
    roomName: room?.roomName ?? null,
    roomAddress: room?.address ?? null,
    rejectReason: a.rejectReason,
    createdAt: a.createdAt.toISOString(),
  };
}

const applySelect = { apply: rollingApplies, service: rollingServices, room: rooms, companyShortName: companies.shortName };
const applyFrom = (db: TDb) =>
  db
    .select(applySelect)
    .from(rollingApplies)
    .innerJoin(rollingServices, eq(rollingServices.id, rollingApplies.serviceId))
    .innerJoin(companies, eq(companies.id, rollingApplies.companyId))
    .leftJoin(rooms, eq(rooms.id, rollingApplies.roomId));

export type TApplyJoined = Awaited<ReturnType<ReturnType<typeof applyFrom>["where"]>>[number];

export const toOpsApply = (r: TApplyJoined, today: string, sign: (path: string) => string): TOpsRollingApply => ({
  ...toApply(r.apply, r.service, r.room, today, sign),
  companyShortName: r.companyShortName,
});

export async function findService(db: TDb, id: number): Promise<TServiceRow | undefined> {
  const [row] = await db.select().from(rollingServices).where(eq(rollingServices.id, id));
  return row;
}

/** Open services (status open, last day not passed), soonest closing first. */
export async function pageOpenServices(db: TDb, today: string, pageNo: number) {
  const where = and(eq(rollingServices.status, RollingServiceStatus.open), gte(rollingServices.applyEndDate, today));
  const [rows, [total]] = await Promise.all([
    db.select().from(rollingServices).where(where).orderBy(asc(rollingServices.applyEndDate), asc(rollingServices.id)).limit(ROLLING_PAGE_SIZE).offset((pageNo - 1) * ROLLING_PAGE_SIZE),
    db.select({ n: count() }).from(rollingServices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The company's latest application per service, among `serviceIds`. */
export async function latestApplies(db: TDb, companyId: number, serviceIds: number[]): Promise<Map<number, { id: number; status: number }>> {
  const latest = new Map<number, { id: number; status: number }>();
  if (serviceIds.length === 0) return latest;
  const rows = await db
    .select({ id: rollingApplies.id, serviceId: rollingApplies.serviceId, status: rollingApplies.status })
    .from(rollingApplies)
    .where(and(eq(rollingApplies.companyId, companyId), inArray(rollingApplies.serviceId, serviceIds)))
    .orderBy(desc(rollingApplies.id));
  for (const r of rows) if (!latest.has(r.serviceId)) latest.set(r.serviceId, { id: r.id, status: r.status });
  return latest;
}

/** How many live (submitted or accepted) applications the company has for the service. */
export async function liveAppliesOf(db: TDb, companyId: number, serviceId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rollingApplies)
    .where(and(eq(rollingApplies.companyId, companyId), eq(rollingApplies.serviceId, serviceId), inArray(rollingApplies.status, [RollingStatus.submitted, RollingStatus.accepted])));
  return row?.n ?? 0;
}

export async function findApply(db: TDb, id: number): Promise<TApplyJoined | undefined> {
  const [row] = await applyFrom(db).where(eq(rollingApplies.id, id));
  return row;
}

export async function pageCompanyApplies(db: TDb, companyId: number, pageNo: number) {
  const where = eq(rollingApplies.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    applyFrom(db).where(where).orderBy(desc(rollingApplies.createdAt), desc(rollingApplies.id)).limit(ROLLING_PAGE_SIZE).offset((pageNo - 1) * ROLLING_PAGE_SIZE),
    db.select({ n: count() }).from(rollingApplies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The review queue: submitted ones oldest first, reviewed ones newest first. */
export async function pageOpsApplies(db: TDb, status: number, pageNo: number) {
  const where = eq(rollingApplies.status, status);
  const order = status === RollingStatus.submitted ? [asc(rollingApplies.createdAt), asc(rollingApplies.id)] : [desc(rollingApplies.reviewedAt), desc(rollingApplies.id)];
  const [rows, [total]] = await Promise.all([
    applyFrom(db).where(where).orderBy(...order).limit(ROLLING_PAGE_SIZE).offset((pageNo - 1) * ROLLING_PAGE_SIZE),
    db.select({ n: count() }).from(rollingApplies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function pageServices(db: TDb, pageNo: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(rollingServices).orderBy(desc(rollingServices.createdAt), desc(rollingServices.id)).limit(ROLLING_PAGE_SIZE).offset((pageNo - 1) * ROLLING_PAGE_SIZE),
    db.select({ n: count() }).from(rollingServices),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Rooms in use with their region. */
export async function activeRooms(db: TDb) {
  return db
    .select({ id: rooms.id, roomName: rooms.roomName, address: rooms.address, regionName: bookingRegions.regionName })
    .from(rooms)
    .innerJoin(bookingRegions, eq(bookingRegions.id, rooms.regionId))
    .where(eq(rooms.status, 1))
    .orderBy(asc(bookingRegions.sort), asc(rooms.id));
}

export async function findActiveRoom(db: TDb, id: number): Promise<TRoomRow | undefined> {
  const [row] = await db.select().from(rooms).where(and(eq(rooms.id, id), eq(rooms.status, 1)));
  return row;
}
