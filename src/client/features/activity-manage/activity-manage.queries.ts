import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callFirst, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { activityContracts, type TCompanyActivity } from "#shared/api/activity.contract.ts";
import { shellContracts, type TDictionaryItem } from "#shared/api/shell.contract.ts";
import { ENDED_STATUSES, NOT_ENDED_STATUSES } from "#shared/activity/activity-view.ts";
import type { TActivityListSearch } from "#client/features/activity-manage/activity-search.ts";

/** Page size of the activity list (document 2 section 9). */
export const ACTIVITY_PAGE_SIZE = 10;

export interface TPage<T> {
  records: T[];
  current: number;
  pages: number;
  total: number;
}

const EMPTY_PAGE: TPage<never> = { records: [], current: 1, pages: 0, total: 0 };

const GUIDES_BODY = { parentCode: "OperationGuide", status: 1 };

/** Query keys of the company's activities. */
export const activityKeys = {
  page: (token: string | null, search: TActivityListSearch) => queryKeyOf(activityContracts.companyActivityPage, token, activityPageBody(search)),
  detail: (token: string | null, activityId: number) => queryKeyOf(activityContracts.companyActivityList, token, { activityId, size: 0 }),
  guides: () => queryKeyOf(shellContracts.dicList, null, GUIDES_BODY),
};

/** The reads a change to one of the company's activities (a cancel, an accepted notice) makes stale. */
export const ACTIVITY_READS = [activityContracts.companyActivityPage, activityContracts.companyActivityList] as const;

/** The request body of company_activity_page for a list search (the ended tab's filters only apply there). */
export function activityPageBody(search: TActivityListSearch) {
  const ended = search.tab === "ended";
  return {
    pageNo: search.page,
    pageSize: ACTIVITY_PAGE_SIZE,
    status: [...(ended ? ENDED_STATUSES : NOT_ENDED_STATUSES)],
    activityTitle: ended ? search.title || undefined : undefined,
    sort: ended ? search.sort : undefined,
    isMulti: ended ? search.isMulti : undefined,
  };
}

/** A page of the company's activities for the list's tab, filters and page. */
export function activityPageQuery(token: string | null, search: TActivityListSearch) {
  return queryOptions({
    queryKey: activityKeys.page(token, search),
    queryFn: async (): Promise<TPage<TCompanyActivity>> =>
      (await callFirst(activityContracts.companyActivityPage, activityPageBody(search))) ?? EMPTY_PAGE,
    enabled: token !== null,
    // the old page stays on screen while the next one loads, so the list does not jump
    placeholderData: keepPreviousData,
  });
}

export function useActivityPage(search: TActivityListSearch) {
  return useQuery(activityPageQuery(useToken(), search));
}

/** One activity of the company (company_activity_list with size 0); null when the server has none. */
export function activityQuery(token: string | null, activityId: number) {
  return queryOptions({
    queryKey: activityKeys.detail(token, activityId),
    queryFn: async (): Promise<TCompanyActivity | null> =>
      (await callFirst(activityContracts.companyActivityList, { activityId, size: 0 })) ?? null,
    enabled: token !== null && Number.isInteger(activityId) && activityId > 0,
  });
}

export function useActivity(activityId: number) {
  return useQuery(activityQuery(useToken(), activityId));
}

/** The configured operation-guide documents (dictionary OperationGuide); attachField2 names the kind. */
export function useOperationGuides() {
  return useQuery({
    queryKey: activityKeys.guides(),
    queryFn: async (): Promise<TDictionaryItem[]> =>
      callList(shellContracts.dicList, GUIDES_BODY, { silent: true }),
    staleTime: 5 * 60_000,
  });
}
