import { and, asc, eq } from "drizzle-orm";
import type { TPartnerOption, TVenueOption } from "#shared/api/ops.contract.ts";
import type { TDb } from "../../db/client.ts";
import { activities, bookingRegions, companies, rooms } from "../../db/schema/index.ts";

/** The back office's reads beside the activity search (ops-activity.repository.ts): choices, targets, counts. */

export async function activityExists(db: TDb, activityId: number): Promise<boolean> {
  const [found] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId));
  return Boolean(found);
}

/** The enabled regions with their enabled rooms, in their order: where an operator may put a part. */
export async function loadVenueOptions(db: TDb): Promise<TVenueOption[]> {
  const rows = await db
    .select({ regionId: bookingRegions.id, regionName: bookingRegions.regionName, roomId: rooms.id, roomName: rooms.roomName, address: rooms.address })
    .from(bookingRegions)
    .leftJoin(rooms, and(eq(rooms.regionId, bookingRegions.id), eq(rooms.status, 1)))
    .where(eq(bookingRegions.status, 1))
    .orderBy(asc(bookingRegions.sort), asc(bookingRegions.id), asc(rooms.id));
  const regions = new Map<number, TVenueOption>();
  for (const r of rows) {
    const region = regions.get(r.regionId) ?? { regionId: r.regionId, regionName: r.regionName, rooms: [] };
    if (r.roomId !== null && r.roomName !== null) region.rooms.push({ roomId: r.roomId, roomName: r.roomName, address: r.address });
    regions.set(r.regionId, region);
  }
  return [...regions.values()];
}

/** The companies that take part in distribution: the partners an operator may assign. */
export async function loadPartnerOptions(db: TDb): Promise<TPartnerOption[]> {
  return db
    .select({ companyId: companies.id, fullName: companies.fullName, shortName: companies.shortName, companyType: companies.companyType })
    .from(companies)
    .where(eq(companies.isEnableDistribute, true))
    .orderBy(asc(companies.id));
}

/** The companies a message goes to: one company, or every company of a type. */
export async function messageTargets(db: TDb, to: { companyId?: number; companyType?: number }): Promise<number[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(to.companyId !== undefined ? eq(companies.id, to.companyId) : eq(companies.companyType, to.companyType as number));
  return rows.map((r) => r.id);
}
