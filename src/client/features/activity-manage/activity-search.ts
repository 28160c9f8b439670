/**
 * The activity list's state as it lives in the address (?tab=ended&page=2&title=…&sort=1&isMulti=0), so a
 * return from the detail page lands on the same tab, page and filters. Only what the routes' validateSearch
 * needs, as they run in the main bundle; the list page's own mapping is in activity-list-search.ts.
 */

import { searchInt, searchOneOf, searchParams, searchText } from "#client/lib/route-search.ts";

export type TActivityTab = "notEnded" | "ended";

export interface TActivityListSearch {
  tab: TActivityTab;
  page: number;
  /** title search of the ended tab (at most 100 characters) */
  title: string;
  /** 1 activity time ascending, 2 descending; unset leaves the server's order */
  sort: 1 | 2 | undefined;
  /** 0 single, 1 collective; unset shows both */
  isMulti: 0 | 1 | undefined;
}

/** The address form: defaults are left out, values stay as the router parsed them. */
export interface TActivityListQuery {
  tab?: "ended";
  page?: number;
  title?: string;
  sort?: 1 | 2;
  isMulti?: 0 | 1;
}

export const TITLE_SEARCH_MAX = 100;

export const DEFAULT_ACTIVITY_SEARCH: TActivityListSearch = { tab: "notEnded", page: 1, title: "", sort: undefined, isMulti: undefined };

/** For the route's validateSearch: reads whatever the address holds, keeping only what is valid. */
export const validateActivityListQuery: (raw: Record<string, unknown>) => TActivityListQuery = searchParams({
  tab: searchOneOf(["ended"] as const),
  page: searchInt(2),
  title: searchText(TITLE_SEARCH_MAX),
  sort: searchOneOf([1, 2] as const),
  isMulti: searchOneOf([0, 1] as const),
});

/** The detail page's address (?id=activity id), for the actManageDetail route's validateSearch. */
export interface TActivityDetailQuery {
  id?: number;
}

export const validateActivityDetailQuery: (raw: Record<string, unknown>) => TActivityDetailQuery = searchParams({ id: searchInt(1) });
