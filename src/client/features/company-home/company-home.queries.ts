import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { firstData, postForm } from "#client/lib/api.ts";
import { MESSAGE_QUERY_ROOT } from "#client/lib/realtime.tsx";
import { useToken } from "#client/lib/session.ts";
import type { TDistributionRow, TMessage } from "#shared/api/activity.contract.ts";
import type { z } from "zod";
import type { ZActivityStat, ZGovActivityRow } from "#shared/api/activity.contract.ts";

export type TActivityStat = z.infer<typeof ZActivityStat>;
export type TGovActivityRow = z.infer<typeof ZGovActivityRow>;

export interface TPage<T> {
  records: T[];
  current: number;
  pages: number;
  total: number;
}

/** Home-page sizes (document 2 section 9): messages 3, distribution and recent tables 10. */
export const HOME_MESSAGE_SIZE = 3;
export const HOME_TABLE_SIZE = 10;

/** Distribution tabs: 1 not ended, 2 ended, 3 not submitted. */
export type TDistributionTab = 1 | 2 | 3;

export interface TGovFilters {
  stockCode: string;
  title: string;
  startDate: string | null;
  endDate: string | null;
}

const emptyPage = <T,>(pageNo: number): TPage<T> => ({ records: [], current: pageNo, pages: 0, total: 0 });

/** Query keys of the company home; the message card's sit under the message root, so pushes refresh it. */
export const homeKeys = {
  // the same key as the message-reminder page's, so both read one cache entry per page
  latestMessages: (token: string | null) => [...MESSAGE_QUERY_ROOT, "page", "company", token, 1, HOME_MESSAGE_SIZE] as const,
  distribution: (token: string | null) => ["distribution", token] as const,
  distributionPage: (token: string | null, tab: TDistributionTab, pageNo: number) => ["distribution", token, "page", tab, pageNo] as const,
  nextWeek: (token: string | null) => ["distribution", token, "next-week"] as const,
  nextWeekPage: (token: string | null, pageNo: number) => ["distribution", token, "next-week", "page", pageNo] as const,
  govPage: (token: string | null, filters: TGovFilters, pageNo: number) => ["gov-activity", token, "page", filters, pageNo] as const,
  stat: (token: string | null, activityId: number) => ["activity-stat", token, activityId] as const,
};

/** The latest 3 company messages. */
export function useLatestMessages(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: homeKeys.latestMessages(token),
    queryFn: async (): Promise<TPage<TMessage>> =>
      firstData(
        await postForm<TPage<TMessage>>("auth/v1/message/message_page", { pageNo: 1, pageSize: HOME_MESSAGE_SIZE, isCompanyMessage: true }),
      ) ?? emptyPage(1),
    enabled: enabled && token !== null,
  });
}

export function distributionPageQuery(token: string | null, tab: TDistributionTab, pageNo: number) {
  return queryOptions({
    queryKey: homeKeys.distributionPage(token, tab, pageNo),
    queryFn: async (): Promise<TPage<TDistributionRow>> =>
      firstData(
        await postForm<TPage<TDistributionRow>>("auth/v1/activity_distribute/company_distribute_page", {
          pageNo,
          pageSize: HOME_TABLE_SIZE,
          status: tab,
        }),
      ) ?? emptyPage(pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useDistributionPage(tab: TDistributionTab, pageNo: number) {
  return useQuery(distributionPageQuery(useToken(), tab, pageNo));
}

/** Next week's distribution activities: only the total is read, for the button's badge. Silent, as a badge is. */
export function useNextWeekTotal() {
  const token = useToken();
  return useQuery({
    queryKey: homeKeys.nextWeek(token),
    queryFn: async (): Promise<number> =>
      firstData(
        await postForm<TPage<TDistributionRow>>(
          "auth/v1/activity_distribute/company_distribute_activity",
          { pageNo: 1, pageSize: HOME_TABLE_SIZE },
          { silent: true },
        ),
      )?.total ?? 0,
    enabled: token !== null,
  });
}

/** A page of next week's distribution activities (/distributeList). */
export function useNextWeekPage(pageNo: number) {
  const token = useToken();
  return useQuery({
    queryKey: homeKeys.nextWeekPage(token, pageNo),
    queryFn: async (): Promise<TPage<TDistributionRow>> =>
      firstData(
        await postForm<TPage<TDistributionRow>>("auth/v1/activity_distribute/company_distribute_activity", {
          pageNo,
          pageSize: HOME_TABLE_SIZE,
        }),
      ) ?? emptyPage(pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The government filters as the wire has them (empty ones left out). */
export function govFilterBody(filters: TGovFilters) {
  return {
    stockCode: filters.stockCode.trim() || undefined,
    title: filters.title.trim() || undefined,
    startDate: filters.startDate ?? undefined,
    endDate: filters.endDate ?? undefined,
  };
}

export function useGovActivityPage(filters: TGovFilters, pageNo: number) {
  const token = useToken();
  return useQuery({
    queryKey: homeKeys.govPage(token, filters, pageNo),
    queryFn: async (): Promise<TPage<TGovActivityRow>> =>
      firstData(
        await postForm<TPage<TGovActivityRow>>("auth/v1/activity/gov_activity_page_new", {
          ...govFilterBody(filters),
          pageNo,
          pageSize: HOME_TABLE_SIZE,
        }),
      ) ?? emptyPage(pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** activity_stat/list: an activity's statistics for the view-data dialog. */
export function useActivityStat(activityId: number | null) {
  const token = useToken();
  return useQuery({
    queryKey: homeKeys.stat(token, activityId ?? 0),
    queryFn: async (): Promise<TActivityStat | null> =>
      firstData(await postForm<TActivityStat>("auth/v1/activity_stat/list", { activityId: activityId ?? 0, size: 0 })) ?? null,
    enabled: token !== null && activityId !== null,
  });
}
