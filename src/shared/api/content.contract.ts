import { z } from "zod";
import { ZEmptyBody, contractGroup, defineContract } from "./contract.ts";
import { contentRoutes } from "./content.routes.ts";
import { zInt } from "../validation/form-fields.ts";
import { ContentMsg, STATIC_PAGE_KEYS } from "../content/site-content.ts";

/**
 * The public reads of the site's content (document 4 sections 2.1, 2.4, 2.7). A disabled or unpublished
 * thing answers exactly as a missing one (ContentMsg.notFound), whatever the caller guesses.
 */

const zPageNo = zInt("页码不正确").default(1).refine((n) => n >= 1 && n <= 10000, { error: "页码不正确" });
const zPageSize = (fallback: number) => zInt("每页条数不正确").default(fallback).refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" });
/** A row id: a positive integer within the database's range. */
export const zContentId = zInt(ContentMsg.idInvalid).refine((n) => n >= 1 && n <= 2_147_483_647, { error: ContentMsg.idInvalid });

export const ZContentPageBody = z.object({ pageNo: zPageNo, pageSize: zPageSize(12) });
export const ZContentIdBody = z.object({ id: zContentId });

export const ZBanner = z.object({
  id: z.number(),
  title: z.string(),
  titleEn: z.string().nullable(),
  imageUrl: z.string().describe("/files/… (shown from /api), /static/… or https"),
  targetType: z.number().describe("1 activity, 2 subject page, 3 external link"),
  targetId: z.number().nullable(),
  targetUrl: z.string().nullable(),
  sort: z.number(),
});
export type TBanner = z.infer<typeof ZBanner>;

/** The card every listed content kind shows (a hot topic, a course): title, cover and summary, in both languages. */
export const ZContentCard = z.object({
  id: z.number(),
  title: z.string(),
  titleEn: z.string().nullable(),
  coverUrl: z.string().nullable(),
  summary: z.string().nullable(),
  summaryEn: z.string().nullable(),
});

export const ZHotTopicCard = ZContentCard.extend({ itemCount: z.number() });
export type THotTopicCard = z.infer<typeof ZHotTopicCard>;

/** An activity as content pages list it (published, not cancelled, not restricted). */
export const ZLinkedActivity = z.object({
  activityId: z.number(),
  title: z.string(),
  enTitle: z.string().nullable(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.number().describe("1 not started, 2 in progress, 3 ended"),
  companyNames: z.string(),
  /** the companies' English short names where they have one (pages cached before it was added: empty) */
  companyEnNames: z.string().default(""),
});
export type TLinkedActivity = z.infer<typeof ZLinkedActivity>;

/** An item of a topic: an activity, or an activity's approved video (kind 2); kind 3 is reserved for the video library. */
export const ZTopicItem = z.object({
  kind: z.number(),
  refId: z.number(),
  activity: ZLinkedActivity.nullable(),
  video: z
    .object({ id: z.number(), videoName: z.string().nullable(), description: z.string().nullable(), videoDuration: z.number().nullable(), activityId: z.number(), activityTitle: z.string(), activityEnTitle: z.string().nullable().default(null) })
    .nullable(),
});
export type TTopicItem = z.infer<typeof ZTopicItem>;

export const ZHotTopicDetail = ZHotTopicCard.extend({ items: z.array(ZTopicItem) });
export type THotTopicDetail = z.infer<typeof ZHotTopicDetail>;

export const ZSubjectDetailBody = z.object({
  id: zContentId,
  testCode: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(32, { error: ContentMsg.notFound }).optional()),
});

export const ZSubjectDetail = z.object({
  id: z.number(),
  title: z.string(),
  titleEn: z.string().nullable(),
  headerType: z.number().describe("0 the portal's header, 1 the page's own header"),
  showLogin: z.boolean(),
  bannerUrl: z.string().nullable(),
  content: z.string().describe("sanitised html"),
  contentEn: z.string().nullable(),
  isPreview: z.boolean().describe("opened with the test code of an unpublished page"),
  activities: z.array(ZLinkedActivity),
});
export type TSubjectDetail = z.infer<typeof ZSubjectDetail>;

