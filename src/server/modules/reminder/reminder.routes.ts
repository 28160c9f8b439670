import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { reminderContracts as c } from "#shared/api/reminder.contract.ts";
import { buildIcsFeed } from "#shared/activity/calendar-ics.ts";
import { hasPersonalCorner, PersonalOutcome } from "#shared/personal/personal-rules.ts";
import { CALENDAR_TOKEN_PATTERN, reminderDueAt, reminderRefusal, ReminderOutcome } from "#shared/reminder/reminder-rules.ts";
import { registerRoute } from "../../lib/route.ts";
import { refuse } from "../../lib/errors.ts";
import { now } from "../../clock.ts";
import type { TSession } from "../../session.ts";
import { findVisibleActivity } from "../qa/index.ts";
import { publicActivityCardsOf } from "../public-list/index.ts";
import {
  deletePushSubscription,
  deleteReminder,
  ensureCalendarFeed,
  feedActivityIds,
  feedFromDate,
  feedOwner,
  findReminder,
  reminderPage,
  resetCalendarFeed,
  savePushSubscription,
  toMyReminder,
  upsertReminder,
} from "./reminder.repository.ts";
import { deliverDueReminders, publishReminderPushes, sendPendingPushes, startReminderDispatcher } from "./reminder-dispatch.ts";
import { createWebPushSender, loadVapidKeys, type TPushSender } from "./web-push.ts";

export interface TReminderOptions {
  /** the Web Push sender (tests pass a double); default web-push with the stored VAPID keys */
  pushSender?: TPushSender;
  /** how often due reminders are looked for (default 15 s) */
  tickMs?: number;
}

function requirePersonal(session: TSession): void {
  if (!hasPersonalCorner(session.userType)) throw refuse(PersonalOutcome.personalOnly);
}

/** The calendar feed's address; the token is its only credential. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

function originOf(app: FastifyInstance, req: FastifyRequest): string {
  return app.deps.publicOrigin ?? `${req.protocol}://${req.host}`;
}

/** VAPID wants an https: or mailto: contact: the portal's own https origin, else a mailbox of its host. */
function vapidSubject(publicOrigin: string | undefined): string {
  if (publicOrigin?.startsWith("https://")) return publicOrigin;
  const host = publicOrigin ? new URL(publicOrigin).hostname : "roadshow.invalid";
  return `mailto:webpush@${host.includes(".") ? host : `${host}.invalid`}`;
}

/**
 * Activity reminders (document 4 sections 2.7 and 4), the browsers' Web Push subscriptions and the personal
 * calendar feed; starts the delivery of due reminders (reminder-dispatch.ts).
 */
