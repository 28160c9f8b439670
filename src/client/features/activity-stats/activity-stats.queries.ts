import { useQuery } from "@tanstack/react-query";
import { callFirst, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { activityRoutes } from "#shared/api/activity.routes.ts";
import { statsRoutes } from "#shared/api/stats.routes.ts";
import type { z } from "zod";
import type { ZActivityStat } from "#shared/api/activity.contract.ts";
import type { TDayStatRow, TDistributeStatRow, THourStatRow, TPlatformStatRow } from "#shared/api/stats.contract.ts";

/**
 * The reads of the activity-data tab and its print page (document 3 section 7 "Statistics"): the totals
 * with the Q&A counts and askers by identity (activity_stat/list), the hour and day trends, the platforms,
 * the distribution partners' PV. All of them read rollups, so the tab opens at once however many visits.
 */
export type TActivityStat = z.infer<typeof ZActivityStat>;

export interface TStatsTarget {
  activityId: number;
  /** the caller's company (the spec's companyId); the server refuses another company's */
  companyId?: number;
}

function useStatQuery<T>(route: Parameters<typeof queryKeyOf>[0], body: object, fetch: () => Promise<T>) {
  const token = useToken();
  return useQuery({ queryKey: queryKeyOf(route, token, body), queryFn: fetch, enabled: token !== null });
}

const bodyOf = ({ activityId, companyId }: TStatsTarget) => ({ activityId, ...(companyId ? { companyId } : {}) });

export function useActivityTotals(target: TStatsTarget) {
  const body = { activityId: target.activityId, size: 0 };
  return useStatQuery<TActivityStat | null>(activityRoutes.activityStatList, body, async () => (await callFirst(activityRoutes.activityStatList, body)) ?? null);
}

export function useHourTrend(target: TStatsTarget) {
  const body = bodyOf(target);
  return useStatQuery<THourStatRow[]>(statsRoutes.companyActivityHourStat, body, () => callList(statsRoutes.companyActivityHourStat, body));
}

export function useDayTrend(target: TStatsTarget) {
  const body = bodyOf(target);
  return useStatQuery<TDayStatRow[]>(statsRoutes.companyActivityDayStat, body, () => callList(statsRoutes.companyActivityDayStat, body));
}

export function usePlatformStats(target: TStatsTarget) {
  const body = { ...bodyOf(target), size: 0 };
  return useStatQuery<TPlatformStatRow[]>(statsRoutes.companyStatList, body, () => callList(statsRoutes.companyStatList, body));
}

export function useDistributeStats(target: TStatsTarget) {
  const body = { activityId: target.activityId };
  return useStatQuery<TDistributeStatRow[]>(statsRoutes.distributeStat, body, () => callList(statsRoutes.distributeStat, body));
}

/** The activity's title for the print page's heading (the company's own activity; a government reader gets none). */
export function useActivityTitle(activityId: number) {
  const token = useToken();
  const body = { activityId, size: 0 };
  return useQuery({
    queryKey: queryKeyOf(activityRoutes.companyActivityList, token, body),
    queryFn: async () => (await callFirst(activityRoutes.companyActivityList, body))?.title ?? null,
    enabled: token !== null && activityId > 0,
    retry: false,
  });
}

/** The print page's `type`: 1 the hour trend, 2 the day trend. */
export const PRINT_TYPE = { hour: "1", day: "2" } as const;