export const ZCourseCard = ZContentCard.extend({ lessonCount: z.number() });
export type TCourseCard = z.infer<typeof ZCourseCard>;

export const ZLesson = z.object({
  id: z.number(),
  kind: z.number().describe("1 video, 2 document (PDF)"),
  title: z.string(),
  titleEn: z.string().nullable(),
  url: z.string(),
  durationMinutes: z.number().nullable(),
});
export type TLesson = z.infer<typeof ZLesson>;

export const ZCourseDetail = ZCourseCard.extend({ lessons: z.array(ZLesson) });
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

export const ZHelpItem = z.object({ id: z.number(), title: z.string(), titleEn: z.string().nullable() });
export const ZHelpDetail = ZHelpItem.extend({ content: z.string(), contentEn: z.string().nullable(), updTime: z.string() });
export type THelpItem = z.infer<typeof ZHelpItem>;
export type THelpDetail = z.infer<typeof ZHelpDetail>;

export const ZPageKey = z.enum(STATIC_PAGE_KEYS, { error: ContentMsg.pageKeyInvalid });
export const ZPageDetailBody = z.object({ pageKey: ZPageKey });
export const ZStaticPage = z.object({
  pageKey: ZPageKey,
  title: z.string(),
  titleEn: z.string().nullable(),
  content: z.string().describe("sanitised html"),
  contentEn: z.string().nullable(),
  updTime: z.string(),
  /** the agreement version from the settings, on the two agreement pages */
  version: z.string().nullable(),
});
export type TStaticPage = z.infer<typeof ZStaticPage>;

const page = <T extends z.ZodType>(row: T) => z.object({ records: z.array(row), current: z.number(), pages: z.number(), total: z.number() });

export const contentContracts = contractGroup("content", {
  bannerList: defineContract({
    ...contentRoutes.bannerList, tag: "content",
    summary: "The home carousel: enabled banners inside their window, in their order", body: ZEmptyBody, datas: ZBanner,
  }),
  hotTopicPage: defineContract({
    ...contentRoutes.hotTopicPage, tag: "content",
    summary: "Enabled hot topics, in their order, a page of them", body: ZContentPageBody, datas: page(ZHotTopicCard),
  }),
  hotTopicDetail: defineContract({
    ...contentRoutes.hotTopicDetail, tag: "content",
    summary: "One enabled hot topic with its public activities and videos", body: ZContentIdBody, datas: ZHotTopicDetail,
  }),
  subjectDetail: defineContract({
    ...contentRoutes.subjectDetail, tag: "content",
    summary: "A subject page: published, or unpublished with its test code (else: does not exist)", body: ZSubjectDetailBody, datas: ZSubjectDetail,
  }),
  coursePage: defineContract({
    ...contentRoutes.coursePage, tag: "content",
    summary: "Enabled training courses, a page of them", body: ZContentPageBody, datas: page(ZCourseCard),
  }),
  courseDetail: defineContract({
    ...contentRoutes.courseDetail, tag: "content",
    summary: "One enabled course with its lessons (videos and PDF documents)", body: ZContentIdBody, datas: ZCourseDetail,
  }),
  helpList: defineContract({
    ...contentRoutes.helpList, tag: "content",
    summary: "The help centre's enabled articles (titles), in their order", body: ZEmptyBody, datas: ZHelpItem,
  }),
  helpDetail: defineContract({
    ...contentRoutes.helpDetail, tag: "content",
    summary: "One enabled help article", body: ZContentIdBody, datas: ZHelpDetail,
  }),
  pageDetail: defineContract({
    ...contentRoutes.pageDetail, tag: "content",
    summary: "A static page's text (about us, centre introduction, service declaration and protocol, coming soon, maintenance)",
    body: ZPageDetailBody, datas: ZStaticPage,
  }),
});
