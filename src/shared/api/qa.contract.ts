import { z } from "zod";
import { ZMaterialsGuest } from "./activity-guest.ts";
import { ZEmptyBody, contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { qaRoutes } from "./qa.routes.ts";
import { zInt, zList, zOptionalBool, zOptionalInt, zOptionalRowId } from "../validation/form-fields.ts";
import { ASK_MAX, COMPANY_QA_PAGE_SIZE, PUBLIC_QA_PAGE_SIZE, QaMsg, REFUSE_REASON_MAX, REPLY_MAX, REVOKE_REASON_MAX } from "../qa/qa-rules.ts";

/**
 * The live Q&A calls: the public page (document 4 sections 2.3 and 8), the company's Q&A tab (document 2
 * sections 2.4 and 7) and the back office's moderation queue (document 4 section 6).
 */

const MSG_ACTIVITY_ID = "活动编号不正确";
const MSG_ID = "编号不正确";
const blankToUndefined = (v: unknown) => (v === "" || v === null || v === "null" ? undefined : v);
const zPageNo = zInt("页码不正确").default(1).refine((n) => n >= 1, { error: "页码不正确" });
const zPageSize = (fallback: number) => zInt("每页条数不正确").default(fallback).refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" });
/** Text whose empty and too-long messages come from the rules; length counts characters, not UTF-16 units. */
const zContent = (empty: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    z
      .string({ error: empty })
      .trim()
      .min(1, { error: empty })
      .refine((s) => [...s].length <= max, { error: tooLong }),
  );
const zOptionalTestCode = z.preprocess(blankToUndefined, z.string().trim().max(64).optional());

// ---------- records ----------

/** An approved answer or speech as the public sees it. */
export const ZPublicAnswer = z.object({
  answerId: z.number(),
  replyContent: z.string(),
  replyDate: z.string(),
  guestName: z.string().nullable(),
  guestTitle: z.string().nullable(),
  guestCompanyName: z.string().nullable(),
  /** the guest's English name, title and company as they were (null when the guest had none; absent from
   * pages cached before they were added) */
  guestEnName: z.string().nullable().default(null),
  guestTitleEn: z.string().nullable().default(null),
  guestEnCompanyName: z.string().nullable().default(null),
});
export type TPublicAnswer = z.infer<typeof ZPublicAnswer>;

/**
 * One item of the public live Q&A: an approved question with its approved answer, or an approved guest
 * speech (questionType 3: content is the speech, the guest fields name the speaker). The asker's own pending
 * questions appear to them too, with status 0 and isMine.
 */
export const ZPublicQa = z.object({
  id: z.number(),
  activityId: z.number(),
  /** the company the question is addressed to (a collective's corner shows its own) */
  companyId: z.number().optional(),
  questionType: z.number(),
  content: z.string(),
  questionDate: z.string(),
  userNickName: z.string().nullable(),
  userType: z.number().nullable(),
  status: z.number(),
  questionAddOneCount: z.number(),
  isMine: z.boolean(),
  hasAddedOne: z.boolean(),
  guestName: z.string().nullable(),
  guestTitle: z.string().nullable(),
  guestCompanyName: z.string().nullable(),
  /** the guest's English name, title and company as they were (null when the guest had none; absent from
   * pages cached before they were added) */
  guestEnName: z.string().nullable().default(null),
  guestTitleEn: z.string().nullable().default(null),
  guestEnCompanyName: z.string().nullable().default(null),
  answers: z.array(ZPublicAnswer),
});
export type TPublicQa = z.infer<typeof ZPublicQa>;

/**
 * A Q&A record as the company's tab shows it (document 2 section 3). For a speech, content is the speech and
 * the guest fields its speaker; for an answer record (sub-tab 5), answerId, replyContent, repalyStatus and the
 * cancel fields describe that answer.
 */
export const ZQaRecord = z.object({
  id: z.number(),
  answerId: z.number().nullable(),
  activityId: z.number(),
  questionType: z.number(),
  content: z.string(),
  replyContent: z.string().nullable(),
  replyDate: z.string().nullable(),
  updTime: z.string(),
  questionDate: z.string(),
  userType: z.number().nullable(),
  userNickName: z.string().nullable(),
  userCompanyName: z.string().nullable(),
  userCompanyTitle: z.string().nullable(),
  isTestData: z.boolean(),
  guestName: z.string().nullable(),
  guestTitle: z.string().nullable(),
  guestCompanyName: z.string().nullable(),
  questionAddOneCount: z.number(),
  status: z.number(),
  statusText: z.string(),
  repalyStatus: z.number().nullable(),
  repalyStatusText: z.string().nullable(),
  auditReason: z.string().nullable(),
  isCancel: z.boolean(),
  cancelReason: z.string().nullable(),
  activityTitle: z.string(),
});
export type TQaRecord = z.infer<typeof ZQaRecord>;

export const ZQaCount = z.object({
  /** questions asked and approved (what the reply rate counts) */
  questionNum: z.number(),
  /** those with an approved answer */
  answerNum: z.number(),
  replyRate: z.string(),
  /** approved questions without a live answer: the pending list and the new-question banner */
  pendingNum: z.number(),
  answeredNum: z.number(),
  speechNum: z.number(),
  refusedNum: z.number(),
  cancelledAnswerNum: z.number(),
});
export type TQaCount = z.infer<typeof ZQaCount>;

export const ZGuest = z.object({ id: z.number(), guestName: z.string(), title: z.string().nullable(), guestCompanyName: z.string().nullable() });
export type TGuest = z.infer<typeof ZGuest>;

/** What the three exports are built from (the client writes the xlsx or txt and names it by the rule). */
export const ZQaExport = z.object({
  companyName: z.string(),
  companyType: z.number(),
  activityId: z.number(),
  activityTitle: z.string(),
  isMulti: z.boolean(),
  startDate: z.string(),
  questionNum: z.number(),
  answerNum: z.number(),
  records: z.array(ZQaRecord),
});
export type TQaExport = z.infer<typeof ZQaExport>;

/** One item of the operators' moderation queue. kind: 1 question, 2 answer, 3 guest speech. */
export const ZModerationItem = z.object({
  kind: z.number(),
  id: z.number(),
  activityId: z.number(),
  activityTitle: z.string(),
  companyName: z.string(),
  /** the question an answer belongs to (kind 2), otherwise the item's own id */
  questionId: z.number(),
  questionContent: z.string(),
  content: z.string(),
  userNickName: z.string().nullable(),
  guestName: z.string().nullable(),
  createdAt: z.string(),
});
export type TModerationItem = z.infer<typeof ZModerationItem>;

export const ZPublicQaInfo = z.object({
  questionNum: z.number(),
  answerNum: z.number(),
  /** id of the newest approved item, so a page can tell how many are new since it loaded */
  newestId: z.number().nullable(),
  items: z.array(z.object({ id: z.number(), questionAddOneCount: z.number(), answerCount: z.number() })),
});
export type TPublicQaInfo = z.infer<typeof ZPublicQaInfo>;

/**
 * The public activity page's answer (activity/activity_detail) lives in activity-page.contract.ts: its
 * materials schema is large, and this file's records are needed at run time by every public page (the live
 * merge), so keeping it apart keeps it off the first load.
 */
export type { TPublicActivity } from "./activity-page.contract.ts";

// ---------- bodies ----------

const ZActivityId = zInt(MSG_ACTIVITY_ID);

export const ZPublicQaPageBody = z.object({
  activityId: ZActivityId,
  testCode: zOptionalTestCode,
  /** a collective's corner (/singleCompany): only the questions addressed to that company */
  companyId: zOptionalRowId("公司编号不正确"),
  pageNo: zPageNo,
  pageSize: zPageSize(PUBLIC_QA_PAGE_SIZE),
});
export const ZPublicQaInfoBody = z.object({
  activityId: ZActivityId,
  testCode: zOptionalTestCode,
  ids: zList(zInt(MSG_ID)),
  size: zInt("size参数不正确").optional(),
});
export const ZAskBody = z.object({
  activityId: ZActivityId,
  testCode: zOptionalTestCode,
  /** a collective activity's questions go to one of its companies (its corner page); a single one's to its booker */
  companyId: zOptionalInt("公司编号不正确"),
  content: zContent(QaMsg.askEmpty, ASK_MAX, QaMsg.askTooLong),
});
export const ZAddOneBody = z.object({ id: zInt(MSG_ID) });

export const ZCompanyQaPageBody = z.object({
  activityId: ZActivityId,
  pageNo: zPageNo,
  pageSize: zPageSize(COMPANY_QA_PAGE_SIZE),
  questionType: zInt("问题类型不正确").refine((n) => n === 1 || n === 3, { error: "问题类型不正确" }),
  /** 0 (false) not answered, 1 (true) answered, absent or null both */
  isAnswered: zOptionalBool("回复状态不正确"),
});
export const ZRefusedQaPageBody = z.object({
  activityId: ZActivityId,
  pageNo: zPageNo,
  pageSize: zPageSize(COMPANY_QA_PAGE_SIZE),
  /** the review states listed; the screen sends [2], refused */
  questionTypeList: zList(zInt("状态不正确")),
  size: zInt("size参数不正确").optional(),
});
export const ZRefusedAnswerPageBody = z.object({
  activityId: ZActivityId,
  pageNo: zPageNo,
  pageSize: zPageSize(COMPANY_QA_PAGE_SIZE),
  /** 1 answers to questions, 3 speeches; absent both */
  questionType: zOptionalInt("问题类型不正确", [1, 3]),
});
export const ZGuestAnswerBody = z.object({
  activityId: ZActivityId,
  id: zInt(MSG_ID),
  content: zContent(QaMsg.replyEmpty, REPLY_MAX, QaMsg.replyTooLong),
  guestId: zOptionalInt("嘉宾编号不正确"),
});
export const ZGuestSpeakBody = z.object({
  activityId: ZActivityId,
  guestId: z.preprocess(blankToUndefined, zInt(QaMsg.noGuest)).refine((n) => n !== undefined, { error: QaMsg.noGuest }),
  content: zContent(QaMsg.speechEmpty, REPLY_MAX, QaMsg.replyTooLong),
});
/** cancelReason may be absent only for a pending answer; the server decides with revokeNeedsReason. */
export const ZRevokeBody = z.object({
  id: zInt(MSG_ID),
  questionType: zInt("问题类型不正确").refine((n) => n === 1 || n === 3, { error: "问题类型不正确" }),
  cancelReason: z.preprocess(
    blankToUndefined,
    z.string().trim().refine((s) => [...s].length <= REVOKE_REASON_MAX, { error: QaMsg.revokeReasonTooLong }).optional(),
  ),
});
export const ZQaCountBody = z.object({
  activityId: ZActivityId,
  /** one company's part (document 3 sends it): the caller's own, or for the government reader any company taking part */
  companyId: zOptionalInt("公司编号不正确"),
  /** true: a government reader's counts of any published activity (document 3 sends false) */
  isGovData: zOptionalBool("参数不正确"),
});
/** activity_guest_list: the guests of one company's part, the caller's own (document 3 sends companyId). */
export const ZActivityGuestListBody = z.object({
  activityId: ZActivityId,
  companyId: zOptionalInt("公司编号不正确"),
  size: zInt("size参数不正确").optional(),
});
export const ZActivityOnlyBody = z.object({ activityId: ZActivityId, size: zInt("size参数不正确").optional() });

export const ZModerationQueueBody = z.object({
  pageNo: zPageNo,
  pageSize: zPageSize(20),
  activityId: zOptionalInt(MSG_ACTIVITY_ID),
  /** 1 questions, 2 answers, 3 speeches; absent all */
  kind: zOptionalInt("类型不正确", [1, 2, 3]),
  /** the moment the operator's list was loaded: later items are announced, not shuffled in */
  asOf: z.preprocess(blankToUndefined, z.string().refine((s) => !Number.isNaN(Date.parse(s)), { error: "时间格式不正确" }).optional()),
});
export const ZModerateBody = z
  .object({
    /** 1 question, 2 answer, 3 speech */
    kind: zInt("类型不正确").refine((n) => n >= 1 && n <= 3, { error: "类型不正确" }),
    id: zInt(MSG_ID),
    status: zInt("审核状态不正确").refine((n) => n === 1 || n === 2, { error: "审核状态不正确" }),
    auditReason: z.preprocess(
      blankToUndefined,
      z.string().trim().refine((s) => [...s].length <= REFUSE_REASON_MAX, { error: QaMsg.refuseReasonTooLong }).optional(),
    ),
  })
  .refine((b) => b.status !== 2 || !!b.auditReason, { error: QaMsg.refuseReasonEmpty, path: ["auditReason"] });

export const ZModerationCount = z.object({ questions: z.number(), answers: z.number(), speeches: z.number() });

// ---------- calls ----------

export const qaContracts = contractGroup("qa", {
  answerQuestionPage: defineContract({
    ...qaRoutes.answerQuestionPage, tag: "qa",
    summary: "Approved questions with approved answers, and approved speeches, newest first; with a token also the caller's own pending questions",
    body: ZPublicQaPageBody, datas: ZPageOf(ZPublicQa),
  }),
  answerQuestionInfo: defineContract({
    ...qaRoutes.answerQuestionInfo, tag: "qa",
    summary: "Live counts of an activity's public Q&A and the me-too and answer counts of the given items",
    body: ZPublicQaInfoBody, datas: ZPublicQaInfo,
  }),
  askQuestion: defineContract({
    ...qaRoutes.askQuestion, tag: "qa",
    summary: "A personal, real-person-verified user asks (pending, or approved at once when the activity auto-approves); queueable",
    body: ZAskBody, datas: ZPublicQa,
  }),
  addOne: defineContract({
    ...qaRoutes.addOne, tag: "qa",
    summary: "'Me too' on an approved question, once per user; answers the count", body: ZAddOneBody,
    datas: z.object({ questionAddOneCount: z.number(), hasAddedOne: z.boolean() }),
  }),
  questionAnswerCount: defineContract({
    ...qaRoutes.questionAnswerCount, tag: "qa",
    summary: "Question and answer counts of the company's activity, the reply rate and the sub-tab counts", body: ZQaCountBody, datas: ZQaCount,
  }),
  companyQaPage: defineContract({
    ...qaRoutes.companyQaPage, tag: "qa",
    summary: "Approved questions not answered (isAnswered 0) or answered (1), or the guest speeches (questionType 3)",
    body: ZCompanyQaPageBody, datas: ZPageOf(ZQaRecord),
  }),
  companyRefusedQaPage: defineContract({
    ...qaRoutes.companyRefusedQaPage, tag: "qa",
    summary: "Questions refused by the operators", body: ZRefusedQaPageBody, datas: ZPageOf(ZQaRecord),
  }),
  companyRefusedAnswerPage: defineContract({
    ...qaRoutes.companyRefusedAnswerPage, tag: "qa",
    summary: "Answer and speech records that were revoked or refused", body: ZRefusedAnswerPageBody, datas: ZPageOf(ZQaRecord),
  }),
  guestAnswer: defineContract({
    ...qaRoutes.guestAnswer, tag: "qa",
    summary: "The company answers an approved question (pending review); queueable", body: ZGuestAnswerBody, datas: ZQaRecord,
  }),
  guestAddSpeak: defineContract({
    ...qaRoutes.guestAddSpeak, tag: "qa",
    summary: "A guest speech chosen from the activity's guests (pending review); queueable", body: ZGuestSpeakBody, datas: ZQaRecord,
  }),
  companyCancelAnswer: defineContract({
    ...qaRoutes.companyCancelAnswer, tag: "qa",
    summary: "Revokes an answer (status 0, 1 or 3); a reason is needed unless it was pending", body: ZRevokeBody, datas: ZQaRecord,
  }),
  cancelSpeech: defineContract({
    ...qaRoutes.cancelSpeech, tag: "qa",
    summary: "Revokes a guest speech (status 1 or 3) with a reason", body: ZRevokeBody, datas: ZQaRecord,
  }),
  activityGuestList: defineContract({
    ...qaRoutes.activityGuestList, tag: "qa",
    summary: "The guests of the caller's part of the activity (companyId, when sent, must be the caller's company), every field of document 3 with the mobile for its own company",
    body: ZActivityGuestListBody, datas: ZMaterialsGuest,
  }),
  exportQuestionAnswer: defineContract({
    ...qaRoutes.exportQuestionAnswer, tag: "qa",
    summary: "Every Q&A record of the activity for the Excel export", body: ZActivityOnlyBody, datas: ZQaExport,
  }),
  exportAnswerQuestionTxt: defineContract({
    ...qaRoutes.exportAnswerQuestionTxt, tag: "qa",
    summary: "Every answered question for the txt export", body: ZActivityOnlyBody, datas: ZQaExport,
  }),
  exportAnswerQuestionList: defineContract({
    ...qaRoutes.exportAnswerQuestionList, tag: "qa",
    summary: "The investor-relations activity table (non-collective activities of company types 1 and 8)", body: ZActivityOnlyBody, datas: ZQaExport,
  }),
  moderationQueue: defineContract({
    ...qaRoutes.moderationQueue, tag: "ops",
    summary: "Pending questions, answers and speeches across activities, oldest first, as of a moment", body: ZModerationQueueBody,
    datas: ZPageOf(ZModerationItem),
  }),
  moderationCount: defineContract({
    ...qaRoutes.moderationCount, tag: "ops",
    summary: "How many questions, answers and speeches wait for review", body: ZEmptyBody, datas: ZModerationCount,
  }),
  moderate: defineContract({
    ...qaRoutes.moderate, tag: "ops",
    summary: "Approves (1) or refuses (2, with a reason) a question, an answer or a speech; audited", body: ZModerateBody,
    datas: z.object({ kind: z.number(), id: z.number(), status: z.number() }),
  }),
});
