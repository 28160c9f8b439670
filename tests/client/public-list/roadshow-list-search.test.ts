import { describe, expect, it } from "vitest";
import {
  roadshowListBody,
  validateRoadshowListQuery,
  validateSearchResultsQuery,
  withFilters,
} from "#client/features/public-list/public-list-search.ts";

// The roadshow list's filters live in the address so a list can be shared: what the router hands
// validateSearch (numbers already parsed, or text from a hand-typed link) must come back as the same list.

describe("the roadshow list's address", () => {
  it("reads every filter, as the router parses it or as typed text", () => {
    expect(validateRoadshowListQuery({ navType: "nav2", type: 2, state: "3", from: "2026-11-01", to: "2026-11-30", keyword: " 黔山 ", page: "3" })).toEqual({
      navType: "nav2", type: 2, state: 3, from: "2026-11-01", to: "2026-11-30", keyword: "黔山", page: 3,
    });
  });

  it("drops what is not valid instead of failing the page", () => {
    expect(validateRoadshowListQuery({ navType: "nav9", type: 7, state: 0, from: "2026-1-1", to: "tomorrow", page: 1, keyword: "   " })).toEqual({});
    expect(validateRoadshowListQuery({ page: "-2", type: "abc" })).toEqual({});
  });

  it("keeps a stock code typed as digits, and cuts a keyword at 100 characters", () => {
    expect(validateRoadshowListQuery({ keyword: 600719 })).toEqual({ keyword: "600719" });
    expect([...validateRoadshowListQuery({ keyword: "测".repeat(120) }).keyword!]).toHaveLength(100);
  });

  it("keeps only the start of a reversed date range", () => {
    expect(validateRoadshowListQuery({ from: "2026-11-30", to: "2026-11-01" })).toEqual({ from: "2026-11-30" });
  });

  it("maps an address to the call's body, 15 a page", () => {
    expect(roadshowListBody({ type: 1, state: 2, from: "2026-11-01", keyword: "银行", page: 2 })).toEqual({
      pageNo: 2, pageSize: 15, activityType: 1, status: 2, startDate: "2026-11-01", endDate: undefined, keyword: "银行",
    });
    expect(roadshowListBody({})).toMatchObject({ pageNo: 1, pageSize: 15 });
  });

  it("goes back to the first page when a filter changes, keeping the navigation entry", () => {
    expect(withFilters({ navType: "nav1", page: 4, state: 1 }, { state: 3, keyword: "分红" })).toEqual({ navType: "nav1", state: 3, keyword: "分红" });
  });

  it("round-trips through a shared link", () => {
    const query = validateRoadshowListQuery({ type: 5, state: 1, from: "2026-12-01", keyword: "基金", page: 2 });
    const link = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    expect(validateRoadshowListQuery(Object.fromEntries(link))).toEqual(query);
  });
});

describe("the search page's address", () => {
  it("reads the keyword, tab and page", () => {
    expect(validateSearchResultsQuery({ keyword: "芯源", tab: "2", page: 2 })).toEqual({ keyword: "芯源", tab: 2, page: 2 });
    expect(validateSearchResultsQuery({ keyword: "", tab: 9, page: 0 })).toEqual({});
  });
});
