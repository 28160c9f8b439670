import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { activityRoutes } from "./activity.routes.ts";
import { zBool, zInt, zList, zOptionalBool, zOptionalInt, zOptionalText } from "../validation/form-fields.ts";
import { isCalendarDate } from "../booking/calendar-date.ts";
import { pvError } from "../activity/company-home.ts";
import { ZMaterials } from "./materials.contract.ts";

/** The company-side activity calls of document 2 section 7 (activity list, detail, cancel, messages, distribution, statistics). */

const MSG_ACTIVITY_ID = "活动编号不正确";
const zPageNo = zInt("页码不正确").default(1).refine((n) => n >= 1, { error: "页码不正确" });
const zPageSize = (fallback: number) => zInt("每页条数不正确").default(fallback).refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" });

/** An optional integer filter; the empty string a reset form sends counts as absent, not as 0. */
const MSG_TITLE_TOO_LONG = "标题不能超过100个字符";

/** The activity as the company sees it (document 2 section 3): the activity merged with the company's part. */
export const ZCompanyActivity = z.object({
  activityId: z.number(),
  id: z.number().nullable().describe("mode id"),
  title: z.string(),
  enTitle: z.string().nullable(),
  isMulti: z.boolean(),
  activityType: z.number(),
  activityTypeText: z.string(),
  modeName: z.string().nullable(),
  videoType: z.number().nullable(),
  recType: z.number().nullable(),
  isLiveBroadcast: z.boolean().nullable(),
  recDate: z.string().nullable(),
  recStartTime: z.string().nullable(),
  recEndTime: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  isShowActivityStartTime: z.boolean(),
  platform: z.string().nullable(),
  regionName: z.string().nullable(),
  crtTime: z.string(),
  isInfoSubed: z.boolean(),
  infoSubTime: z.string().nullable(),
  infoSubmitCloseTime: z.string().nullable(),
  infoSubStatus: z.number(),
  isVideoUploaded: z.boolean(),
  videoUploadedTime: z.string().nullable(),
  videoUploadCloseTime: z.string().nullable(),
  videoUploadStatus: z.number(),
  isAreaConfirmed: z.boolean(),
  areaConfirmedTime: z.string().nullable(),
  isPersonListSubed: z.boolean(),
  personListSubedTime: z.string().nullable(),
  pubStatus: z.number(),
  pubTime: z.string().nullable(),
  status: z.number(),
  isCancel: z.boolean(),
  isAcceptAgreement: z.boolean(),
  isBookable: z.boolean(),
  bookingEndTime: z.string().nullable(),
  homePage: z.string().nullable(),
  testCode: z.string().nullable(),
  workOrderTaskId: z.string().nullable(),
  moduleHasPreCollection: z.boolean(),
  isOpenText: z.boolean(),
  isOpenActivityData: z.boolean(),
  answerStartTime: z.string().nullable(),
  answerEndTime: z.string().nullable(),
  companyName: z.string(),
  contacts: z.array(z.object({ contactName: z.string(), contactMobile: z.string(), contactWechat: z.string(), contactMail: z.string().nullable() })),
});
export type TCompanyActivity = z.infer<typeof ZCompanyActivity>;

/**
 * company_activity_list: the activity with every field of document 3 section 3 (activeData), the materials
 * of the caller's part among them (absent for a withdrawn part).
 */
export const ZCompanyActivityDetail = ZCompanyActivity.extend(ZMaterials.omit({ activityId: true, isInfoSubed: true, infoSubTime: true }).partial().shape);
export type TCompanyActivityDetail = z.infer<typeof ZCompanyActivityDetail>;


export const ZActivityIdBody = z.object({ activityId: zInt(MSG_ACTIVITY_ID), size: zInt("size参数不正确").optional() });

export const ZActivityPageBody = z.object({
  pageNo: zPageNo,
  pageSize: zPageSize(10),
  status: zList(zInt("状态参数不正确")).refine((s) => s.length > 0 && s.every((v) => [1, 2, 3].includes(v)), { error: "状态参数不正确" }),
  activityTitle: zOptionalText(100, MSG_TITLE_TOO_LONG),
  /** 1 activity time ascending, 2 descending (default) */
  sort: zOptionalInt("排序参数不正确", [1, 2]),
  /** 0 single, 1 collective */
  isMulti: zOptionalBool("业务类型参数不正确"),
});

