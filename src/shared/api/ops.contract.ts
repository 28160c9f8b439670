import { z } from "zod";
import { ZWorkCounts } from "../ops/work-queues.ts";
import { ZEmptyBody, contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { opsRoutes } from "./ops.routes.ts";
import type { TRouteDraft } from "./route.ts";
import { zInt, zList, zOptionalBool, zOptionalInt, zOptionalText, zText } from "../validation/form-fields.ts";
import { isCalendarDate } from "../booking/calendar-date.ts";
import { OpsMsg, isStreamUrl, parseDeadline } from "../activity/ops-rules.ts";
import { VISIBLE_USERS_MAX, VisibilityMsg } from "../activity/activity-visibility.ts";

/**
 * The back office's activity calls (document 4 sections 6 to 8), under /base-service/api/ops/v1 with an
 * operator token. Every action answers the activity as it is afterwards, so the page redraws from one answer.
 */

const MSG_ACTIVITY_ID = "活动编号不正确";
const MSG_COMPANY_ID = "公司编号不正确";

/** An optional form value: the empty string a cleared field sends counts as absent. */
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const zOptionalDate = z.preprocess(blankToUndefined, z.string().trim().refine(isCalendarDate, { error: "日期格式不正确" }).optional());
const zOptionalDeadline = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine((v) => parseDeadline(v) !== null, { error: OpsMsg.deadlineInvalid })
    .transform((v) => parseDeadline(v) as Date)
    .optional(),
);
const zPageNo = zInt("页码不正确").default(1).refine((n) => n >= 1, { error: "页码不正确" });
const zPageSize = zInt("每页条数不正确").default(10).refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" });

export const ZOpsActivityPageBody = z.object({
  pageNo: zPageNo,
  pageSize: zPageSize,
  title: zOptionalText(100, "标题不能超过100个字符"),
  /** a company's short or full name, or its stock code */
  company: zOptionalText(100, "公司名称不能超过100个字符"),
  status: zOptionalInt("状态参数不正确", [1, 2, 3]),
  pubStatus: zOptionalInt("发布状态参数不正确", [0, 1, 2]),
  isCancel: zOptionalBool("取消状态参数不正确"),
  isMulti: zOptionalBool("业务类型参数不正确"),
  /** activity start date range (Beijing dates, both ends included) */
  startDate: zOptionalDate,
  endDate: zOptionalDate,
});

export const ZOpsActivityRow = z.object({
  activityId: z.number(),
  title: z.string(),
  isMulti: z.boolean(),
  activityType: z.number(),
  activityTypeText: z.string(),
  modeName: z.string().nullable(),
  videoType: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.number(),
  isCancel: z.boolean(),
  pubStatus: z.number(),
  companyNames: z.string().describe("short names of the companies taking part, comma separated"),
  companyCount: z.number(),
  capacity: z.number().nullable(),
  bookedCount: z.number(),
  crtTime: z.string(),
});
export type TOpsActivityRow = z.infer<typeof ZOpsActivityRow>;

const ZContact = z.object({ contactName: z.string(), contactMobile: z.string(), contactWechat: z.string(), contactMail: z.string().nullable() });

export const ZOpsVenue = z.object({
  regionId: z.number().nullable(),
  regionName: z.string().nullable(),
  roomId: z.number().nullable(),
  roomName: z.string().nullable(),
  invitionAddress: z.string().nullable(),
  invitionAddressUrl: z.string().nullable(),
  assignedAt: z.string(),
});

/** A company's part in the activity, with its progress. */
export const ZOpsActivityPart = z.object({
  companyId: z.number(),
  shortName: z.string(),
  fullName: z.string(),
  stockCode: z.string().nullable(),
  companyType: z.number(),
  isCancel: z.boolean(),
  cancelTime: z.string().nullable(),
  isAcceptAgreement: z.boolean(),
  modeName: z.string().nullable(),
  regionName: z.string().nullable(),
  platform: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  isInfoSubed: z.boolean(),
  infoSubTime: z.string().nullable(),
  /** when an operator last reopened the materials (after infoSubmitCloseTime they are editable again) */
  infoReopenTime: z.string().nullable(),
  isVideoUploaded: z.boolean(),
  videoUploadedTime: z.string().nullable(),
  isAreaConfirmed: z.boolean(),
  areaConfirmedTime: z.string().nullable(),
  isPersonListSubed: z.boolean(),
  personListSubedTime: z.string().nullable(),
  crtTime: z.string(),
  contacts: z.array(ZContact),
  venue: ZOpsVenue.nullable(),
});
export type TOpsActivityPart = z.infer<typeof ZOpsActivityPart>;

export const ZOpsDistribution = z.object({
  id: z.number(),
  companyId: z.number(),
  companyFullName: z.string(),
  pvNum: z.number().nullable(),
  submitStatus: z.number(),
  liveDistributeUrl: z.string().nullable(),
  liveDistributeBackUrl: z.string().nullable(),
  interactUrl: z.string().nullable(),
  crtTime: z.string(),
  updTime: z.string().nullable(),
});

