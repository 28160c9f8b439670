import { and, asc, eq, gte, ne, or, sql, type SQL } from "drizzle-orm";
import type { TOpsPeriod, TOpsPlatform, TOpsRegion, TOpsRoom } from "#shared/api/capacity-venue.contract.ts";
import type { TStrandedBooking } from "#shared/api/capacity.contract.ts";
import { sameName } from "#shared/booking/venue-rules.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityVenues, bookingPeriods, bookingRegions, rooms, transPlatforms } from "../../db/schema/index.ts";
import { liveBookings } from "./capacity.repository.ts";

/** The reads of regions, rooms, relay platforms and periods, and the bookings still to come that use them. */

export type TRegionRow = typeof bookingRegions.$inferSelect;
export type TRoomRow = typeof rooms.$inferSelect;
export type TPlatformRow = typeof transPlatforms.$inferSelect;
export type TPeriodRow = typeof bookingPeriods.$inferSelect;

export const toOpsRegion = (r: TRegionRow): TOpsRegion => ({ id: r.id, regionName: r.regionName, sort: r.sort, status: r.status, version: r.version });
export const toOpsPlatform = (p: TPlatformRow): TOpsPlatform => ({ id: p.id, platformName: p.platformName, sort: p.sort, status: p.status, version: p.version });
export const toOpsPeriod = (p: TPeriodRow): TOpsPeriod => ({ id: p.id, periodName: p.periodName, startTime: p.startTime, endTime: p.endTime, sort: p.sort, version: p.version });

export async function listRegions(db: TDb): Promise<TOpsRegion[]> {
  return (await db.select().from(bookingRegions).orderBy(asc(bookingRegions.sort), asc(bookingRegions.id))).map(toOpsRegion);
}

export async function listPlatforms(db: TDb): Promise<TOpsPlatform[]> {
  return (await db.select().from(transPlatforms).orderBy(asc(transPlatforms.sort), asc(transPlatforms.id))).map(toOpsPlatform);
}

export async function listPeriods(db: TDb): Promise<TOpsPeriod[]> {
  return (await db.select().from(bookingPeriods).orderBy(asc(bookingPeriods.sort), asc(bookingPeriods.id))).map(toOpsPeriod);
}

async function selectRooms(db: TDb, where: SQL | undefined): Promise<TOpsRoom[]> {
  const rows = await db
    .select({ room: rooms, regionName: bookingRegions.regionName })
    .from(rooms)
    .innerJoin(bookingRegions, eq(bookingRegions.id, rooms.regionId))
    .where(where)
    .orderBy(asc(bookingRegions.sort), asc(rooms.regionId), asc(rooms.sort), asc(rooms.id));
  return rows.map(({ room: r, regionName }) => ({
    id: r.id, regionId: r.regionId, regionName, roomName: r.roomName, address: r.address, sort: r.sort, status: r.status, version: r.version,
  }));
}

export const listRooms = (db: TDb, regionId?: number) => selectRooms(db, regionId === undefined ? undefined : eq(rooms.regionId, regionId));
export const findRoom = async (db: TDb, id: number): Promise<TOpsRoom | undefined> => (await selectRooms(db, eq(rooms.id, id)))[0];

/** Live activities still to come (ending today or later) in a region: broadcast there, recorded there, or seated there. */
export const upcomingBookingsOfRegion = (db: TDb, regionId: number, today: string): Promise<TStrandedBooking[]> =>
  liveBookings(
    db,
    or(
      and(eq(activities.regionId, regionId), gte(activities.endDate, today)),
      and(eq(activities.recRegionId, regionId), gte(activities.recDate, today)),
      and(
        gte(activities.endDate, today),
        sql`exists (select 1 from ${activityVenues} where ${activityVenues.activityId} = "activities"."id" and ${activityVenues.regionId} = ${regionId})`,
      ),
    ),
  );

/** Live activities still to come whose venue is this room. */
export const upcomingBookingsOfRoom = (db: TDb, roomId: number, today: string): Promise<TStrandedBooking[]> =>
  liveBookings(
    db,
    and(
      gte(activities.endDate, today),
      sql`exists (select 1 from ${activityVenues} where ${activityVenues.activityId} = "activities"."id" and ${activityVenues.roomId} = ${roomId})`,
    ),
  );

/** Live activities still to come relayed on this platform. */
export const upcomingBookingsOfPlatform = (db: TDb, platformId: number, today: string): Promise<TStrandedBooking[]> =>
  liveBookings(db, and(eq(activities.platformId, platformId), gte(activities.endDate, today)));

/** Whether another enabled row of the list (other than `exceptId`) already bears this name. */
export function nameTakenIn(names: ReadonlyArray<{ id: number; name: string; status: number }>, name: string, exceptId: number | undefined): boolean {
  return names.some((n) => n.id !== exceptId && n.status === 1 && sameName(n.name, name));
}

export async function enabledRegionNames(db: TDb) {
  return db.select({ id: bookingRegions.id, name: bookingRegions.regionName, status: bookingRegions.status }).from(bookingRegions).where(eq(bookingRegions.status, 1));
}

export async function enabledPlatformNames(db: TDb) {
  return db.select({ id: transPlatforms.id, name: transPlatforms.platformName, status: transPlatforms.status }).from(transPlatforms).where(eq(transPlatforms.status, 1));
}

/** The enabled rooms of a region (room names are unique within their region). */
export async function enabledRoomNames(db: TDb, regionId: number, exceptId?: number) {
  return db
    .select({ id: rooms.id, name: rooms.roomName, status: rooms.status })
    .from(rooms)
    .where(and(eq(rooms.regionId, regionId), eq(rooms.status, 1), exceptId === undefined ? undefined : ne(rooms.id, exceptId)));
}
