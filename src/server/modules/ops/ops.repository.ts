import { and, asc, eq, sql } from "drizzle-orm";
import type { TDashboardCounts, TPartnerOption, TVenueOption } from "#shared/api/ops.contract.ts";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/raw-sql.ts";
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

/** The dashboard's work counts, as of `today` (a Beijing calendar date), in one round trip. */
export async function loadDashboardCounts(db: TDb, today: string): Promise<TDashboardCounts> {
  // Venue-type parts (live, or a studio recording) without a work order, still waiting for their venue.
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql`select
      (select count(*) from activity_companies ac join activities a on a.id = ac.activity_id
        where not ac.is_cancel and not a.is_cancel and a.status < 3 and not ac.is_area_confirmed and a.work_order_task_id is null
        and (coalesce(ac.video_type, a.video_type) = 1 or (coalesce(ac.video_type, a.video_type) = 3 and coalesce(ac.rec_type, a.rec_type) = 1)))::int as "venuesToAssign",
      (select count(*) from activities a where not a.is_cancel and a.pub_status < 2 and a.status < 3
        and exists (select 1 from activity_companies ac where ac.activity_id = a.id and not ac.is_cancel and ac.is_info_subed))::int as "pagesToPublish",
      (select count(*) from activity_record_videos v where v.status = 0)::int as "videosToReview",
      (select count(*) from activity_companies ac join activities a on a.id = ac.activity_id
        where not ac.is_cancel and not a.is_cancel and a.status = 1 and ac.is_info_subed)::int as "materialsSubmitted",
      (select count(*) from activities a where not a.is_cancel and a.status = 2)::int as "inProgress",
      (select count(*) from activities a where not a.is_cancel and a.start_date = ${today})::int as "startingToday",
      ((select count(*) from qa_questions q where q.status = 0 and not q.is_cancel)
        + (select count(*) from qa_answers an where an.status = 0 and not an.is_cancel))::int as "qaToReview"`,
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    venuesToAssign: n("venuesToAssign"),
    pagesToPublish: n("pagesToPublish"),
    videosToReview: n("videosToReview"),
    materialsSubmitted: n("materialsSubmitted"),
    inProgress: n("inProgress"),
    startingToday: n("startingToday"),
    qaToReview: n("qaToReview"),
  };
}
