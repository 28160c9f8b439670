import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callFirst, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { activityContracts, type TDistributionRow, type TMessage } from "#shared/api/activity.contract.ts";
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

const latestMessagesBody = { pageNo: 1, pageSize: HOME_MESSAGE_SIZE, isCompanyMessage: true };
const nextWeekBody = (pageNo: number) => ({ pageNo, pageSize: HOME_TABLE_SIZE });

/** Query keys of the company home; message pushes refresh the message card (MESSAGE_CONTRACTS, lib/realtime.tsx). */
export const homeKeys = {
  // the same key as the message-reminder page's first page of 3, so both read one cache entry
  latestMessages: (token: string | null) => queryKeyOf(activityContracts.messagePage, token, latestMessagesBody),
  distributionPage: (token: string | null, tab: TDistributionTab, pageNo: number) =>
    queryKeyOf(activityContracts.companyDistributePage, token, { pageNo, pageSize: HOME_TABLE_SIZE, status: tab }),
  nextWeekPage: (token: string | null, pageNo: number) => queryKeyOf(activityContracts.companyDistributeActivity, token, nextWeekBody(pageNo)),
  govPage: (token: string | null, filters: TGovFilters, pageNo: number) =>
    queryKeyOf(activityContracts.govActivityPage, token, { ...govFilterBody(filters), pageNo, pageSize: HOME_TABLE_SIZE }),
  stat: (token: string | null, activityId: number) => queryKeyOf(activityContracts.activityStatList, token, { activityId, size: 0 }),
};


/** The latest 3 company messages. */
export function useLatestMessages(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: homeKeys.latestMessages(token),
    queryFn: async (): Promise<TPage<TMessage>> =>
      (await callFirst(activityContracts.messagePage, latestMessagesBody)) ?? emptyPage(1),
    enabled: enabled && token !== null,
  });
}

export function distributionPageQuery(token: string | null, tab: TDistributionTab, pageNo: number) {
  return queryOptions({
    queryKey: homeKeys.distributionPage(token, tab, pageNo),
    queryFn: async (): Promise<TPage<TDistributionRow>> =>
      (await callFirst(activityContracts.companyDistributePage, { pageNo, pageSize: HOME_TABLE_SIZE, status: tab })) ?? emptyPage(pageNo),
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
    queryKey: [...homeKeys.nextWeekPage(token, 1), "total"],
    queryFn: async (): Promise<number> => (await callFirst(activityContracts.companyDistributeActivity, nextWeekBody(1), { silent: true }))?.total ?? 0,
    enabled: token !== null,
  });
}

/** A page of next week's distribution activities (/distributeList). */
export function useNextWeekPage(pageNo: number) {
  const token = useToken();
  return useQuery({
    queryKey: homeKeys.nextWeekPage(token, pageNo),
    queryFn: async (): Promise<TPage<TDistributionRow>> =>
      (await callFirst(activityContracts.companyDistributeActivity, nextWeekBody(pageNo))) ?? emptyPage(pageNo),
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
      (await callFirst(activityContracts.govActivityPage, { ...govFilterBody(filters), pageNo, pageSize: HOME_TABLE_SIZE })) ?? emptyPage(pageNo),
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
      (await callFirst(activityContracts.activityStatList, { activityId: activityId ?? 0, size: 0 })) ?? null,
    enabled: token !== null && activityId !== null,
  });
}
