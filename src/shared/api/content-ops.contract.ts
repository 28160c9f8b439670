import { z } from "zod";
import { ZEmptyBody, contractGroup, defineContract } from "./contract.ts";
import { contentRoutes } from "./content.routes.ts";
import { zBool, zInt, zList, zOptionalBool, zOptionalInt, zOptionalText, zText } from "../validation/form-fields.ts";
import { FILING_NUMBER_MAX } from "../shell/site-footer.ts";
import { toPlainText } from "../text/plain-text.ts";
import { ZFooterSetting } from "./shell.contract.ts";
import { parseDeadline } from "../activity/ops-rules.ts";
import {
  CONTENT_LIMITS as L,
  ContentMsg as M,
  GRAY_MODES,
  LessonKind,
  NOTICE_SPEED_MAX,
  NOTICE_SPEED_MIN,
  TOPIC_ITEM_KINDS_OPEN,
  bannerTargetRefusal,
  isAgreementVersion,
  isContentImage,
  isLessonUrl,
  windowRefusal,
} from "../content/site-content.ts";
import { ZBanner, ZContentCard, ZContentIdBody, ZLesson, ZPageKey, ZStaticPage, zContentId } from "./content.contract.ts";

/**
 * The back office's content editors (document 4 section 6, "Content and settings"), under /base-service/api/ops/v1
 * with an operator token; the system settings are the supervisor's. Every save answers the row as stored, so
 * the editor redraws from one answer, and is audited.
 */

const FILING_NUMBER_TOO_LONG = `备案号不能超过${FILING_NUMBER_MAX}个字符`;
const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const zTitle = zText(M.titleRequired, L.title, M.titleTooLong);
const zTitleEn = zOptionalText(L.title, M.enTitleTooLong);
const zSummary = zOptionalText(L.summary, M.summaryTooLong);
const zOptionalImage = z.preprocess(blank, z.string().trim().max(L.url, { error: M.imageInvalid }).refine(isContentImage, { error: M.imageInvalid }).optional());
// `[…].includes` rather than `n === 0 || n === 1`: the latter is an inferred type predicate that would narrow the
// body type to 0 | 1 and make every editor cast its numbers
const zStatus = zInt(M.statusInvalid).refine((n) => [0, 1].includes(n), { error: M.statusInvalid });
const zSort = zInt(M.sortInvalid).refine((n) => n >= 0 && n <= 100_000, { error: M.sortInvalid }).default(0);
const zOptionalId = z.preprocess(blank, zContentId.optional());
/** A footer field: absent keeps the stored value (undefined), empty clears it (null). */
const kept = <T extends z.ZodType<string | null>>(inner: T) =>
  z.preprocess((v) => (v === undefined ? undefined : typeof v === "string" && v.trim() === "" ? null : v), inner.optional());
const zKeptImage = kept(z.string().trim().max(L.url, { error: M.imageInvalid }).refine(isContentImage, { error: M.imageInvalid }).nullable());
const zKeptFiling = kept(
  z.string().trim().max(FILING_NUMBER_MAX, { error: FILING_NUMBER_TOO_LONG }).transform((v) => toPlainText(v)).nullable(),
);
const zOptionalTime = z.preprocess(
  blank,
  z.string().refine((v) => parseDeadline(v) !== null, { error: M.dateInvalid }).transform((v) => parseDeadline(v) as Date).optional(),
);
/** Rich text as the editor sends it; the server sanitises it before storing. */
const zRichText = (required: boolean) =>
  required
    ? z.string({ error: M.richTextTooLong }).max(L.richText, { error: M.richTextTooLong })
    : z.preprocess(blank, z.string().max(L.richText, { error: M.richTextTooLong }).optional());

const ZStamp = z.object({ updTime: z.string() });

/*
 * Schema factories: the kinds of content share their shapes, said once here. A card kind (hot topic, course)
 * is a content card with an order, a status and its own list; a text kind (help article, static page) is a
 * title and rich text in both languages.
 */

