/**
 * The roadshow list's and the search page's state as it lives in the address (?type=1&state=3&from=…&to=…
 * &keyword=…&page=2), so a filtered list can be shared: the link reproduces it. Only the parsers the routes'
 * validateSearch needs (they run in the main bundle) and the mapping to the calls' bodies.
 */
import { searchDate, searchInt, searchOneOf, searchParams, searchText } from "#client/lib/route-search.ts";
import {
  isDateRangeInOrder,
  KEYWORD_MAX,
  PUBLIC_ACTIVITY_TYPES,
  PUBLIC_LIST_PAGE_SIZE,
  PUBLIC_STATES,
  SEARCH_TABS,
  type TPublicActivityType,
  type TPublicState,
  type TSearchTab,
} from "#shared/public-list/public-list-rules.ts";

/** The roadshow list's address: defaults are left out. */
export interface TRoadshowListQuery {
  navType?: "nav1" | "nav2";
  type?: TPublicActivityType;
  state?: TPublicState;
  from?: string;
  to?: string;
  keyword?: string;
  page?: number;
}

const parseRoadshowList = searchParams({
  navType: searchOneOf(["nav1", "nav2"] as const),
  type: searchOneOf(PUBLIC_ACTIVITY_TYPES),
  state: searchOneOf(PUBLIC_STATES),
  from: searchDate(),
  to: searchDate(),
  keyword: searchText(KEYWORD_MAX),
  page: searchInt(2),
});

/** For the route's validateSearch: keeps what is valid; a reversed date range keeps its start only. */
export function validateRoadshowListQuery(raw: Record<string, unknown>): TRoadshowListQuery {
  const query: TRoadshowListQuery = parseRoadshowList(raw);
  if (!isDateRangeInOrder(query.from, query.to)) delete query.to;
  return query;
}

/** The activity_page body of an address. */
export function roadshowListBody(query: TRoadshowListQuery) {
  return {
    pageNo: query.page ?? 1,
    pageSize: PUBLIC_LIST_PAGE_SIZE,
    activityType: query.type,
    status: query.state,
    startDate: query.from,
    endDate: query.to,
    keyword: query.keyword,
  };
}

/** The address after a filter changed: back to the first page, navType kept. */
export function withFilters(query: TRoadshowListQuery, change: Omit<TRoadshowListQuery, "navType" | "page">): TRoadshowListQuery {
  return validateRoadshowListQuery({ navType: query.navType, ...change });
}

/** The search page's address. */
export interface TSearchResultsQuery {
  keyword?: string;
  tab?: TSearchTab;
  page?: number;
}

export const validateSearchResultsQuery: (raw: Record<string, unknown>) => TSearchResultsQuery = searchParams({
  keyword: searchText(KEYWORD_MAX),
  tab: searchOneOf(SEARCH_TABS),
  page: searchInt(2),
});
