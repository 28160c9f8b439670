/**
 * The rules of the site's editable content (document 4 sections 2.1, 2.4, 2.7 and 6 "Content and settings"):
 * home banners, hot topics, subject pages, courses, help articles and the static pages. The server refuses
 * with these rules and the back office uses them to hide or disable, so each is written once here.
 */
import { outcomeTable } from "../outcome/outcome.ts";

/** What a banner opens: an activity, a subject page or an external link (document 4 section 2.1). */
export const BannerTarget = { activity: 1, subject: 2, link: 3 } as const;
export type TBannerTarget = (typeof BannerTarget)[keyof typeof BannerTarget];
export const BANNER_TARGETS: readonly number[] = Object.values(BannerTarget);

/**
 * What a hot-topic item points at. `recordVideo` is an activity's approved video record; `video` is kept free
 * for the public video library (another part of issue 16), so an item of that kind can be added later without
 * changing the stored values of the others.
 */
export const TopicItemKind = { activity: 1, recordVideo: 2, video: 3 } as const;
export type TTopicItemKind = (typeof TopicItemKind)[keyof typeof TopicItemKind];
/** The kinds an operator may add today (the library's videos come with the library). */
export const TOPIC_ITEM_KINDS_OPEN: readonly number[] = [TopicItemKind.activity, TopicItemKind.recordVideo];

/** Content status: 0 disabled (hidden from the public), 1 enabled. */
export const ContentStatus = { disabled: 0, enabled: 1 } as const;

/** Subject page publication, as activities: 0 unpublished, 1 test page (with a test code), 2 published. */
export const SubjectPub = { unpublished: 0, test: 1, published: 2 } as const;

/** Course lesson kinds: a video or a document (a PDF link). */
export const LessonKind = { video: 1, document: 2 } as const;

/** The static pages whose text lives in the database, by key (document 1 section 2.1, document 4 section 2.7). */
export const STATIC_PAGE_KEYS = ["aboutUs", "introduceCenter", "serviceDeclaration", "serviceProtocol", "comingSoon", "systemMaintenance"] as const;
export type TStaticPageKey = (typeof STATIC_PAGE_KEYS)[number];

/** /VersionAgreement?routeType=2 is the service declaration, 3 the service protocol (document 1 section 2.1). */
export function agreementPageKey(routeType: number | undefined): TStaticPageKey | null {
  if (routeType === 2) return "serviceDeclaration";
  if (routeType === 3) return "serviceProtocol";
  return null;
}

export const CONTENT_LIMITS = {
  title: 100,
  summary: 500,
  url: 500,
  richText: 20000,
  topicItems: 50,
  subjectActivities: 50,
  lessons: 50,
  noticeText: 500,
  agreementVersion: 20,
} as const;

export const ContentMsg = {
  notFound: "内容不存在或已下线",
  titleRequired: "请输入标题",
  titleTooLong: `标题不能超过${CONTENT_LIMITS.title}个字符`,
  enTitleTooLong: `英文标题不能超过${CONTENT_LIMITS.title}个字符`,
  summaryTooLong: `简介不能超过${CONTENT_LIMITS.summary}个字符`,
  imageRequired: "请上传图片",
  imageInvalid: "图片地址不正确",
  targetInvalid: "跳转类型不正确",
  targetActivityRequired: "请选择要跳转的活动",
  targetSubjectRequired: "请选择要跳转的专题页",
  targetLinkInvalid: "请输入以http://或https://开头的链接",
  windowInvalid: "结束时间须晚于开始时间",
  dateInvalid: "时间格式不正确",
  statusInvalid: "状态参数不正确",
  idInvalid: "编号不正确",
  sortInvalid: "排序参数不正确",
  itemKindInvalid: "话题内容类型不正确",
  itemNotFound: "话题内容不存在：",
  tooManyItems: `话题内容不能超过${CONTENT_LIMITS.topicItems}项`,
  tooManyActivities: `关联活动不能超过${CONTENT_LIMITS.subjectActivities}个`,
  activityNotFound: "关联的活动不存在",
  headerTypeInvalid: "页头类型不正确",
  richTextTooLong: `正文不能超过${CONTENT_LIMITS.richText}个字符`,
  alreadyTestPublished: "专题页已测试发布",
  alreadyPublished: "专题页已正式发布",
  lessonKindInvalid: "课时类型不正确",
  lessonUrlInvalid: "课时地址不正确",
  tooManyLessons: `课时不能超过${CONTENT_LIMITS.lessons}个`,
  pageKeyInvalid: "页面不存在",
  grayModeInvalid: "灰色模式参数不正确",
  speedInvalid: "滚动速度须在10到500之间",
  versionInvalid: `协议版本须为1到${CONTENT_LIMITS.agreementVersion}个字符的字母、数字或点`,
  noticeTooLong: `通知内容不能超过${CONTENT_LIMITS.noticeText}个字符`,
  /** what every public and personal call answers while the portal is in maintenance (operators excepted) */
  maintenance: "系统维护中，请稍后再访问",
} as const;