export const ZOpsActivityDetail = ZOpsActivityRow.extend({
  enTitle: z.string().nullable(),
  seriesId: z.number().nullable(),
  modeId: z.number().nullable(),
  recType: z.number().nullable(),
  recDate: z.string().nullable(),
  recStartTime: z.string().nullable(),
  recEndTime: z.string().nullable(),
  isLiveBroadcast: z.boolean().nullable(),
  regionName: z.string().nullable(),
  platform: z.string().nullable(),
  pubTime: z.string().nullable(),
  testCode: z.string().nullable(),
  homePage: z.string().nullable(),
  liveUrl: z.string().nullable(),
  workOrderTaskId: z.string().nullable(),
  moduleHasPreCollection: z.boolean(),
  isOpenText: z.boolean(),
  isOpenActivityData: z.boolean(),
  isAutoApprove: z.boolean(),
  infoSubmitCloseTime: z.string().nullable(),
  videoUploadCloseTime: z.string().nullable(),
  bookingStartTime: z.string().nullable(),
  bookingEndTime: z.string().nullable(),
  updTime: z.string(),
  companies: z.array(ZOpsActivityPart),
  distributions: z.array(ZOpsDistribution),
  visibleUserCount: z.number().optional().describe("how many users the activity is restricted to; 0 (or absent) means public"),
});
export type TOpsActivityDetail = z.infer<typeof ZOpsActivityDetail>;

export const ZOpsActivityIdBody = z.object({ activityId: zInt(MSG_ACTIVITY_ID) });
/** Actions on one company's part: required for a collective activity, implied for a single one. */
const ZOpsPartBody = ZOpsActivityIdBody.extend({ companyId: zOptionalInt(MSG_COMPANY_ID) });

export const ZAssignVenueBody = ZOpsPartBody.extend({
  regionId: zInt(OpsMsg.regionRequired),
  roomId: zInt(OpsMsg.roomRequired),
  invitionAddress: zOptionalText(200, "邀请地址不能超过200个字符"),
  invitionAddressUrl: zOptionalText(500, "邀请链接不能超过500个字符").refine((v) => v === undefined || isStreamUrl(v), {
    error: "请输入以http://或https://开头的邀请链接",
  }),
});

export const ZSetDeadlinesBody = ZOpsActivityIdBody.extend({
  infoSubmitCloseTime: zOptionalDeadline,
  videoUploadCloseTime: zOptionalDeadline,
}).refine((b) => b.infoSubmitCloseTime !== undefined || b.videoUploadCloseTime !== undefined, { error: OpsMsg.deadlineRequired });

export const ZReopenBody = ZOpsPartBody;
export const ZOpsCancelBody = ZOpsPartBody.extend({ reason: zOptionalText(200, "取消原因不能超过200个字符") });

export const ZSetLiveUrlBody = ZOpsActivityIdBody.extend({
  liveUrl: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string({ error: OpsMsg.liveUrlInvalid }).refine(isStreamUrl, { error: OpsMsg.liveUrlInvalid })),
});

export const ZSwitchModulesBody = ZOpsActivityIdBody.extend({
  moduleHasPreCollection: zOptionalBool("模块开关参数不正确"),
  isOpenText: zOptionalBool("模块开关参数不正确"),
  isOpenActivityData: zOptionalBool("模块开关参数不正确"),
  isAutoApprove: zOptionalBool("模块开关参数不正确"),
}).refine((b) => [b.moduleHasPreCollection, b.isOpenText, b.isOpenActivityData, b.isAutoApprove].some((v) => v !== undefined), {
  error: OpsMsg.noModuleChange,
});

const zOptionalUrl = (label: string) =>
  zOptionalText(500, `${label}不能超过500个字符`).refine((v) => v === undefined || isStreamUrl(v), { error: `请输入以http://或https://开头的${label}` });

export const ZAssignPartnersBody = ZOpsActivityIdBody.extend({
  companyIds: zList(zInt(MSG_COMPANY_ID)).refine((ids) => ids.length > 0, { error: OpsMsg.partnerRequired }),
  liveDistributeUrl: zOptionalUrl("分发地址"),
  liveDistributeBackUrl: zOptionalUrl("备用地址"),
  interactUrl: zOptionalUrl("互动数据地址"),
});

/** A user an activity is restricted to (document 4 section 2.3 "visibleTo"), as the back office lists them. */
export const ZVisibleUser = z.object({
  userId: z.number(),
  account: z.string().nullable(),
  mobile: z.string().nullable(),
  nickName: z.string(),
  userType: z.enum(["personal", "enterprise", "operator"]),
  /** the company of an enterprise account, when bound */
  companyName: z.string().nullable(),
  addedAt: z.string(),
});
export type TVisibleUser = z.infer<typeof ZVisibleUser>;

/**
 * The whole list at once: each entry an account name or a mobile number, as operators know users; an empty
 * list (no `users` key) makes the activity public again.
 */
export const ZSetVisibleUsersBody = ZOpsActivityIdBody.extend({
  users: zList(zText(VisibilityMsg.userRequired, 50, VisibilityMsg.userTooLong)).refine((list) => list.length <= VISIBLE_USERS_MAX, {
    error: VisibilityMsg.tooMany,
  }),
});