export const ZMessage = z.object({
  id: z.number(),
  msgTitle: z.string(),
  content: z.string(),
  status: z.number().describe("0 unread, 1 read"),
  crtTime: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZMessagePageBody = z.object({
  pageNo: zPageNo,
  pageSize: zPageSize(5),
  isCompanyMessage: zBool("isCompanyMessage参数不正确").default(true),
});

export const ZMessageIdsBody = z.object({ ids: zList(zInt("消息编号不正确")).refine((ids) => ids.length > 0, { error: "请选择消息" }) });

export const ZDistributionRow = z.object({
  id: z.number(),
  activityId: z.number(),
  companyFullName: z.string(),
  activityTitle: z.string(),
  pvNum: z.number().nullable(),
  submitStatus: z.number(),
  crtTime: z.string(),
  updTime: z.string().nullable(),
  activityStartDate: z.string(),
  activityStartTime: z.string().nullable(),
  liveDistributeUrl: z.string().nullable(),
  liveDistributeBackUrl: z.string().nullable(),
  interactUrl: z.string().nullable(),
  pubStatus: z.number(),
});
export type TDistributionRow = z.infer<typeof ZDistributionRow>;

export const ZDistributionPageBody = z.object({
  pageNo: zPageNo,
  pageSize: zPageSize(10),
  /** 1 not ended, 2 ended, 3 not submitted */
  status: zOptionalInt("状态参数不正确", [1, 2, 3]),
});

export const ZSubmitPvBody = z.object({
  id: zInt("分发编号不正确"),
  // The PV rule itself (pvError) decides, so the form and the server refuse with the same words.
  pvNum: z.preprocess(
    (v) => (v === undefined || v === null ? "" : String(v)),
    z.string().superRefine((v, ctx) => {
      const error = pvError(v);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
  ).transform((v) => Number(v.trim())),
});

export const ZGovActivityRow = z.object({
  activityId: z.number(),
  stockCode: z.string().nullable(),
  shortName: z.string(),
  title: z.string(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  holdWay: z.string().describe("文字 or 视频"),
});

const zOptionalDate = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.string().trim().refine(isCalendarDate, { error: "日期格式不正确" }).optional(),
);

export const ZGovActivityBody = z.object({
  startDate: zOptionalDate,
  endDate: zOptionalDate,
  pageSize: zPageSize(10),
  pageNo: zPageNo,
  stockCode: zOptionalText(20, "股票代码过长"),
  title: zOptionalText(100, MSG_TITLE_TOO_LONG),
});

/** The summary export: the same filters, every row (size 0), capped so one export stays a sane size. */
export const ZGovActivityExportBody = ZGovActivityBody.omit({ pageNo: true, pageSize: true }).extend({ size: zInt("size参数不正确").optional() });
export const GOV_EXPORT_MAX_ROWS = 5000;

export const ZBroadcastAvgBody = z.object({ activityId: zInt(MSG_ACTIVITY_ID), companyId: zOptionalInt("公司编号不正确") });
export const ZNoticeTemplateBody = z.object({ activityId: zInt(MSG_ACTIVITY_ID), modeId: zOptionalInt("模式编号不正确") });

export const ZActivityStat = z.object({
  allPvNum: z.number(),
  allUvNum: z.number(),
  allIpNum: z.number(),
  questionNum: z.number(),
  answerNum: z.number(),
  personalAskCount: z.number(),
  shipCompanyAskCount: z.number(),
  fundAskCount: z.number(),
  vipAskCount: z.number(),
  mediumAskCount: z.number(),
  governmentAskCount: z.number(),
  otherAskCount: z.number(),
  avgDuration: z.number(),
});

export const ZDistributionDetailsBody = z.object({
  activityId: zInt(MSG_ACTIVITY_ID),
  /** /distributeSingle: one company's corner of the activity (a company taking part in it) */
  companyId: zOptionalInt("公司编号不正确"),
});

/** A partner's distribution row on the details page: the card's row, plus which partner it is. */
export const ZDistributionPartnerRow = ZDistributionRow.extend({
  partnerCompanyId: z.number(),
  partnerFullName: z.string(),
});
export type TDistributionPartnerRow = z.infer<typeof ZDistributionPartnerRow>;

const ZDistributionCompany = z.object({ companyId: z.number(), shortName: z.string(), fullName: z.string() });

/**
 * The distribution details of an activity (document 4 section 2.7, /distributeDetails/{id} and
 * /distributeSingle/{activityId}/{companyId}; document 2 section 2.3, "row view"): the activity, the
 * partners' addresses (the partner's own row, or every partner's for a company holding the activity) and the
 * activity's data (of one company's corner when `corner` is set).
 */
export const ZDistributionDetails = z.object({
  viewer: z.enum(["partner", "holder"]).describe("partner: an assigned distribution partner; holder: a company holding the activity"),
  activity: z.object({
    activityId: z.number(),
    title: z.string(),
    isMulti: z.boolean(),
    activityTypeText: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    status: z.number(),
    pubStatus: z.number(),
    isCancel: z.boolean(),
    companyFullName: z.string().describe("the companies holding the activity"),
  }),
  /** the companies taking part (a collective's corners) */
  companies: z.array(ZDistributionCompany),
  corner: ZDistributionCompany.nullable(),
  distributions: z.array(ZDistributionPartnerRow),
  stats: z.object({
    allPvNum: z.number(),
    allUvNum: z.number(),
    allIpNum: z.number(),
    questionNum: z.number(),
    answerNum: z.number(),
    replyRate: z.string().describe("answers / questions × 100, 2 decimals"),
  }),
});
export type TDistributionDetails = z.infer<typeof ZDistributionDetails>;

export const activityContracts = contractGroup("activity", {
  companyActivityList: defineContract({
    ...activityRoutes.companyActivityList, tag: "activity",
    summary: "One activity of the caller's company (datas[0]) with its materials; 403 for another company's", body: ZActivityIdBody, datas: ZCompanyActivityDetail,
  }),
  companyActivityPage: defineContract({
    ...activityRoutes.companyActivityPage, tag: "activity",
    summary: "The caller's company's activities, a page of them", body: ZActivityPageBody, datas: ZPageOf(ZCompanyActivity),
  }),
  companyExitActivity: defineContract({
    ...activityRoutes.companyExitActivity, tag: "activity",
    summary: "Cancels a booking when the cancel rule allows; returns the slot's unit", body: ZActivityIdBody, datas: z.object({}),
  }),
  messagePage: defineContract({
    ...activityRoutes.messagePage, tag: "message",
    summary: "The caller's (company) messages, newest first", body: ZMessagePageBody, datas: ZPageOf(ZMessage),
  }),
  messageUpdateRead: defineContract({
    ...activityRoutes.messageUpdateRead, tag: "message",
    summary: "Marks messages read", body: ZMessageIdsBody, datas: z.object({}),
  }),
  companyMessageReadAll: defineContract({
    ...activityRoutes.companyMessageReadAll, tag: "message",
    summary: "Marks all of the company's messages read", body: z.object({}).loose(), datas: z.object({}),
  }),
  companyDistributePage: defineContract({
    ...activityRoutes.companyDistributePage, tag: "distribution",
    summary: "Distribution rows of the caller's company", body: ZDistributionPageBody, datas: ZPageOf(ZDistributionRow),
  }),
  companyDistributeActivity: defineContract({
    ...activityRoutes.companyDistributeActivity, tag: "distribution",
    summary: "Next week's distribution activities (total is the badge)", body: ZDistributionPageBody, datas: ZPageOf(ZDistributionRow),
  }),
  submitPvUv: defineContract({
    ...activityRoutes.submitPvUv, tag: "distribution",
    summary: "Submits the PV count of a distribution row", body: ZSubmitPvBody, datas: z.object({}),
  }),
  distributeDetails: defineContract({
    ...activityRoutes.distributeDetails, tag: "distribution",
    summary: "An activity's distribution details for an assigned partner or a company holding it (403 otherwise); companyId narrows to one company's corner",
    body: ZDistributionDetailsBody, datas: ZDistributionDetails,
  }),
  govActivityPage: defineContract({
    ...activityRoutes.govActivityPage, tag: "activity",
    summary: "Recent activities for government users", body: ZGovActivityBody, datas: ZPageOf(ZGovActivityRow),
  }),
  activityStatList: defineContract({
    ...activityRoutes.activityStatList, tag: "activity",
    summary: "Statistics of an activity (its own company's, or any published one for a government user with activity search)",
    body: ZActivityIdBody, datas: ZActivityStat,
  }),
  govActivityExport: defineContract({
    ...activityRoutes.govActivityExport, tag: "activity",
    summary: "Every recent activity matching the filters, for the summary export (the client builds the xlsx)",
    body: ZGovActivityExportBody, datas: ZGovActivityRow,
  }),
  activityBroadcastAvg: defineContract({
    ...activityRoutes.activityBroadcastAvg, tag: "activity",
    summary: "Average viewing duration of an activity in seconds", body: ZBroadcastAvgBody, datas: z.object({ timeAvg: z.number() }),
  }),
  downloadNoticeTemplateFile: defineContract({
    ...activityRoutes.downloadNoticeTemplateFile, tag: "activity",
    summary: "Link of the announcement template of the activity's mode (datas[0])", body: ZNoticeTemplateBody, datas: z.string(),
  }),
  downloadFundTemplateFile: defineContract({
    ...activityRoutes.downloadFundTemplateFile, tag: "activity",
    summary: "Link of the fund roadshow announcement template (datas[0])", body: ZActivityIdBody, datas: z.string(),
  }),
});

