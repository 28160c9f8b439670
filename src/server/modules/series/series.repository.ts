import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { TSeriesActivity, TSeriesDetail, TSeriesRow } from "#shared/api/series.contract.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activitySeries, companies } from "../../db/schema/index.ts";

/** The back office's reads of collective series: the list with its counts, one series with its activities and bookers. */

type TSeriesTableRow = typeof activitySeries.$inferSelect;
export type TActivityRow = typeof activities.$inferSelect;

const activityCount = sql<number>`(select count(*)::int from activities sa where sa.series_id = "activity_series"."id" and sa.is_multi = true and sa.is_cancel = false)`;
const bookedCount = sql<number>`(select count(*)::int from activity_companies sc join activities sa on sa.id = sc.activity_id
  where sa.series_id = "activity_series"."id" and sa.is_cancel = false and sc.is_cancel = false)`;

const toRow = (s: TSeriesTableRow, counts: { activityCount: number; bookedCount: number }): TSeriesRow => ({
  id: s.id,
  seriesName: s.seriesName,
  status: s.status,
  activityCount: Number(counts.activityCount),
  bookedCount: Number(counts.bookedCount),
  crtTime: s.crtTime.toISOString(),
});

export async function listSeries(db: TDb): Promise<TSeriesRow[]> {
  const rows = await db.select({ s: activitySeries, activityCount, bookedCount }).from(activitySeries).orderBy(asc(activitySeries.status), asc(activitySeries.id));
  return rows.map((r) => toRow(r.s, r));
}

/** The companies who hold a live place in each of some activities. */
export async function bookersOf(db: TDb, activityIds: readonly number[]) {
  if (activityIds.length === 0) return [];
  return db
    .select({
      activityId: activityCompanies.activityId,
      companyId: companies.id,
      shortName: companies.shortName,
      fullName: companies.fullName,
      stockCode: companies.stockCode,
      companyType: companies.companyType,
      crt: activityCompanies.crtTime,
    })
    .from(activityCompanies)
    .innerJoin(companies, eq(companies.id, activityCompanies.companyId))
    .where(and(inArray(activityCompanies.activityId, [...activityIds]), eq(activityCompanies.isCancel, false)))
    .orderBy(asc(activityCompanies.id));
}

function toActivity(a: TActivityRow, bookers: Awaited<ReturnType<typeof bookersOf>>): TSeriesActivity {
  return {
    id: a.id,
    title: a.title,
    enTitle: a.enTitle,
    startDate: a.startDate,
    endDate: a.endDate,
    startTime: a.startTime,
    endTime: a.endTime,
    bookingStartTime: a.bookingStartTime ? a.bookingStartTime.toISOString() : null,
    bookingEndTime: a.bookingEndTime ? a.bookingEndTime.toISOString() : null,
    bookingCompanyType: a.bookingCompanyType ?? 0,
    isOpenSelectionMode: a.isOpenSelectionMode,
    modeId: a.modeId,
    capacity: a.capacity,
    bookedCount: a.bookedCount,
    isCancel: a.isCancel,
    updTime: a.updTime.toISOString(),
    companies: bookers
      .filter((b) => b.activityId === a.id)
      .map((b) => ({ companyId: b.companyId, shortName: b.shortName, fullName: b.fullName, stockCode: b.stockCode, companyType: b.companyType, crtTime: b.crt.toISOString() })),
  };
}

export async function loadSeriesDetail(db: TDb, id: number): Promise<TSeriesDetail | undefined> {
  const [row] = await db.select({ s: activitySeries, activityCount, bookedCount }).from(activitySeries).where(eq(activitySeries.id, id));
  if (!row) return undefined;
  const acts = await db
    .select()
    .from(activities)
    .where(and(eq(activities.seriesId, id), eq(activities.isMulti, true)))
    .orderBy(asc(activities.startDate), asc(activities.startTime), asc(activities.id));
  const bookers = await bookersOf(db, acts.map((a) => a.id));
  return { ...toRow(row.s, row), activities: acts.map((a) => toActivity(a, bookers)) };
}
