import { and, asc, eq, inArray } from "drizzle-orm";
import { PLATFORMS, averageDuration, statDateOf, statHourTextOf } from "#shared/stats/visit-rules.ts";
import type { TDayStatRow, THourStatRow, TPlatformStatRow } from "#shared/api/stats.contract.ts";
import type { TDb } from "../../db/client.ts";
import { activityVisitRollups as r } from "../../db/schema/index.ts";
import { Grain } from "./visit-rollups.ts";

/**
 * The statistics' reads: every figure is a rollup row (a primary-key range of one activity and scope), never
 * a scan of the raw visits. `scope` is 0 for the whole activity, else a company's corner.
 */

export interface TVisitTotals {
  pv: number;
  uv: number;
  ip: number;
  /** average viewing duration, seconds */
  avg: number;
}

export async function visitTotals(db: TDb, activityId: number, scope: number): Promise<TVisitTotals> {
  const [row] = await db
    .select({ pv: r.pv, uv: r.uv, ip: r.ip, watchSeconds: r.watchSeconds, watchers: r.watchers })
    .from(r)
    .where(and(eq(r.activityId, activityId), eq(r.companyId, scope), eq(r.grain, Grain.all), eq(r.bucket, 0), eq(r.platform, 0)));
  if (!row) return { pv: 0, uv: 0, ip: 0, avg: 0 };
  return { pv: row.pv, uv: row.uv, ip: row.ip, avg: averageDuration(Number(row.watchSeconds), row.watchers) };
}

async function trend(db: TDb, activityId: number, scope: number, grain: number) {
  return db
    .select({ bucket: r.bucket, pv: r.pv, uv: r.uv, ip: r.ip })
    .from(r)
    .where(and(eq(r.activityId, activityId), eq(r.companyId, scope), eq(r.grain, grain), eq(r.platform, 0)))
    .orderBy(asc(r.bucket));
}

/** Hourly PV, UV and IP, oldest first (hours without a visit are left out). */
export async function hourTrend(db: TDb, activityId: number, scope: number): Promise<THourStatRow[]> {
  const rows = await trend(db, activityId, scope, Grain.hour);
  return rows.map((x) => ({ statDate: statDateOf(Number(x.bucket)), statHourText: statHourTextOf(Number(x.bucket)), allPv: x.pv, allUvNum: x.uv, allIp: x.ip }));
}

/** Daily PV, UV and IP, oldest first. */
export async function dayTrend(db: TDb, activityId: number, scope: number): Promise<TDayStatRow[]> {
  const rows = await trend(db, activityId, scope, Grain.day);
  return rows.map((x) => ({ statDate: statDateOf(Number(x.bucket)), allPv: x.pv, allUvNum: x.uv, allIp: x.ip }));
}

/** PV, UV and IP per platform: all time, on the activity's day (phase 0) and at other times (phase 1). */
export async function platformStats(db: TDb, activityId: number, scope: number): Promise<TPlatformStatRow[]> {
  const rows = await db
    .select({ grain: r.grain, bucket: r.bucket, platform: r.platform, pv: r.pv, uv: r.uv, ip: r.ip })
    .from(r)
    .where(and(eq(r.activityId, activityId), eq(r.companyId, scope), inArray(r.grain, [Grain.all, Grain.phase]), inArray(r.platform, [...PLATFORMS])));
  return PLATFORMS.map((platform) => {
    const pick = (grain: number, bucket: number) => rows.find((x) => x.platform === platform && x.grain === grain && Number(x.bucket) === bucket);
    const all = pick(Grain.all, 0);
    const day = pick(Grain.phase, 0);
    const other = pick(Grain.phase, 1);
    return {
      platform,
      pvNum: all?.pv ?? 0,
      uvNum: all?.uv ?? 0,
      ipNum: all?.ip ?? 0,
      dayPvNum: day?.pv ?? 0,
      dayUvNum: day?.uv ?? 0,
      dayIpNum: day?.ip ?? 0,
      otherPvNum: other?.pv ?? 0,
      otherUvNum: other?.uv ?? 0,
      otherIpNum: other?.ip ?? 0,
    };
  });
}