export const ZSendMessageBody = z
  .object({
    companyId: zOptionalInt(MSG_COMPANY_ID),
    companyType: zOptionalInt("公司类型不正确", [1, 2, 3, 4, 5, 6, 8]),
    msgTitle: zText(OpsMsg.messageTitleRequired, 100, "消息标题不能超过100个字符"),
    content: zText(OpsMsg.messageContentRequired, 5000, "消息内容不能超过5000个字符"),
  })
  .refine((b) => b.companyId !== undefined || b.companyType !== undefined, { error: OpsMsg.messageTargetRequired })
  .refine((b) => b.companyId === undefined || b.companyType === undefined, { error: OpsMsg.messageTargetBoth });

/** One count per registered work queue, by key (src/shared/ops/work-queues.ts): qaToReview, videosToReview, ... */
export const ZDashboardCounts = ZWorkCounts;

export type TDashboardCounts = z.infer<typeof ZDashboardCounts>;

export const ZVenueOption = z.object({
  regionId: z.number(),
  regionName: z.string(),
  rooms: z.array(z.object({ roomId: z.number(), roomName: z.string(), address: z.string().nullable() })),
});

export type TVenueOption = z.infer<typeof ZVenueOption>;

export const ZPartnerOption = z.object({ companyId: z.number(), fullName: z.string(), shortName: z.string(), companyType: z.number() });
export type TPartnerOption = z.infer<typeof ZPartnerOption>;

const action = <B extends z.ZodType>(route: TRouteDraft & { access: "ops" }, summary: string, body: B) =>
  defineContract({ ...route, tag: "ops", summary, body, datas: ZOpsActivityDetail });

export const opsContracts = contractGroup("ops", {
  activityPage: defineContract({
    ...opsRoutes.activityPage, tag: "ops",
    summary: "Searches every activity (title, company, status, pubStatus, start date range)", body: ZOpsActivityPageBody, datas: ZPageOf(ZOpsActivityRow),
  }),
  activityDetail: defineContract({
    ...opsRoutes.activityDetail, tag: "ops",
    summary: "One activity with its companies, their progress, venues and distribution partners", body: ZOpsActivityIdBody, datas: ZOpsActivityDetail,
  }),
  assignVenue: action(opsRoutes.assignVenue, "Assigns the venue of a company's part (isAreaConfirmed)", ZAssignVenueBody),
  setDeadlines: action(opsRoutes.setDeadlines, "Sets the info-submission and video-upload deadlines", ZSetDeadlinesBody),
  reopenMaterials: action(opsRoutes.reopenMaterials, "Reopens a company's submitted materials for editing", ZReopenBody),
  publishTest: action(opsRoutes.publishTest, "Publishes the page as a test (pubStatus 1) with a new test code", ZOpsActivityIdBody),
  publish: action(opsRoutes.publish, "Publishes the page formally (pubStatus 2)", ZOpsActivityIdBody),
  setLiveUrl: action(opsRoutes.setLiveUrl, "Sets the live stream address", ZSetLiveUrlBody),
  start: action(opsRoutes.start, "Starts the activity (status 2)", ZOpsActivityIdBody),
  end: action(opsRoutes.end, "Ends the activity (status 3)", ZOpsActivityIdBody),
  cancel: action(opsRoutes.cancel, "Cancels the activity, or one company's part of a collective, returning capacity", ZOpsCancelBody),
  switchModules: action(opsRoutes.switchModules, "Switches pre-collection, text Q&A, activity data and auto-approval", ZSwitchModulesBody),
  assignPartners: action(opsRoutes.assignPartners, "Assigns distribution partners (companies with distribution enabled)", ZAssignPartnersBody),
  visibleUsers: defineContract({
    ...opsRoutes.visibleUsers, tag: "ops",
    summary: "The users a restricted activity shows to (none: public)", body: ZOpsActivityIdBody, datas: ZVisibleUser,
  }),
  setVisibleUsers: defineContract({
    ...opsRoutes.setVisibleUsers, tag: "ops",
    summary: "Restricts visibility to the users named by account or mobile number (an empty list makes it public); answers the new list",
    body: ZSetVisibleUsersBody, datas: ZVisibleUser,
  }),
  venueOptions: defineContract({
    ...opsRoutes.venueOptions, tag: "ops",
    summary: "Regions and their rooms, for venue assignment", body: ZEmptyBody, datas: ZVenueOption,
  }),
  partnerOptions: defineContract({
    ...opsRoutes.partnerOptions, tag: "ops",
    summary: "Companies with distribution enabled, for partner assignment", body: ZEmptyBody, datas: ZPartnerOption,
  }),
  sendMessage: defineContract({
    ...opsRoutes.sendMessage, tag: "ops",
    summary: "Sends a message to one company or to every company of a type; it is pushed over the live socket",
    body: ZSendMessageBody, datas: z.object({ sent: z.number() }),
  }),
  dashboardCounts: defineContract({
    ...opsRoutes.dashboardCounts, tag: "ops",
    summary: "Counts of work waiting in the back office", body: ZEmptyBody, datas: ZDashboardCounts,
  }),
});