export async function registerReminderRoutes(app: FastifyInstance, options: TReminderOptions = {}): Promise<void> {
  const { db } = app.deps;
  const sender = options.pushSender ?? createWebPushSender(await loadVapidKeys(db), vapidSubject(app.deps.publicOrigin));
  const dispatcher = startReminderDispatcher(app, sender, options.tickMs);

  registerRoute(app, c.subscribe, async ({ session, body }) => {
    requirePersonal(session);
    const found = await findVisibleActivity(db, body.activityId, null, session);
    if (!found) throw refuse(PersonalOutcome.activityNotFound);
    const at = now();
    const refusal = reminderRefusal(found.activity, at);
    if (refusal) throw refuse(refusal);
    const row = await upsertReminder(db, session.userId, body.activityId, body.leadMinutes, at);
    // a lead reaching back past now is due at once: deliver it without waiting for the next tick
    if (reminderDueAt(found.activity, body.leadMinutes).getTime() <= at.getTime()) dispatcher.kick();
    return ok([toMyReminder(row, found.activity)]);
  });

  registerRoute(app, c.unsubscribe, async ({ session, body }) => {
    requirePersonal(session);
    if (!(await deleteReminder(db, session.userId, body.activityId))) throw refuse(ReminderOutcome.notSubscribed);
    return ok([{}]);
  });

  registerRoute(app, c.myReminder, async ({ session, body }) => {
    if (!hasPersonalCorner(session.userType)) return ok([]);
    const row = await findReminder(db, session.userId, body.activityId);
    if (!row) return ok([]);
    const found = await findVisibleActivity(db, body.activityId, null, session);
    return found ? ok([toMyReminder(row, found.activity)]) : ok([]);
  });

  registerRoute(app, c.reminderPage, async ({ session, body }) => {
    requirePersonal(session);
    const { rows, total } = await reminderPage(db, session.userId, body.pageNo, body.pageSize);
    const cards = new Map((await publicActivityCardsOf(db, rows.map((r) => r.activityId), session)).map((card) => [card.activityId, card]));
    // an activity since unpublished, cancelled or restricted away from the caller leaves the list's page
    const records = rows.flatMap((r) => {
      const activity = cards.get(r.activityId);
      return activity ? [{ ...r, activity }] : [];
    });
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.pushKey, async () => ok([{ publicKey: sender.publicKey }]));

  registerRoute(app, c.pushSubscribe, async ({ session, body }) => {
    requirePersonal(session);
    await savePushSubscription(db, session.userId, body, now());
    return ok([{}]);
  });

  registerRoute(app, c.pushUnsubscribe, async ({ session, body }) => {
    requirePersonal(session);
    await deletePushSubscription(db, session.userId, body.endpoint);
    return ok([{}]);
  });

  registerRoute(app, c.calendarFeed, async ({ session }) => {
    requirePersonal(session);
    const feed = await ensureCalendarFeed(db, session.userId, now());
    return ok([{ path: calendarFeedPath(feed.token), createdAt: feed.createdAt.toISOString() }]);
  });

  registerRoute(app, c.calendarFeedReset, async ({ session }) => {
    requirePersonal(session);
    const feed = await resetCalendarFeed(db, session.userId, now());
    return ok([{ path: calendarFeedPath(feed.token), createdAt: feed.createdAt.toISOString() }]);
  });

  // The feed a calendar app subscribes to: a plain GET (apps send no token header), answered 404 for any
  // token that is not a live one, so an old or guessed address reveals nothing.
  app.get<{ Params: { file: string } }>("/api/calendar/:file", async (req, reply) => {
    const token = req.params.file.replace(/\.ics$/, "");
    const userId = CALENDAR_TOKEN_PATTERN.test(token) ? await feedOwner(db, token) : null;
    if (userId === null) return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
    const at = now();
    const viewer = { userId, userType: "personal" as const, companyId: null };
    const cards = await publicActivityCardsOf(db, await feedActivityIds(db, userId, feedFromDate(at)), viewer);
    const origin = originOf(app, req);
    const host = new URL(origin).hostname || "roadshow.local";
    const content = buildIcsFeed(
      "路演中心 · 我的活动",
      cards.map((a) => {
        const url = `${origin}/activityDetails/${a.activityId}`;
        const organizer = a.companyShortName ?? "路演中心";
        return { ...a, title: a.title, description: `${organizer}\n${url}`, url, organizer, isCancel: false, stamp: at, host };
      }),
    );
    return reply
      .header("cache-control", "private, max-age=300")
      .header("x-robots-tag", "noindex")
      .type("text/calendar; charset=utf-8")
      .send(content);
  });

  if (app.deps.devTools) {
    // Development and end-to-end tests only (off in production, like /idp/dev/codes): delivers what is due at
    // the instant given, as the dispatcher would when the clock reaches it, without moving the server's clock
    // (which would also move every activity's state).
    app.post<{ Body: { at?: unknown } }>("/api/dev/reminders/deliver", async (req, reply) => {
      const at = new Date(typeof req.body?.at === "string" ? req.body.at : Number.NaN);
      if (Number.isNaN(at.getTime())) return reply.code(400).send({ code: 400, datas: [], message: "at is not an instant" });
      const { delivered, dropped } = await deliverDueReminders(db, at);
      await publishReminderPushes(app.deps.pubsub, delivered);
      await sendPendingPushes(db, sender, at);
      return { code: 200, datas: [{ delivered: delivered.length, dropped: dropped.length }], message: "操作成功" };
    });
  }
}
