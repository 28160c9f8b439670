import {
  validateActivityListQuery,
  type TActivityListQuery,
  type TActivityListSearch,
} from "#client/features/activity-manage/activity-search.ts";

// The list page's side of its address (activity-search.ts holds the parsers the route runs in the main
// bundle): this loads with the page.

/** The list state of an address; the filters belong to the ended tab only. */
export function activityListSearch(query: TActivityListQuery): TActivityListSearch {
  const ended = query.tab === "ended";
  return {
    tab: ended ? "ended" : "notEnded",
    page: query.page ?? 1,
    title: ended ? (query.title ?? "") : "",
    sort: ended ? query.sort : undefined,
    isMulti: ended ? query.isMulti : undefined,
  };
}

/** The address form of a list state. */
export function activityListQuery(search: TActivityListSearch): TActivityListQuery {
  return validateActivityListQuery({ ...search, tab: search.tab === "ended" ? "ended" : undefined });
}
