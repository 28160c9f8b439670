import { hasVenue } from "./activity-rules.ts";
import { beijingDateOf, beijingTimeOf } from "../booking/calendar-date.ts";
import { outcomeTable } from "../outcome/outcome.ts";

/**
 * What an operator may do to an activity in the back office (document 4 sections 6 and 7). Each rule
 * answers the refusal the server sends, or null when the step is possible; the back-office UI disables
 * the same buttons with the same functions.
 */

export const OpsMsg = {
  notFound: "活动不存在",
  partNotFound: "该公司未参与此活动",
  companyRequired: "请选择参与公司",
  cancelled: "活动已取消",
  ended: "活动已结束",
  alreadyStarted: "活动已开始",
  notStarted: "活动尚未开始，无法结束",
  cancelEnded: "活动已结束，无法取消",
  partCancelled: "该公司已取消预约",
  noVenue: "该活动模式无需分配场地",
  regionRequired: "请选择场地地区",
  roomRequired: "请选择场地房间",
  roomMismatch: "所选房间不属于该地区",
  infoNotSubmitted: "资料尚未提交，无需重新开放",
  alreadyTestPublished: "页面已测试发布",
  alreadyPublished: "页面已正式发布",
  liveUrlInvalid: "请输入以http://或https://开头的直播地址",
  deadlineRequired: "请至少设置一个截止时间",
  deadlineInvalid: "截止时间格式不正确",
  noModuleChange: "请至少选择一个模块开关",
  partnerRequired: "请选择分发合作方",
  partnerNotEnabled: "所选公司未开通分发功能",
  messageTitleRequired: "请输入消息标题",
  messageContentRequired: "请输入消息内容",
  messageTargetRequired: "请选择接收公司或公司类型",
  messageTargetBoth: "接收公司与公司类型只能选择一个",
  noRecipients: "没有符合条件的接收公司",
} as const;

/** OpsMsg as outcome codes (`ops.key`), see src/shared/outcome. */
export const OpsOutcome = outcomeTable("ops", OpsMsg);

export interface TOpsFacts {
  status: number;
  isCancel: boolean;
  pubStatus: number;
}

/** Shared guard: nothing moves a cancelled activity, and most steps stop at the end. */
function liveRefusal(a: TOpsFacts, allowEnded = false): string | null {
  if (a.isCancel) return OpsMsg.cancelled;
  if (!allowEnded && a.status >= 3) return OpsMsg.ended;
  return null;
}

/** Start (status 2): only a not-started, not-cancelled activity. */
export function startRefusal(a: TOpsFacts): string | null {
  return liveRefusal(a) ?? (a.status >= 2 ? OpsMsg.alreadyStarted : null);
}

/** End (status 3): only an activity in progress. */
export function endRefusal(a: TOpsFacts): string | null {
  return liveRefusal(a) ?? (a.status < 2 ? OpsMsg.notStarted : null);
}

/** Cancel: anything not yet cancelled and not ended. */
export function opsCancelRefusal(a: TOpsFacts): string | null {
  if (a.isCancel) return OpsMsg.cancelled;
  return a.status >= 3 ? OpsMsg.cancelEnded : null;
}

/** Publish as test (pubStatus 1 with a test code): from unpublished only. Ended activities may still get a page. */
export function publishTestRefusal(a: TOpsFacts): string | null {
  const refusal = liveRefusal(a, true);
  if (refusal) return refusal;
  if (a.pubStatus === 1) return OpsMsg.alreadyTestPublished;
  return a.pubStatus >= 2 ? OpsMsg.alreadyPublished : null;
}

/** Publish formally (pubStatus 2), from unpublished or test-published. */
export function publishRefusal(a: TOpsFacts): string | null {
  return liveRefusal(a, true) ?? (a.pubStatus >= 2 ? OpsMsg.alreadyPublished : null);
}

/** Venue assignment: only live broadcasts and studio recordings have a venue; not after the end. */
export function venueRefusal(a: TOpsFacts & { videoType: number | null; recType: number | null }): string | null {
  return liveRefusal(a) ?? (hasVenue(a) ? null : OpsMsg.noVenue);
}

/** Deadlines, the stream address and distribution partners change only before the end. */
export function preparationRefusal(a: TOpsFacts): string | null {
  return liveRefusal(a);
}

/**
 * Reopening materials, before the end: submitted ones, or ones the deadline closed (infoSubmitCloseTime
 * passed and not reopened since; document 4 section 7: read-only "until an operator reopens them").
 */
export function reopenRefusal(a: TOpsFacts, part: { isInfoSubed: boolean; isCancel: boolean; closedByDeadline?: boolean }): string | null {
  if (part.isCancel) return OpsMsg.partCancelled;
  return liveRefusal(a) ?? (part.isInfoSubed || part.closedByDeadline ? null : OpsMsg.infoNotSubmitted);
}

/** Module switches may change at any time except on a cancelled activity. */
export function moduleRefusal(a: TOpsFacts): string | null {
  return a.isCancel ? OpsMsg.cancelled : null;
}

/** A live stream address: http or https, at most 500 characters. */
export function isStreamUrl(value: string): boolean {
  return value.length <= 500 && /^https?:\/\/[^\s]+$/i.test(value);
}

const TEST_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const TEST_CODE_LENGTH = 8;

/**
 * A test code for the unpublished page (/activityDetails/{id}/{testCode}) from random bytes the caller
 * supplies (the server uses node:crypto); letters and digits that cannot be misread.
 */
export function testCodeFrom(bytes: ArrayLike<number>): string {
  let code = "";
  for (let i = 0; i < TEST_CODE_LENGTH; i++) code += TEST_CODE_ALPHABET[(bytes[i] ?? 0) % TEST_CODE_ALPHABET.length];
  return code;
}

/** Whether a string has the shape of a test code. */
export function isTestCode(value: string): boolean {
  return value.length === TEST_CODE_LENGTH && [...value].every((c) => TEST_CODE_ALPHABET.includes(c));
}

/**
 * A deadline an operator types: "YYYY-MM-DD HH:mm" (or with a T) in Beijing time, or a full ISO instant
 * with its zone. Null when it is neither.
 */
export function parseDeadline(value: string): Date | null {
  const v = value.trim();
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::\d{2})?$/.exec(v);
  if (local) {
    const [, date = "", hh = "", mm = ""] = local;
    const at = new Date(`${date}T${hh}:${mm}:00+08:00`);
    return Number.isNaN(at.getTime()) ? null : checkDate(at, date, `${hh}:${mm}`);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v)) {
    const at = new Date(v);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  return null;
}

// Rejects dates such as 2026-02-30 that Date would roll over into March.
function checkDate(at: Date, date: string, time: string): Date | null {
  return beijingDateOf(at) === date && beijingTimeOf(at) === time ? at : null;
}
