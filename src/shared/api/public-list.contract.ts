import { z } from "zod";
import { contractGroup, defineContract, ZEmptyBody, ZPageOf } from "./contract.ts";
import { publicListRoutes } from "./public-list.routes.ts";
import { isCalendarDate } from "../booking/calendar-date.ts";
import { isBlankFormValue, zInt } from "../validation/form-fields.ts";
import {
  isDateRangeInOrder,
  isKeywordWithinLimit,
  PUBLIC_ACTIVITY_TYPES,
  PUBLIC_LIST_PAGE_MAX,
  PUBLIC_LIST_PAGE_SIZE,
  PUBLIC_LIST_PAGE_SIZE_MAX,
  PUBLIC_STATES,
  PublicListMsg,
  SEARCH_TABS,
} from "../public-list/public-list-rules.ts";

/**
 * The public activity lists and search (document 4 sections 2.1, 2.2, 2.7 and 8): the roadshow list, the
 * home strips and search across activities, companies and replay videos. Only formally published activities
 * (pubStatus 2, not cancelled) appear; a restricted one only to the users it is restricted to, the companies
 * holding it and operators.
 */

// ---------- records ----------

/** One card of the roadshow list and the home strips. */
export const ZPublicActivityCard = z.object({
  activityId: z.number(),
  title: z.string(),
  enTitle: z.string().nullable(),
  /** 1 to 5 the booking types, 6 collective */
  activityType: z.number(),
  activityTypeText: z.string(),
  isMulti: z.boolean(),
  /** the holder of a single activity; for a collective one the first company taking part */
  companyShortName: z.string().nullable(),
  companyEnShortName: z.string().nullable(),
  stockCode: z.string().nullable(),
  /** how many companies take part (a collective activity shows "and N more") */
  companyCount: z.number(),
  /** the card's cover: the company logo (the page draws the type's template when null) */
  coverPath: z.string().nullable(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  endDate: z.string(),
  endTime: z.string().nullable(),
  /** 1 upcoming, 2 live, 3 ended */
  status: z.number(),
  modeName: z.string().nullable(),
  /** 1 live, 2 relay, 3 recording, 4 other */
  videoType: z.number().nullable(),
  /** an approved replay video exists */
  hasReplay: z.boolean(),
});
export type TPublicActivityCard = z.infer<typeof ZPublicActivityCard>;

export const ZHomeStrips = z.object({
  /** status 2, by start */
  live: z.array(ZPublicActivityCard),
  /** status 1 starting within the next 14 days, soonest first */
  upcoming: z.array(ZPublicActivityCard),
  /** ended with an approved replay video, latest first */
  replays: z.array(ZPublicActivityCard),
});
export type THomeStrips = z.infer<typeof ZHomeStrips>;

/** A company found by search. */
export const ZPublicCompanyCard = z.object({
  companyId: z.number(),
  shortName: z.string(),
  fullName: z.string(),
  enShortName: z.string().nullable(),
  enFullName: z.string().nullable(),
  stockCode: z.string().nullable(),
  companyType: z.number(),
  logoPath: z.string().nullable(),
});
export type TPublicCompanyCard = z.infer<typeof ZPublicCompanyCard>;

/** A replay video found by search: an approved video of a published activity. */
/**
 * A video search finds: an activity's replay (opens the activity page) or a video of the public library
 * (opens /videoDetail). `videoId` is unique within its kind only.
 */
export const ZPublicVideoCard = z.object({
  kind: z.enum(["replay", "library"]),
  videoId: z.number(),
  /** the activity a replay belongs to; null for a library video */
  activityId: z.number().nullable(),
  title: z.string(),
  enTitle: z.string().nullable(),
  videoName: z.string().nullable(),
  companyShortName: z.string().nullable(),
  stockCode: z.string().nullable(),
  coverPath: z.string().nullable(),
  /** seconds */
  videoDuration: z.number().nullable(),
  /** the activity's start date (a replay) or the publish date (a library video) */
  startDate: z.string(),
});
export type TPublicVideoCard = z.infer<typeof ZPublicVideoCard>;

export const ZSearchResult = z.object({
  keyword: z.string(),
  /** each tab's page; null for the tabs not asked for (a call with `tab` pages that tab alone) */
  activities: ZPageOf(ZPublicActivityCard).nullable(),
  companies: ZPageOf(ZPublicCompanyCard).nullable(),
  videos: ZPageOf(ZPublicVideoCard).nullable(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

// ---------- bodies ----------

const blankToUndefined = (v: unknown) => (isBlankFormValue(v) ? undefined : v);
const zPageNo = z.preprocess(
  blankToUndefined,
  zInt(PublicListMsg.badPage)
    .refine((n) => n >= 1 && n <= PUBLIC_LIST_PAGE_MAX, { error: PublicListMsg.badPage })
    .default(1),
);
const zPageSize = z.preprocess(
  blankToUndefined,
  zInt(PublicListMsg.badPageSize)
    .refine((n) => n >= 1 && n <= PUBLIC_LIST_PAGE_SIZE_MAX, { error: PublicListMsg.badPageSize })
    .default(PUBLIC_LIST_PAGE_SIZE),
);
const zOneOf = (values: readonly number[], message: string) =>
  z.preprocess(blankToUndefined, zInt(message).refine((n) => values.includes(n), { error: message }).optional());
const zDate = z.preprocess(
  blankToUndefined,
  z.string({ error: PublicListMsg.badDate }).refine(isCalendarDate, { error: PublicListMsg.badDate }).optional(),
);
/** A keyword of at most 100 characters; blank is none. */
const zKeyword = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.string({ error: PublicListMsg.keywordEmpty }).trim().refine(isKeywordWithinLimit, { error: PublicListMsg.keywordTooLong }).optional(),
);

export const ZActivityPageBody = z
  .object({
    pageNo: zPageNo,
    pageSize: zPageSize,
    activityType: zOneOf(PUBLIC_ACTIVITY_TYPES, PublicListMsg.badType),
    status: zOneOf(PUBLIC_STATES, PublicListMsg.badState),
    /** activities starting on or after this Beijing date */
    startDate: zDate,
    /** activities starting on or before this Beijing date */
    endDate: zDate,
    keyword: zKeyword,
  })
  .refine((b) => isDateRangeInOrder(b.startDate, b.endDate), { error: PublicListMsg.badDateRange, path: ["endDate"] });
export type TActivityPageBody = z.infer<typeof ZActivityPageBody>;

/** Search needs a keyword: absent or blank is refused. */
const zRequiredKeyword = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.string({ error: PublicListMsg.keywordEmpty }).trim().refine(isKeywordWithinLimit, { error: PublicListMsg.keywordTooLong }),
);

export const ZSearchAllBody = z.object({
  keyword: zRequiredKeyword,
  /** 1 activities, 2 companies, 3 videos; absent: the first page of each */
  tab: zOneOf(SEARCH_TABS, PublicListMsg.badTab),
  pageNo: zPageNo,
  pageSize: zPageSize,
});
export type TSearchAllBody = z.infer<typeof ZSearchAllBody>;

// ---------- calls ----------

export const publicListContracts = contractGroup("publicList", {
  activityPage: defineContract({
    ...publicListRoutes.activityPage, tag: "public",
    summary: "The roadshow list: published activities by type, state, start date range and keyword (titles, company names, short names, stock codes); 15 a page",
    body: ZActivityPageBody, datas: ZPageOf(ZPublicActivityCard),
  }),
  homeStrips: defineContract({
    ...publicListRoutes.homeStrips, tag: "public",
    summary: "The home strips: live now, upcoming within 14 days (soonest first), replays (ended with an approved video)",
    body: ZEmptyBody, datas: ZHomeStrips,
  }),
  searchAll: defineContract({
    ...publicListRoutes.searchAll, tag: "public",
    summary: "Search across published activities, companies and approved replay videos; one tab's page, or the first page of each",
    body: ZSearchAllBody, datas: ZSearchResult,
  }),
});
