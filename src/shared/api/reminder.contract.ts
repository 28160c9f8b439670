import { z } from "zod";
import { contractGroup, defineContract, ZEmptyBody, ZPageOf } from "./contract.ts";
import { reminderRoutes } from "./reminder.routes.ts";
import { ZPublicActivityCard } from "./public-list.contract.ts";
import { isBlankFormValue, MAX_ROW_ID, zInt } from "../validation/form-fields.ts";
import { PERSONAL_PAGE_MAX, PERSONAL_PAGE_SIZE, PersonalMsg } from "../personal/personal-rules.ts";
import { REMINDER_LEAD_MINUTES, ReminderMsg } from "../reminder/reminder-rules.ts";

/**
 * Activity reminders (document 4 sections 2.7 and 4): subscribing with a lead time, my reminders, Web Push
 * subscriptions of the caller's browsers, and the private calendar feed. Personal accounts only (the server
 * refuses the others with PersonalMsg.personalOnly); every call reads and writes the caller's own rows.
 */

export const ZMyReminder = z.object({
  activityId: z.number(),
  leadMinutes: z.number(),
  /** when it is (or was) due */
  remindAt: z.string(),
  /** 0 pending, 1 delivered, 2 dropped (the activity was cancelled or ended first) */
  status: z.number(),
  deliveredAt: z.string().nullable(),
});
export type TMyReminder = z.infer<typeof ZMyReminder>;

export const ZReminderRow = ZMyReminder.extend({ activity: ZPublicActivityCard });
export type TReminderRow = z.infer<typeof ZReminderRow>;

export const ZCalendarFeed = z.object({
  /** the feed's path on this portal (the page prefixes its origin; webcal:// for calendar apps) */
  path: z.string(),
  createdAt: z.string(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

const zRowId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: message });
const blankToUndefined = (v: unknown) => (isBlankFormValue(v) ? undefined : v);
const zActivityId = zRowId(PersonalMsg.badActivityId);

// A push subscription as PushSubscription.toJSON() gives it: an https endpoint and two base64url keys.
const zBase64Url = (max: number) => z.string({ error: ReminderMsg.badSubscription }).regex(/^[A-Za-z0-9_-]+=*$/, { error: ReminderMsg.badSubscription }).max(max, { error: ReminderMsg.badSubscription });
const zEndpoint = z
  .string({ error: ReminderMsg.badSubscription })
  .max(2000, { error: ReminderMsg.badSubscription })
  .refine((v) => {
    try {
      return new URL(v).protocol === "https:";
    } catch {
      return false;
    }
  }, { error: ReminderMsg.badSubscription });

export const reminderContracts = contractGroup("reminder", {
  subscribe: defineContract({
    ...reminderRoutes.subscribe, tag: "reminder",
    summary: "Subscribes to a reminder of an activity that has not started, at a lead time (minutes before the start: 0, 5, 15, 30, 60 or 1440); subscribing again changes the lead time",
    body: z.object({
      activityId: zActivityId,
      leadMinutes: z.preprocess(blankToUndefined, zInt(ReminderMsg.badLead).refine((n) => (REMINDER_LEAD_MINUTES as readonly number[]).includes(n), { error: ReminderMsg.badLead })),
    }),
    datas: ZMyReminder,
  }),
  unsubscribe: defineContract({
    ...reminderRoutes.unsubscribe, tag: "reminder",
    summary: "Cancels the caller's reminder of an activity",
    body: z.object({ activityId: zActivityId }),
    datas: z.object({}),
  }),
  myReminder: defineContract({
    ...reminderRoutes.myReminder, tag: "reminder",
    summary: "The caller's reminder of an activity (datas empty when none); any account may ask, one without a personal corner has none",
    body: z.object({ activityId: zActivityId }),
    datas: ZMyReminder,
  }),
  reminderPage: defineContract({
    ...reminderRoutes.reminderPage, tag: "reminder",
    summary: "The caller's reminders, soonest first with delivered ones after, each with its activity's card; 10 a page",
    body: z.object({
      pageNo: z.preprocess(blankToUndefined, zInt(PersonalMsg.badPage).refine((n) => n >= 1 && n <= PERSONAL_PAGE_MAX, { error: PersonalMsg.badPage }).default(1)),
      pageSize: z.preprocess(
        blankToUndefined,
        zInt(PersonalMsg.badPageSize).refine((n) => n >= 1 && n <= PERSONAL_PAGE_SIZE, { error: PersonalMsg.badPageSize }).default(PERSONAL_PAGE_SIZE),
      ),
    }),
    datas: ZPageOf(ZReminderRow),
  }),
  pushKey: defineContract({
    ...reminderRoutes.pushKey, tag: "reminder",
    summary: "The server's VAPID public key (base64url), which a browser's PushManager.subscribe needs",
    body: ZEmptyBody,
    datas: z.object({ publicKey: z.string() }),
  }),
  pushSubscribe: defineContract({
    ...reminderRoutes.pushSubscribe, tag: "reminder",
    summary: "Records a Web Push subscription of the caller's browser (PushSubscription.toJSON: endpoint, keys.p256dh, keys.auth)",
    body: z.object({ endpoint: zEndpoint, p256dh: zBase64Url(200), auth: zBase64Url(100) }),
    datas: z.object({}),
  }),
  pushUnsubscribe: defineContract({
    ...reminderRoutes.pushUnsubscribe, tag: "reminder",
    summary: "Forgets one of the caller's Web Push subscriptions",
    body: z.object({ endpoint: zEndpoint }),
    datas: z.object({}),
  }),
  calendarFeed: defineContract({
    ...reminderRoutes.calendarFeed, tag: "reminder",
    summary: "The caller's private calendar feed (subscribed activities and followed companies' activities), created on first ask",
    body: ZEmptyBody,
    datas: ZCalendarFeed,
  }),
  calendarFeedReset: defineContract({
    ...reminderRoutes.calendarFeedReset, tag: "reminder",
    summary: "Gives the caller's calendar feed a new private address; the old one stops working at once",
    body: ZEmptyBody,
    datas: ZCalendarFeed,
  }),
});
