/**
 * The public activity lists and search (document 4 sections 2.1, 2.2 and 2.7): page sizes, the filters'
 * values and limits, and the words of their refusals. The server refuses with these; the pages build their
 * filters and addresses from the same values.
 */

/** The roadshow list shows 15 cards a page (document 4 section 2.2). */
export const PUBLIC_LIST_PAGE_SIZE = 15;
/** The largest page a caller may ask for. */
export const PUBLIC_LIST_PAGE_SIZE_MAX = 50;
/** Page numbers past this are refused: no list is that long, and an offset that deep is a scan. */
export const PUBLIC_LIST_PAGE_MAX = 10_000;
/** A keyword is at most 100 characters (document 4 sections 2.2 and 2.7, document 1 section 9). */
export const KEYWORD_MAX = 100;
/** The home's upcoming strip looks this many days ahead (document 4 section 2.1). */
export const UPCOMING_DAYS = 14;
/** Cards per home strip. */
export const HOME_STRIP_SIZE = 8;
/** Cards of the compact /recentActivity list. */
export const RECENT_ACTIVITY_SIZE = 20;

/** The list's state filter: 1 upcoming, 2 live, 3 ended (the activity's status). */
export const PublicState = { upcoming: 1, live: 2, ended: 3 } as const;
export const PUBLIC_STATES = [1, 2, 3] as const;
export type TPublicState = (typeof PUBLIC_STATES)[number];

/** The list's type filter: the booking types (1 to 5) and collective roadshows (6). */
export const PUBLIC_ACTIVITY_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type TPublicActivityType = (typeof PUBLIC_ACTIVITY_TYPES)[number];

/** The search tabs of /searchResults: 1 activities, 2 companies, 3 videos. */
export const SearchTab = { activities: 1, companies: 2, videos: 3 } as const;
export const SEARCH_TABS = [1, 2, 3] as const;
export type TSearchTab = (typeof SEARCH_TABS)[number];

export const PublicListMsg = {
  keywordTooLong: `关键词不能超过${KEYWORD_MAX}个字符`,
  keywordEmpty: "请输入搜索关键词",
  badPage: "页码不正确",
  badPageSize: "每页条数不正确",
  badType: "活动类型不正确",
  badState: "活动状态不正确",
  badDate: "日期格式不正确",
  badDateRange: "开始日期不能晚于结束日期",
  badTab: "搜索类型不正确",
  /** the page's empty search result (document 4 section 2.7) */
  noResults: "很抱歉，您搜索的关键词暂无任何内容",
} as const;

/** A keyword as searched: trimmed, blank is none. Length counts characters, not UTF-16 units. */
export function normaliseKeyword(raw: string | null | undefined): string | null {
  const text = (raw ?? "").trim();
  return text === "" ? null : text;
}

/** Whether a keyword is within the limit (characters, so a Chinese character or an emoji counts once). */
export function isKeywordWithinLimit(keyword: string): boolean {
  return [...keyword].length <= KEYWORD_MAX;
}

/** Whether a date range is in order (either end may be open). */
export function isDateRangeInOrder(startDate: string | null | undefined, endDate: string | null | undefined): boolean {
  return !startDate || !endDate || startDate <= endDate;
}

/** The pages of a list of `total` rows. */
export function pageCount(total: number, pageSize: number): number {
  return total <= 0 ? 0 : Math.ceil(total / pageSize);
}
