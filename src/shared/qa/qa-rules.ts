import { outcomeTable } from "../outcome/outcome.ts";
import { toPlainText } from "../text/plain-text.ts";

/**
 * The rules of the live Q&A (document 2 sections 2.4, 4, 5, 8, 9; document 4 sections 2.3 and 6). The server
 * refuses with them and the screens hide or disable with them, so both always agree.
 */

/** questionType: an investor's question, or a guest's speech (a statement by the company, no question). */
export const QuestionType = { question: 1, speech: 3 } as const;

/** Review status of a question, an answer or a speech: 0 pending, 1 approved, 2 refused, 3 approved automatically. */
export const ReviewStatus = { pending: 0, approved: 1, refused: 2, autoApproved: 3 } as const;
export type TReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];

export const ASK_MAX = 500;
export const REPLY_MAX = 2000;
export const REVOKE_REASON_MAX = 100;
export const REFUSE_REASON_MAX = 100;
/** The company's Q&A tab pages at 5, the public live Q&A at 10 (document 2 section 9, document 4 section 2.3). */
export const COMPANY_QA_PAGE_SIZE = 5;
export const PUBLIC_QA_PAGE_SIZE = 10;
/** Asking is rate-limited per user: at most this many questions in the window, counted in the database so it holds across processes. */
export const ASK_RATE = { max: 5, windowMs: 60_000 } as const;

/** What a pending answer is revoked with, after a simple confirmation (document 2 section 4). */
export const DEFAULT_REVOKE_REASON = "撤回待审核的回复";

export const QaMsg = {
  askEmpty: "内容不能为空",
  askTooLong: `内容不能超过${ASK_MAX}个字符`,
  replyEmpty: "请输入回复内容!",
  speechEmpty: "请输入发言内容!",
  replyTooLong: `内容不能超过${REPLY_MAX}个字符`,
  noGuest: "请先选择发言嘉宾",
  guestNotFound: "发言嘉宾不存在",
  revokeReasonEmpty: "请输入撤销理由",
  revokeReasonTooLong: `撤销理由不能超过${REVOKE_REASON_MAX}个字符`,
  refuseReasonEmpty: "请输入拒绝理由",
  refuseReasonTooLong: `拒绝理由不能超过${REFUSE_REASON_MAX}个字符`,
  loginFirst: "请先登录",
  switchToPersonal: "机构账号不能提问，请切换为个人账号登录",
  realPersonFirst: "请先完成实名认证",
  activityNotFound: "活动不存在",
  activityCancelled: "活动已取消",
  activityEnded: "活动已结束，无法提问",
  textClosed: "该活动未开放文字互动",
  askTooFast: "提问过于频繁，请稍后再试",
  chooseCompany: "请选择提问的公司",
  questionNotFound: "问题不存在",
  answerNotFound: "回复不存在",
  speechNotFound: "发言不存在",
  notApproved: "该问题尚未通过审核，无法回复",
  alreadyAnswered: "该问题已回复",
  outsideWindow: "当前不在回复时间内",
  cannotRevokeAnswer: "该回复当前状态不能撤销",
  cannotRevokeSpeech: "该发言当前状态不能撤销",
  alreadyReviewed: "该内容已审核",
  enterpriseOnly: "只有机构用户可以回复",
  asked: "提问成功，等待审核",
  askedAuto: "提问成功",
  answered: "回复成功，等待审核",
  spoke: "发言成功，等待审核",
  revoked: "撤销成功",
  irExportNotAllowed: "该活动不支持导出投资者关系活动记录表",
} as const;

/** QaMsg as outcome codes (`qa.key`), see src/shared/outcome. */
export const QaOutcome = outcomeTable("qa", QaMsg);
/** One of the Q&A rules' outcomes. */
export type TQaOutcome = (typeof QaOutcome)[keyof typeof QaOutcome];

/** Status words of the company's tab and the back office (document 2 section 4). */
export function reviewStatusText(status: number): string {
  switch (status) {
    case ReviewStatus.pending:
      return "待审核";
    case ReviewStatus.approved:
      return "已通过";
    case ReviewStatus.refused:
      return "已拒绝";
    case ReviewStatus.autoApproved:
      return "自动通过";
    default:
      return "";
  }
}

/** Approved, by an operator (1) or automatically (3): shown in green and visible to the public. */
export function isApproved(status: number): boolean {
  return status === ReviewStatus.approved || status === ReviewStatus.autoApproved;
}

/** An answer may be revoked while pending or approved (0, 1, 3); a speech only once approved (1, 3). */
export function canRevokeAnswer(status: number): boolean {
  return status === 0 || status === 1 || status === 3;
}
export function canRevokeSpeech(status: number): boolean {
  return status === 1 || status === 3;
}
/** Revoking needs a reason, except a pending answer, which is revoked after a simple confirmation. */
export function revokeNeedsReason(questionType: number, status: number): boolean {
  return !(questionType === QuestionType.question && status === ReviewStatus.pending);
}

export interface TAnswerWindowFacts {
  pubStatus: number;
  status: number;
  answerStartTime: string | null;
  answerEndTime: string | null;
}

/**
 * Outside the answer window (document 2 section 4): no window defined and the activity not ended, or before
 * answerStartTime, or after answerEndTime.
 */
export function isOutsideAnswerWindow(a: TAnswerWindowFacts, now: Date): boolean {
  if (!a.answerStartTime && !a.answerEndTime) return a.status !== 3;
  if (a.answerStartTime && now < new Date(a.answerStartTime)) return true;
  if (a.answerEndTime && now > new Date(a.answerEndTime)) return true;
  return false;
}