/** ContentMsg as outcome codes (`content.key`), see src/shared/outcome. */
export const ContentOutcome = outcomeTable("content", ContentMsg);

/**
 * Where an image may come from: a file uploaded through the upload calls (`/files/…`, shown from /api), a
 * picture the portal ships (`/static/…`) or an https address. Nothing else (no javascript:, data: or
 * relative paths that could climb out of their folder).
 */
export function isContentImage(path: string): boolean {
  if (/^https:\/\/[^\s"'<>]+$/i.test(path)) return true;
  return /^\/(files|static)\/[A-Za-z0-9._\-/]+$/.test(path) && !path.includes("..");
}

/** An external link a banner or a lesson opens: http or https only. */
export function isExternalLink(url: string): boolean {
  return /^https?:\/\/[^\s"'<>]+$/i.test(url);
}

/** A lesson's address: an uploaded file (video or PDF), a document the portal ships (/api/docs/…) or an http(s) address. */
export function isLessonUrl(url: string): boolean {
  return isExternalLink(url) || (/^\/(files|api\/docs)\/[A-Za-z0-9._\-/]+$/.test(url) && !url.includes(".."));
}

/** Banner target rule: the target kind names what it needs (an activity, a subject page or a link). */
export function bannerTargetRefusal(b: { targetType: number; targetId?: number | null; targetUrl?: string | null }): string | null {
  if (!BANNER_TARGETS.includes(b.targetType)) return ContentMsg.targetInvalid;
  if (b.targetType === BannerTarget.activity && !b.targetId) return ContentMsg.targetActivityRequired;
  if (b.targetType === BannerTarget.subject && !b.targetId) return ContentMsg.targetSubjectRequired;
  if (b.targetType === BannerTarget.link && !(b.targetUrl && isExternalLink(b.targetUrl))) return ContentMsg.targetLinkInvalid;
  return null;
}

/** Active-window rule: an end, when both are given, is after the start. */
export function windowRefusal(startAt: Date | null | undefined, endAt: Date | null | undefined): string | null {
  return startAt && endAt && endAt.getTime() <= startAt.getTime() ? ContentMsg.windowInvalid : null;
}

/** Banner visibility rule: enabled, and inside its window (an open end is open). */
export function isBannerLive(b: { status: number; startAt: Date | string | null; endAt: Date | string | null }, now: Date): boolean {
  if (b.status !== ContentStatus.enabled) return false;
  const t = now.getTime();
  if (b.startAt && new Date(b.startAt).getTime() > t) return false;
  if (b.endAt && new Date(b.endAt).getTime() <= t) return false;
  return true;
}

/**
 * Subject page visibility rule (document 4 section 2.4, as activities in 2.3): a published or test-published
 * page is public; an unpublished one only with its test code, as a preview. null: indistinguishable from a
 * missing page.
 */
export function subjectVisibility(p: { pubStatus: number; testCode: string | null }, testCode: string | null | undefined): "public" | "preview" | null {
  if (p.pubStatus >= SubjectPub.test) return "public";
  if (testCode && p.testCode && testCode === p.testCode) return "preview";
  return null;
}

/** Publish-as-test rule: only from unpublished. */
export function subjectPublishTestRefusal(p: { pubStatus: number }): string | null {
  if (p.pubStatus === SubjectPub.test) return ContentMsg.alreadyTestPublished;
  return p.pubStatus >= SubjectPub.published ? ContentMsg.alreadyPublished : null;
}

/** Formal publication rule: from unpublished or test-published. */
export function subjectPublishRefusal(p: { pubStatus: number }): string | null {
  return p.pubStatus >= SubjectPub.published ? ContentMsg.alreadyPublished : null;
}

/** The address of a subject page, with the test code while it is not yet formally published. */
export function subjectPagePath(p: { id: number; pubStatus: number; testCode: string | null }): string {
  return p.pubStatus < SubjectPub.published && p.testCode ? `/event/${p.id}/${p.testCode}` : `/event/${p.id}`;
}

/** Where a banner leads in the portal (or outside it). */
export function bannerHref(b: { targetType: number; targetId: number | null; targetUrl: string | null }): { href: string; external: boolean } | null {
  if (b.targetType === BannerTarget.activity && b.targetId) return { href: `/activityDetails/${b.targetId}`, external: false };
  if (b.targetType === BannerTarget.subject && b.targetId) return { href: `/event/${b.targetId}`, external: false };
  if (b.targetType === BannerTarget.link && b.targetUrl && isExternalLink(b.targetUrl)) return { href: b.targetUrl, external: true };
  return null;
}

/** Agreement version rule: 1 to 20 letters, digits, dots or dashes ("2026.1"). */
export function isAgreementVersion(v: string): boolean {
  return /^[A-Za-z0-9.-]{1,20}$/.test(v);
}

/** Gray mode values (document 4 section 2.1): 0 off, 1 home only, 2 everywhere. */
export const GRAY_MODES: readonly number[] = [0, 1, 2];

/** Notice banner scroll speed in pixels per second. */
export const NOTICE_SPEED_MIN = 10;
export const NOTICE_SPEED_MAX = 500;
