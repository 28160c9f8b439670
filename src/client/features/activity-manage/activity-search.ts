/**
 * The activity list's state as it lives in the address (?tab=ended&page=2&title=…&sort=1&isMulti=0), so a
 * return from the detail page lands on the same tab, page and filters. Only what the routes' validateSearch
 * needs, as they run in the main bundle; the list page's own mapping is in activity-list-search.ts.
 */

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

const asInt = (value: unknown): number | undefined => {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};

/** For the route's validateSearch: reads whatever the address holds, keeping only what is valid. */
export function validateActivityListQuery(raw: Record<string, unknown>): TActivityListQuery {
  const page = asInt(raw.page);
  const sort = asInt(raw.sort);
  const isMulti = asInt(raw.isMulti);
  const title = typeof raw.title === "string" ? Array.from(raw.title.trim()).slice(0, TITLE_SEARCH_MAX).join("") : "";
  return {
    tab: raw.tab === "ended" ? "ended" : undefined,
    page: page !== undefined && page > 1 ? page : undefined,
    title: title || undefined,
    sort: sort === 1 || sort === 2 ? sort : undefined,
    isMulti: isMulti === 0 || isMulti === 1 ? isMulti : undefined,
  };
}

/** The detail page's address (?id=activity id), for the actManageDetail route's validateSearch. */
export interface TActivityDetailQuery {
  id?: number;
}

export function validateActivityDetailQuery(raw: Record<string, unknown>): TActivityDetailQuery {
  const id = asInt(raw.id);
  return { id: id !== undefined && id > 0 ? id : undefined };
}