/** Reply and speech input is disabled when the activity is formally published and outside the answer window. */
export function isReplyDisabled(a: TAnswerWindowFacts, now: Date): boolean {
  return a.pubStatus === 2 && isOutsideAnswerWindow(a, now);
}

export interface TAskerFacts {
  loggedIn: boolean;
  userType: "personal" | "enterprise" | "operator" | null;
  isRealPerson: boolean;
}
export interface TAskActivityFacts {
  isCancel: boolean;
  status: number;
  isOpenText: boolean;
}

/**
 * Why this user cannot ask on this activity now, or null when they can (document 4 section 2.3). What closes
 * the activity to everyone comes first: a visitor of an ended activity is told it has ended, not invited to log
 * in for a question nobody can ask.
 */
export function askRefusal(user: TAskerFacts, activity: TAskActivityFacts): TQaOutcome | null {
  if (activity.isCancel) return QaOutcome.activityCancelled;
  if (activity.status === 3) return QaOutcome.activityEnded;
  if (!activity.isOpenText) return QaOutcome.textClosed;
  if (!user.loggedIn) return QaOutcome.loginFirst;
  if (user.userType !== "personal") return QaOutcome.switchToPersonal;
  if (!user.isRealPerson) return QaOutcome.realPersonFirst;
  return null;
}

/** The ask box's content check: not empty after trimming, at most 500 characters. */
export function askContentError(content: string): TQaOutcome | null {
  const text = content.trim();
  if (!text) return QaOutcome.askEmpty;
  if ([...text].length > ASK_MAX) return QaOutcome.askTooLong;
  return null;
}

/** The reply or speech content check (document 2 section 5). */
export function replyContentError(content: string, kind: "answer" | "speech"): string | null {
  const text = content.trim();
  if (!text) return kind === "answer" ? QaMsg.replyEmpty : QaMsg.speechEmpty;
  if ([...text].length > REPLY_MAX) return QaMsg.replyTooLong;
  return null;
}

/** The revoke reason check: required and at most 100 characters. */
export function revokeReasonError(reason: string): string | null {
  const text = reason.trim();
  if (!text) return QaMsg.revokeReasonEmpty;
  if ([...text].length > REVOKE_REASON_MAX) return QaMsg.revokeReasonTooLong;
  return null;
}

/** 'Me too' count as shown: 99+ above 99. */
export function meTooLabel(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** Reply rate = answers / questions × 100, to 2 decimals; 0.00 when nothing was asked. */
export function replyRate(questionNum: number, answerNum: number): string {
  if (questionNum <= 0) return "0.00";
  return ((answerNum / questionNum) * 100).toFixed(2);
}

/** The investor-relations table export exists only for non-collective activities of company types 1 and 8. */
export function canExportIrTable(isMulti: boolean, companyType: number | null | undefined): boolean {
  return !isMulti && (companyType === 1 || companyType === 8);
}

export type TQaExportKind = "excel" | "txt" | "ir";

/** Export file names carry the company name, the activity id and the counts (document 2 section 9). */
export function qaExportFileName(kind: TQaExportKind, companyName: string, activityId: number, questionNum: number, answerNum: number): string {
  const safe = companyName.replace(/[\\/:*?"<>|\s]+/g, "");
  const counts = `问题${questionNum}条-回答${answerNum}条`;
  if (kind === "ir") return `${safe}-${activityId}-投资者关系活动记录表-${counts}.xlsx`;
  return `${safe}-${activityId}-问答记录-${counts}.${kind === "txt" ? "txt" : "xlsx"}`;
}

/** Q&A text is stored as plain text (src/shared/text/plain-text.ts). */
export const sanitizeQaText = toPlainText;

/** The asker identity buckets of the statistics (document 3 section 3), from the personal profile's investor type. */
export type TAskerIdentity = "personal" | "shipCompany" | "fund" | "vip" | "medium" | "government" | "other";
/** investorType of the personal profile: 1 individual, 2 institution, 3 media, 4 other (document 4 section 3). */
export function askerIdentity(investorType: number | null | undefined): TAskerIdentity {
  switch (investorType) {
    case 1:
      return "personal";
    case 2:
      return "vip";
    case 3:
      return "medium";
    default:
      return "other";
  }
}
/** userType of a Q&A record: 1 individual investor, 2 organisation. */
export function askerUserType(investorType: number | null | undefined): 1 | 2 {
  return investorType === 1 || investorType == null ? 1 : 2;
}

/**
 * Whose Q&A a company-side read covers when the body names a company (document 3, Statistics and the guest
 * list send `companyId`: a collective activity's one company). The caller's own part is always readable; a
 * government reader (isGovData, activity search) may narrow any published activity to one company taking
 * part, or read it whole; anything else is refused as not the caller's. Answers the company whose part is
 * read, null for the whole activity, "forbidden" or "notPart" (the company takes no part in the activity).
 */
export function qaReadCompany(
  caller: { ownPart: number | null; govReader: boolean },
  requested: number | undefined,
  parts: readonly number[],
): number | null | "forbidden" | "notPart" {
  if (requested === undefined) return caller.ownPart ?? (caller.govReader ? null : "forbidden");
  if (requested === caller.ownPart) return requested;
  if (!caller.govReader) return "forbidden";
  return parts.includes(requested) ? requested : "notPart";
}