/** A card kind as the back office reads it: the public card, its order and status, its list, its stamp. */
const opsCardOf = <S extends z.ZodRawShape>(list: S) => ZContentCard.extend({ sort: z.number(), status: z.number(), ...list }).merge(ZStamp);

/** The body that saves a card kind: the card's fields, order and status, and its own list. */
const cardSaveBodyOf = <S extends z.ZodRawShape>(list: S) =>
  z.object({ id: zOptionalId, title: zTitle, titleEn: zTitleEn, coverUrl: zOptionalImage, summary: zSummary, summaryEn: zSummary, sort: zSort, status: zStatus, ...list });

/** A list inside a save body: none sent is an empty list; a bad entry or too many answer their messages. */
const zInputList = <T extends z.ZodType>(entry: T, invalid: string, max: number, tooMany: string) =>
  z.preprocess((v) => (v === undefined ? [] : v), z.array(entry, { error: invalid }).max(max, { error: tooMany }));

/** The text of a text kind as sent by the editor: a title and rich text, in both languages. */
const textSaveFields = { title: zTitle, titleEn: zTitleEn, content: zRichText(true), contentEn: zRichText(false) };

export const ZOpsBanner = ZBanner.extend({ status: z.number(), startAt: z.string().nullable(), endAt: z.string().nullable() }).merge(ZStamp);
export type TOpsBanner = z.infer<typeof ZOpsBanner>;

export const ZBannerSaveBody = z
  .object({
    id: zOptionalId,
    title: zTitle,
    titleEn: zTitleEn,
    imageUrl: z.string({ error: M.imageRequired }).trim().min(1, { error: M.imageRequired }).max(L.url, { error: M.imageInvalid }).refine(isContentImage, { error: M.imageInvalid }),
    targetType: zInt(M.targetInvalid),
    targetId: zOptionalId,
    targetUrl: zOptionalText(L.url, M.targetLinkInvalid),
    /** left out: a new banner goes last, an edited one keeps its place */
    sort: z.preprocess(blank, zInt(M.sortInvalid).refine((n) => n >= 0 && n <= 100_000, { error: M.sortInvalid }).optional()),
    status: zStatus,
    startAt: zOptionalTime,
    endAt: zOptionalTime,
  })
  .superRefine((b, ctx) => {
    const refusal = bannerTargetRefusal(b) ?? windowRefusal(b.startAt, b.endAt);
    if (refusal) ctx.addIssue({ code: "custom", message: refusal });
  });

export const ZBannerSortBody = z.object({
  ids: zList(zContentId).refine((ids) => ids.length > 0 && ids.length <= 200 && new Set(ids).size === ids.length, { error: M.sortInvalid }),
});

export const ZOpsTopicItem = z.object({ kind: z.number(), refId: z.number(), label: z.string().describe("the activity's or video's title; empty when it is gone") });
export const ZOpsHotTopic = opsCardOf({ itemCount: z.number(), items: z.array(ZOpsTopicItem) });
export type TOpsHotTopic = z.infer<typeof ZOpsHotTopic>;

const ZTopicItemInput = z.object({
  kind: zInt(M.itemKindInvalid).refine((k) => TOPIC_ITEM_KINDS_OPEN.includes(k), { error: M.itemKindInvalid }),
  refId: zContentId,
});

export const ZHotTopicSaveBody = cardSaveBodyOf({ items: zInputList(ZTopicItemInput, M.itemKindInvalid, L.topicItems, M.tooManyItems) });

export const ZOpsSubject = z.object({
  id: z.number(),
  title: z.string(),
  titleEn: z.string().nullable(),
  headerType: z.number(),
  showLogin: z.boolean(),
  bannerUrl: z.string().nullable(),
  content: z.string(),
  contentEn: z.string().nullable(),
  pubStatus: z.number(),
  testCode: z.string().nullable(),
  pubTime: z.string().nullable(),
  activityIds: z.array(z.number()),
}).merge(ZStamp);
export type TOpsSubject = z.infer<typeof ZOpsSubject>;

