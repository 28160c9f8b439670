import { outcomeTable } from "../outcome/outcome.ts";
import { pageEndAt, pageStartAt, type TPageTiming } from "../activity/activity-page.ts";

/**
 * Activity reminders (document 4 sections 2.7 /stayTuned and 4): an investor subscribes to an activity with a
 * lead time; at start minus the lead the server delivers a message to their inbox and, where the browser
 * allows, a web notification that opens the activity. A personal calendar feed lists the subscribed
 * activities and those of the companies they follow.
 */

/** The lead times offered, in minutes before the start (0: at the start, as the spec says). */
export const REMINDER_LEAD_MINUTES = [0, 5, 15, 30, 60, 1440] as const;
export type TReminderLead = (typeof REMINDER_LEAD_MINUTES)[number];
/** What the form preselects. */
export const DEFAULT_REMINDER_LEAD: TReminderLead = 15;

/** A reminder's state: waiting for its time, delivered, or dropped because the activity was cancelled or ended first. */
export const ReminderStatus = { pending: 0, delivered: 1, dropped: 2 } as const;

export const ReminderMsg = {
  activityEnded: "活动已结束，无法设置提醒",
  activityStarted: "活动已开始，无需设置提醒",
  activityCancelled: "活动已取消，无法设置提醒",
  badLead: "请选择提醒时间",
  notSubscribed: "您尚未订阅该活动的提醒",
  badSubscription: "推送订阅信息不正确",
  pushUnavailable: "服务器未开启网页通知",
} as const;

/** ReminderMsg as outcome codes (`reminder.key`), see src/shared/outcome. */
export const ReminderOutcome = outcomeTable("reminder", ReminderMsg);

/**
 * Whether an activity can take a reminder now, and why not: a cancelled, ended or started activity has no
 * start left to be reminded of (issue 20: "a reminder for an activity that ended is refused").
 */
export function reminderRefusal(a: TPageTiming, now: Date): (typeof ReminderOutcome)[keyof typeof ReminderOutcome] | null {
  if (a.isCancel) return ReminderOutcome.activityCancelled;
  if (a.status >= 3 || pageEndAt(a).getTime() <= now.getTime()) return ReminderOutcome.activityEnded;
  if (a.status === 2 || pageStartAt(a).getTime() <= now.getTime()) return ReminderOutcome.activityStarted;
  return null;
}

/** When a reminder with this lead is due. */
export function reminderDueAt(a: Pick<TPageTiming, "startDate" | "startTime">, leadMinutes: number): Date {
  return new Date(pageStartAt(a).getTime() - leadMinutes * 60_000);
}

/** The address a reminder's notification opens. */
export function reminderActivityPath(activityId: number): string {
  return `/activityDetails/${activityId}`;
}

/** The tag of a reminder's notification: a Web Push and the open page's copy of it replace each other. */
export function reminderNotificationTag(activityId: number): string {
  return `reminder-${activityId}`;
}

/** The message and notification text of a delivered reminder (the inbox is Chinese, as every message is). */
export function reminderMessage(title: string, startText: string, leadMinutes: number): { msgTitle: string; content: string } {
  const when = leadMinutes === 0 ? "现已开始" : `将于${leadLabelZh(leadMinutes)}后开始`;
  return { msgTitle: `活动提醒：${title}`, content: `您订阅的活动“${title}”${when}（${startText}），点击查看活动页面。` };
}

/** A lead time in Chinese words (the message text); the page words it through its own catalog. */
export function leadLabelZh(leadMinutes: number): string {
  if (leadMinutes >= 1440 && leadMinutes % 1440 === 0) return `${leadMinutes / 1440}天`;
  if (leadMinutes >= 60 && leadMinutes % 60 === 0) return `${leadMinutes / 60}小时`;
  return `${leadMinutes}分钟`;
}

/** The private token of a calendar feed: 32 random bytes in base64url (43 characters). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
