import { and, asc, desc, eq, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import type { TOpsVideoTarget } from "#shared/api/video.contract.ts";
import { opsVideoApplies } from "#shared/upload/ops-video-upload.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, companies } from "../../db/schema/index.ts";
import { likePattern } from "../../db/raw-sql.ts";

/** The activity (null when there is none) and its live parts, for an upload on a company's behalf. */
export async function findActivityWithParts(db: TDb, activityId: number) {
  const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
  if (!activity) return { activity: null, parts: [] };
  const parts = await db
    .select({ companyId: activityCompanies.companyId, videoType: activityCompanies.videoType, recType: activityCompanies.recType })
    .from(activityCompanies)
    .where(and(eq(activityCompanies.activityId, activityId), eq(activityCompanies.isCancel, false)))
    .orderBy(asc(activityCompanies.id));
  return { activity, parts };
}

/** The mode a part records by: its own in an open collective, else the activity's (as the company upload reads it). */
const partVideoType = sql<number | null>`coalesce(${activityCompanies.videoType}, ${activities.videoType})`;
const partRecType = sql<number | null>`coalesce(${activityCompanies.recType}, ${activities.recType})`;

/**
 * Live activities with at least one company whose video step applies, newest first, matched by title, by a
 * company's names or stock code, or by the activity's number. The parts are narrowed in SQL and checked again
 * with the shared rule, so the picker offers exactly what the upload call accepts.
 */
export async function searchVideoTargets(db: TDb, keyword: string | undefined, limit: number): Promise<TOpsVideoTarget[]> {
  const filters: (SQL | undefined)[] = [
    eq(activities.isCancel, false),
    eq(activityCompanies.isCancel, false),
    eq(partVideoType, 3),
    gt(partRecType, 1),
  ];
  if (keyword) {
    const pattern = likePattern(keyword);
    filters.push(
      or(
        ilike(activities.title, pattern),
        ilike(companies.shortName, pattern),
        ilike(companies.fullName, pattern),
        ilike(companies.stockCode, pattern),
        /^\d{1,9}$/.test(keyword) ? eq(activities.id, Number(keyword)) : undefined,
      ),
    );
  }
  const rows = await db
    .select({ activity: activities, part: activityCompanies, shortName: companies.shortName })
    .from(activityCompanies)
    .innerJoin(activities, eq(activities.id, activityCompanies.activityId))
    .innerJoin(companies, eq(companies.id, activityCompanies.companyId))
    .where(and(...filters))
    .orderBy(desc(activities.startDate), desc(activities.id), asc(activityCompanies.id))
    .limit(limit * 20);
  const byActivity = new Map<number, TOpsVideoTarget>();
  for (const { activity, part, shortName } of rows) {
    if (!opsVideoApplies(activity, part)) continue;
    let target = byActivity.get(activity.id);
    if (!target) {
      if (byActivity.size >= limit) continue;
      target = {
        activityId: activity.id,
        title: activity.title,
        isMulti: activity.isMulti,
        startDate: activity.startDate,
        status: activity.status,
        videoUploadCloseTime: activity.videoUploadCloseTime ? activity.videoUploadCloseTime.toISOString() : null,
        companies: [],
      };
      byActivity.set(activity.id, target);
    }
    target.companies.push({ companyId: part.companyId, shortName, isVideoUploaded: part.isVideoUploaded });
  }
  return [...byActivity.values()];
}
