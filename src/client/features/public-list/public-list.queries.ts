import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callFirst, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { THomeStrips, TPublicActivityCard, TSearchResult } from "#shared/api/public-list.contract.ts";
import { publicListRoutes } from "#shared/api/public-list.routes.ts";
import { PUBLIC_LIST_PAGE_SIZE, RECENT_ACTIVITY_SIZE, PublicState, type TSearchTab } from "#shared/public-list/public-list-rules.ts";
import { roadshowListBody, type TRoadshowListQuery } from "./public-list-search.ts";

export interface TPage<T> {
  records: T[];
  current: number;
  pages: number;
  total: number;
}

const emptyPage = <T>(): TPage<T> => ({ records: [], current: 1, pages: 0, total: 0 });

// The token is part of every key: a logged-in viewer may also see activities restricted to them.

/** One page of the roadshow list for the address's filters. */
export function roadshowPageQuery(token: string | null, query: TRoadshowListQuery) {
  const body = roadshowListBody(query);
  return queryOptions({
    queryKey: queryKeyOf(publicListRoutes.activityPage, token, body),
    queryFn: async (): Promise<TPage<TPublicActivityCard>> => (await callFirst(publicListRoutes.activityPage, body)) ?? emptyPage(),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useRoadshowPage(query: TRoadshowListQuery) {
  return useQuery(roadshowPageQuery(useToken(), query));
}

/** The upcoming activities of /recentActivity, soonest first. */
export function useRecentActivities() {
  const token = useToken();
  const body = { pageNo: 1, pageSize: RECENT_ACTIVITY_SIZE, status: PublicState.upcoming };
  return useQuery({
    queryKey: queryKeyOf(publicListRoutes.activityPage, token, body),
    queryFn: async (): Promise<TPage<TPublicActivityCard>> => (await callFirst(publicListRoutes.activityPage, body)) ?? emptyPage(),
    staleTime: 30_000,
  });
}

/** The home's strips: live now, upcoming within 14 days, replays. */
export function useHomeStrips() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(publicListRoutes.homeStrips, token, {}),
    queryFn: async (): Promise<THomeStrips> => (await callFirst(publicListRoutes.homeStrips, {})) ?? { live: [], upcoming: [], replays: [] },
    staleTime: 30_000,
  });
}

/** Search: the first page of each tab, or one tab's page. */
export function useSearchAll(keyword: string | undefined, tab: TSearchTab | undefined, page: number) {
  const token = useToken();
  const body = tab === undefined ? { keyword: keyword ?? "", pageNo: 1, pageSize: PUBLIC_LIST_PAGE_SIZE } : { keyword: keyword ?? "", tab, pageNo: page, pageSize: PUBLIC_LIST_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(publicListRoutes.searchAll, token, body),
    queryFn: async (): Promise<TSearchResult | null> => (await callFirst(publicListRoutes.searchAll, body)) ?? null,
    enabled: Boolean(keyword),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
