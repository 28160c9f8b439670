import { and, eq } from "drizzle-orm";
import type { TVenueInfo } from "#shared/api/venue.contract.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activityVenues, bookingRegions, companies, rooms } from "../../db/schema/index.ts";

export interface TVenueRow {
  venue: TVenueInfo;
  companyName: string;
  workOrderTaskId: string | null;
  isCancel: boolean;
  /** when the operator last assigned the venue: what makes a stored receipt current */
  assignedAt: Date | null;
}

/**
 * The company's live part in an activity with its venue (the operator's assignment in activity_venues), or
 * null when the company takes no live part in it. A part's own video type (an open collective) wins over the
 * activity's, as in the company view.
 */
export async function findVenue(db: TDb, activityId: number, companyId: number): Promise<TVenueRow | null> {
  const [row] = await db
    .select({ a: activities, ac: activityCompanies, v: activityVenues, regionName: bookingRegions.regionName, roomName: rooms.roomName, companyName: companies.fullName })
    .from(activityCompanies)
    .innerJoin(activities, eq(activities.id, activityCompanies.activityId))
    .innerJoin(companies, eq(companies.id, activityCompanies.companyId))
    .leftJoin(activityVenues, eq(activityVenues.activityCompanyId, activityCompanies.id))
    .leftJoin(bookingRegions, eq(bookingRegions.id, activityVenues.regionId))
    .leftJoin(rooms, eq(rooms.id, activityVenues.roomId))
    .where(and(eq(activityCompanies.activityId, activityId), eq(activityCompanies.companyId, companyId), eq(activityCompanies.isCancel, false)))
    .limit(1);
  if (!row) return null;
  const confirmed = row.ac.isAreaConfirmed;
  return {
    companyName: row.companyName,
    workOrderTaskId: row.a.workOrderTaskId,
    isCancel: row.a.isCancel,
    assignedAt: row.v?.assignedAt ?? null,
    venue: {
      activityId,
      title: row.a.title,
      isAreaConfirmed: confirmed,
      areaConfirmedTime: row.ac.areaConfirmedTime?.toISOString() ?? null,
      videoType: row.ac.videoType ?? row.a.videoType,
      recType: row.ac.recType ?? row.a.recType,
      // Until the operator confirms, nothing of a draft assignment is shown (the panel's not-assigned view).
      regionName: confirmed ? (row.regionName ?? null) : null,
      roomName: confirmed ? (row.roomName ?? null) : null,
      invitionAddress: confirmed ? (row.v?.invitionAddress ?? null) : null,
      invitionAddressUrl: confirmed ? (row.v?.invitionAddressUrl ?? null) : null,
    },
  };
}
