/**
 * The back office's list states as they live in the address (/ops/activities?title=…&status=2&page=3,
 * /ops/activity?id=…, /ops/videos?status=…), so a reload, a shared link or a return from an activity lands
 * on the same search. Only the routes' validateSearch parsers, pure and light: they run in the main bundle.
 * What only the pages use (request bodies, the video filter) is in ops-search.ts, loaded with the pages.
 */

import { searchDate, searchInt, searchOneOf, searchParams, searchText } from "#client/lib/route-search.ts";

/** Search inputs are at most 100 characters (document 2 section 5; the contract's limit). */
export const OPS_SEARCH_MAX = 100;

export interface TOpsActivityQuery {
  page?: number;
  title?: string;
  /** a company's short or full name, or its stock code */
  company?: string;
  status?: 1 | 2 | 3;
  pubStatus?: 0 | 1 | 2;
  /** "1" only the cancelled, "0" only the live ones; unset shows both */
  isCancel?: 0 | 1;
  isMulti?: 0 | 1;
  /** start-date range, Beijing dates (YYYY-MM-DD), both ends included */
  startDate?: string;
  endDate?: string;
}

const activityQuery = searchParams({
  page: searchInt(2),
  title: searchText(OPS_SEARCH_MAX),
  company: searchText(OPS_SEARCH_MAX),
  status: searchOneOf([1, 2, 3] as const),
  pubStatus: searchOneOf([0, 1, 2] as const),
  isCancel: searchOneOf([0, 1] as const),
  isMulti: searchOneOf([0, 1] as const),
  startDate: searchDate(),
  endDate: searchDate(),
});

/** validateSearch of /ops/activities: keeps what is valid, drops the rest and the defaults. */
export function validateOpsActivityQuery(raw: Record<string, unknown>): TOpsActivityQuery {
  const query: TOpsActivityQuery = activityQuery(raw);
  const { startDate, endDate } = query;
  // a reversed range is read the way the operator meant it
  return startDate && endDate && startDate > endDate ? { ...query, startDate: endDate, endDate: startDate } : query;
}

/** validateSearch of /ops/activity?id=…: a positive id, or nothing. */
export const validateOpsActivityId: (raw: Record<string, unknown>) => { id?: number } = searchParams({ id: searchInt(1) });

export interface TOpsVideoQuery {
  page?: number;
  /** unset is the pending queue (status 0), the operator's daily work */
  status?: "all" | 1 | 2 | 3;
}

/** validateSearch of /ops/videos. */
export const validateOpsVideoQuery: (raw: Record<string, unknown>) => TOpsVideoQuery = searchParams({
  page: searchInt(2),
  status: searchOneOf(["all", 1, 2, 3] as const),
});

/** validateSearch of /ops/messages?companyId=…: a company preselected from an activity's page. */
export const validateOpsMessageQuery: (raw: Record<string, unknown>) => { companyId?: number } = searchParams({ companyId: searchInt(1) });
