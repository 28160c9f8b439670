import { t } from "@lingui/core/macro";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { QaOutcome, askRefusal, type TAskerFacts, type TQaOutcome } from "#shared/qa/qa-rules.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";

/** The state badge of the public header: cancelled wins over the clock's status. */
export type TPublicState = "upcoming" | "live" | "ended" | "cancelled";

export function publicState(a: Pick<TPublicActivity, "isCancel" | "status">): TPublicState {
  if (a.isCancel) return "cancelled";
  if (a.status === 2) return "live";
  if (a.status === 3) return "ended";
  return "upcoming";
}

export const STATE_COLOUR: Record<TPublicState, string> = { upcoming: "blue", live: "red", ended: "gray", cancelled: "dark" };

export function stateLabel(state: TPublicState): string {
  switch (state) {
    case "upcoming":
      return t`即将开始`;
    case "live":
      return t`直播中`;
    case "ended":
      return t`已结束`;
    case "cancelled":
      return t`已取消`;
  }
}

/** The title in the page's language: the English one on the English site when there is one. */
export function activityTitle(a: Pick<TPublicActivity, "title" | "enTitle">, locale: string): string {
  return locale === "en-US" && a.enTitle?.trim() ? a.enTitle : a.title;
}

/** "2026-12-10 15:00-17:00", or both dates when the activity spans days. */
export function timeBlock(a: Pick<TPublicActivity, "startDate" | "startTime" | "endDate" | "endTime">): string {
  const start = [a.startDate, a.startTime].filter(Boolean).join(" ");
  if (a.endDate && a.endDate !== a.startDate) return `${start} - ${[a.endDate, a.endTime].filter(Boolean).join(" ")}`;
  return a.endTime ? `${start}-${a.endTime}` : start;
}

/** A Q&A time as shown: Beijing time to the minute. */
export function qaTime(iso: string): string {
  return formatDate(iso, "YYYY-MM-DD HH:mm");
}

/** The shared rule's facts from the loaded user (null while logged out). */
export function askerFacts(token: string | null, user: TUserInfo | null | undefined): TAskerFacts {
  return { loggedIn: token !== null, userType: user?.userType ?? null, isRealPerson: user?.isRealPerson ?? false };
}

/** What the ask box offers in place of asking: a login, the switch to personal login, the real-person page. */
export type TAskBlock = "login" | "switch" | "realPerson" | "closed" | null;

export function askBlock(reason: TQaOutcome | null): TAskBlock {
  switch (reason?.code) {
    case undefined:
      return null;
    case QaOutcome.loginFirst.code:
      return "login";
    case QaOutcome.switchToPersonal.code:
      return "switch";
    case QaOutcome.realPersonFirst.code:
      return "realPerson";
    default:
      return "closed";
  }
}

/** The refusal of the shared rule, with its action, for this user and activity. */
export function askState(token: string | null, user: TUserInfo | null | undefined, activity: Pick<TPublicActivity, "isCancel" | "status" | "isOpenText">) {
  const reason = askRefusal(askerFacts(token, user), activity);
  return { reason, block: askBlock(reason) };
}

/** The rule's outcome in the page's language (the public site is complete in English too). */
export function refusalText(reason: TQaOutcome): string {
  switch (reason.code) {
    case QaOutcome.loginFirst.code:
      return t`请先登录`;
    case QaOutcome.switchToPersonal.code:
      return t`机构账号不能提问，请切换为个人账号登录`;
    case QaOutcome.realPersonFirst.code:
      return t`请先完成实名认证`;
    case QaOutcome.activityCancelled.code:
      return t`活动已取消`;
    case QaOutcome.activityEnded.code:
      return t`活动已结束，无法提问`;
    case QaOutcome.textClosed.code:
      return t`该活动未开放文字互动`;
    default:
      return reason.message;
  }
}

/** What an accepted ask says, by its outcome code, in the page's language; the server's text otherwise. */
export function askedText(answer: { message: string; outcome?: string }, autoApproved: boolean): string {
  if (answer.outcome === QaOutcome.askedAuto.code) return t`提问成功`;
  if (answer.outcome === QaOutcome.asked.code) return t`提问成功，等待审核`;
  if (answer.message) return answer.message;
  return autoApproved ? t`提问成功` : t`提问成功，等待审核`;
}

const UNESCAPES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };

/**
 * The question's text from the comment box's HTML (escaped text, emoji as characters, <br> for line
 * breaks). Questions are stored and shown as plain text, so what the user typed is sent as typed.
 */
export function commentHtmlToText(html: string): string {
  return html.replace(/<br\s*\/?>/gi, "\n").replace(/&(lt|gt|quot|#39|amp);/g, (entity) => UNESCAPES[entity] ?? entity);
}