export const ZSubjectSaveBody = z.object({
  id: zOptionalId,
  title: zTitle,
  titleEn: zTitleEn,
  headerType: zInt(M.headerTypeInvalid).refine((n) => [0, 1].includes(n), { error: M.headerTypeInvalid }),
  showLogin: zBool("登录开关参数不正确"),
  bannerUrl: zOptionalImage,
  content: zRichText(true),
  contentEn: zRichText(false),
  activityIds: zList(zContentId).refine((ids) => ids.length <= L.subjectActivities, { error: M.tooManyActivities }),
});

export const ZOpsCourse = opsCardOf({ lessons: z.array(ZLesson) });
export type TOpsCourse = z.infer<typeof ZOpsCourse>;

const ZLessonInput = z.object({
  kind: zInt(M.lessonKindInvalid).refine((k) => ([LessonKind.video, LessonKind.document] as number[]).includes(k), { error: M.lessonKindInvalid }),
  title: zTitle,
  titleEn: zTitleEn,
  url: z.string({ error: M.lessonUrlInvalid }).trim().max(L.url, { error: M.lessonUrlInvalid }).refine(isLessonUrl, { error: M.lessonUrlInvalid }),
  durationMinutes: zOptionalInt("课时时长不正确").refine((n) => n === undefined || (n >= 0 && n <= 10_000), { error: "课时时长不正确" }),
});

export const ZCourseSaveBody = cardSaveBodyOf({ lessons: zInputList(ZLessonInput, M.lessonKindInvalid, L.lessons, M.tooManyLessons) });

export const ZOpsHelp = z.object({
  id: z.number(),
  title: z.string(),
  titleEn: z.string().nullable(),
  content: z.string(),
  contentEn: z.string().nullable(),
  sort: z.number(),
  status: z.number(),
}).merge(ZStamp);
export type TOpsHelp = z.infer<typeof ZOpsHelp>;

export const ZHelpSaveBody = z.object({ id: zOptionalId, ...textSaveFields, sort: zSort, status: zStatus });

export const ZPageSaveBody = z.object({ pageKey: ZPageKey, ...textSaveFields });

export const ZOpsSettings = z.object({
  noticeBanner: z.object({ text: z.string(), textEn: z.string().nullable(), startAt: z.string(), endAt: z.string(), speed: z.number() }).nullable(),
  grayMode: z.number(),
  maintenance: z.object({ enabled: z.boolean() }),
  agreementVersion: z.string(),
  miniProgram: z.object({ enabled: z.boolean() }),
  footer: ZFooterSetting,
});
export type TOpsSettings = z.infer<typeof ZOpsSettings>;

export const ZSettingsSaveBody = z
  .object({
    noticeText: zOptionalText(L.noticeText, M.noticeTooLong),
    noticeTextEn: zOptionalText(L.noticeText, M.noticeTooLong),
    noticeStartAt: zOptionalTime,
    noticeEndAt: zOptionalTime,
    noticeSpeed: zInt(M.speedInvalid).refine((n) => n >= NOTICE_SPEED_MIN && n <= NOTICE_SPEED_MAX, { error: M.speedInvalid }).default(60),
    grayMode: zInt(M.grayModeInvalid).refine((n) => GRAY_MODES.includes(n), { error: M.grayModeInvalid }),
    maintenanceEnabled: zBool("维护模式参数不正确"),
    agreementVersion: z.string({ error: M.versionInvalid }).trim().refine(isAgreementVersion, { error: M.versionInvalid }),
    // the footer (document 1 section 2.3): a field left out keeps its value, an empty one clears it
    miniProgramEnabled: zOptionalBool("小程序开关参数不正确"),
    footerOfficialQr: zKeptImage,
    footerMiniProgramQr: zKeptImage,
    icpNumber: zKeptFiling,
    psbNumber: zKeptFiling,
  })
  .superRefine((b, ctx) => {
    if (!b.noticeText) return;
    if (!b.noticeStartAt || !b.noticeEndAt) ctx.addIssue({ code: "custom", message: M.dateInvalid });
    else {
      const refusal = windowRefusal(b.noticeStartAt, b.noticeEndAt);
      if (refusal) ctx.addIssue({ code: "custom", message: refusal });
    }
  });

export const contentOpsContracts = contractGroup("content", {
  opsBannerList: defineContract({ ...contentRoutes.opsBannerList, tag: "ops-content", summary: "Every banner, in carousel order", body: ZEmptyBody, datas: ZOpsBanner }),
  opsBannerSave: defineContract({
    ...contentRoutes.opsBannerSave, tag: "ops-content",
    summary: "Creates (no id) or edits a banner: image, titles, target, order, window, status", body: ZBannerSaveBody, datas: ZOpsBanner,
  }),
  opsBannerSort: defineContract({
    ...contentRoutes.opsBannerSort, tag: "ops-content",
    summary: "Reorders the banners: ids in their new order (answers every banner)", body: ZBannerSortBody, datas: ZOpsBanner,
  }),
  opsHotTopicList: defineContract({ ...contentRoutes.opsHotTopicList, tag: "ops-content", summary: "Every hot topic with its items", body: ZEmptyBody, datas: ZOpsHotTopic }),
  opsHotTopicSave: defineContract({
    ...contentRoutes.opsHotTopicSave, tag: "ops-content",
    summary: "Creates or edits a hot topic and its items (items[i].kind 1 activity, 2 video record; items[i].refId)", body: ZHotTopicSaveBody, datas: ZOpsHotTopic,
  }),
  opsSubjectList: defineContract({ ...contentRoutes.opsSubjectList, tag: "ops-content", summary: "Every subject page", body: ZEmptyBody, datas: ZOpsSubject }),
  opsSubjectSave: defineContract({
    ...contentRoutes.opsSubjectSave, tag: "ops-content",
    summary: "Creates or edits a subject page (its rich text is sanitised) and its linked activities", body: ZSubjectSaveBody, datas: ZOpsSubject,
  }),
  opsSubjectPublishTest: defineContract({
    ...contentRoutes.opsSubjectPublishTest, tag: "ops-content",
    summary: "Publishes a subject page as a test (pubStatus 1) with a new test code", body: ZContentIdBody, datas: ZOpsSubject,
  }),
  opsSubjectPublish: defineContract({
    ...contentRoutes.opsSubjectPublish, tag: "ops-content", summary: "Publishes a subject page formally (pubStatus 2)", body: ZContentIdBody, datas: ZOpsSubject,
  }),
  opsCourseList: defineContract({ ...contentRoutes.opsCourseList, tag: "ops-content", summary: "Every course with its lessons", body: ZEmptyBody, datas: ZOpsCourse }),
  opsCourseSave: defineContract({
    ...contentRoutes.opsCourseSave, tag: "ops-content",
    summary: "Creates or edits a course and its lessons (lessons[i].kind 1 video, 2 PDF; lessons[i].url)", body: ZCourseSaveBody, datas: ZOpsCourse,
  }),
  opsHelpList: defineContract({ ...contentRoutes.opsHelpList, tag: "ops-content", summary: "Every help article", body: ZEmptyBody, datas: ZOpsHelp }),
  opsHelpSave: defineContract({ ...contentRoutes.opsHelpSave, tag: "ops-content", summary: "Creates or edits a help article", body: ZHelpSaveBody, datas: ZOpsHelp }),
  opsPageList: defineContract({ ...contentRoutes.opsPageList, tag: "ops-content", summary: "The static pages' texts", body: ZEmptyBody, datas: ZStaticPage }),
  opsPageSave: defineContract({ ...contentRoutes.opsPageSave, tag: "ops-content", summary: "Edits a static page's text", body: ZPageSaveBody, datas: ZStaticPage }),
  opsSettings: defineContract({
    ...contentRoutes.opsSettings, tag: "ops-content",
    summary: "The system settings: notice banner, gray mode, maintenance mode, agreement version, the footer's QR codes and filing numbers", body: ZEmptyBody, datas: ZOpsSettings,
  }),
  opsSettingsSave: defineContract({
    ...contentRoutes.opsSettingsSave, tag: "ops-content",
    summary: "Saves the system settings (supervisor only); an empty notice text turns the banner off", body: ZSettingsSaveBody, datas: ZOpsSettings,
  }),
});
