import type { FastifyInstance } from "fastify";
import { and, eq, inArray, sql } from "drizzle-orm";
import { reminderActivityPath, reminderMessage, reminderNotificationTag, ReminderStatus } from "#shared/reminder/reminder-rules.ts";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/raw-sql.ts";
import { activities, activityReminders, messages, pushSubscriptions } from "../../db/schema/index.ts";
import { startPeriodicJob } from "../../lib/periodic-job.ts";
import { channels, type TPubSub } from "../../lib/pubsub.ts";
import { now } from "../../clock.ts";
import { activityStartsAtSql } from "../activity/index.ts";
import type { TPushPayload, TPushSender } from "./web-push.ts";

/**
 * Delivering reminders (document 4 section 4): at start minus the lead time, a message in the investor's
 * inbox and, where their browser subscribed, a web notification that opens the activity.
 *
 * Exactly once: one transaction claims the due pending reminders with FOR UPDATE SKIP LOCKED, writes their
 * messages and marks them delivered; a second process skips the rows the first holds, and a crash before the
 * commit leaves them pending for the next tick (no message was written), so none is sent twice or skipped.
 * Reminders of an activity cancelled or ended before their time are dropped, without a message.
 *
 * The web notifications follow the commit, claimed per reminder with a lease (push_pending, push_lease_until):
 * a process that dies while sending leaves the lease to expire and another sends them; the notification's tag
 * makes a repeat replace the first on the device instead of showing twice.
 */

const BATCH = 200;
const PUSH_LEASE_MS = 2 * 60_000;

export interface TDelivered {
  reminderId: number;
  userId: number;
  activityId: number;
  payload: TPushPayload;
}

/** "2026-11-26 14:00" Beijing time, as the message words the start. */
function startText(startDate: string, startTime: string | null): string {
  return startTime ? `${startDate} ${startTime}` : startDate;
}

/** Delivers every due reminder (exported so tests move the clock and run it). */
export async function deliverDueReminders(db: TDb, at: Date = now()): Promise<{ delivered: TDelivered[]; dropped: number[] }> {
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ id: number }>(
      tx as unknown as TDb,
      sql`select r.id from activity_reminders r join activities on activities.id = r.activity_id
        where r.status = ${ReminderStatus.pending}
          and (${activityStartsAtSql} - r.lead_minutes * interval '1 minute' <= ${at.toISOString()}::timestamptz
               or activities.is_cancel or activities.status = 3)
        order by r.id limit ${BATCH}
        for update of r skip locked`,
    );
    if (claimed.length === 0) return { delivered: [], dropped: [] };
    const rows = await tx
      .select({ r: activityReminders, a: { title: activities.title, startDate: activities.startDate, startTime: activities.startTime, status: activities.status, isCancel: activities.isCancel } })
      .from(activityReminders)
      .innerJoin(activities, eq(activities.id, activityReminders.activityId))
      .where(inArray(activityReminders.id, claimed.map((c) => Number(c.id))));
    const drop = rows.filter(({ a }) => a.isCancel || a.status >= 3);
    const deliver = rows.filter(({ a }) => !a.isCancel && a.status < 3);
    if (drop.length > 0) {
      await tx.update(activityReminders).set({ status: ReminderStatus.dropped }).where(inArray(activityReminders.id, drop.map(({ r }) => r.id)));
    }
    if (deliver.length === 0) return { delivered: [], dropped: drop.map(({ r }) => r.id) };

    const texts = deliver.map(({ r, a }) => reminderMessage(a.title, startText(a.startDate, a.startTime), r.leadMinutes));
    await tx.insert(messages).values(
      deliver.map(({ r }, i) => ({ userId: r.userId, isCompanyMessage: false, mqType: 1, msgTitle: texts[i]!.msgTitle, content: texts[i]!.content, status: 0, crtTime: at })),
    );
    const subscribed = new Set(
      (
        await tx
          .selectDistinct({ userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.userId, [...new Set(deliver.map(({ r }) => r.userId))]))
      ).map((s) => s.userId),
    );
    const ids = (withPush: boolean) => deliver.filter(({ r }) => subscribed.has(r.userId) === withPush).map(({ r }) => r.id);
    for (const withPush of [true, false]) {
      const some = ids(withPush);
      if (some.length === 0) continue;
      await tx
        .update(activityReminders)
        .set({ status: ReminderStatus.delivered, deliveredAt: at, pushPending: withPush ? 1 : 0, pushLeaseUntil: null })
        .where(inArray(activityReminders.id, some));
    }
    const delivered = deliver.map(({ r }, i) => ({
      reminderId: r.id,
      userId: r.userId,
      activityId: r.activityId,
      payload: { title: texts[i]!.msgTitle, body: texts[i]!.content, url: reminderActivityPath(r.activityId), tag: reminderNotificationTag(r.activityId) },
    }));
    return { delivered, dropped: drop.map(({ r }) => r.id) };
  });
}

/**
 * The live push of a delivered reminder on the user's socket: the open page refreshes its inbox and, with
 * the permission granted, shows the same notification through its service worker (same tag as the Web Push).
 */
export async function publishReminderPushes(pubsub: TPubSub, delivered: TDelivered[]): Promise<void> {
  await Promise.all(
    delivered.map((d) =>
      pubsub.publish(channels.user(d.userId), { type: 1, mqType: 1, isCompanyMessage: false, msg: d.payload.title, body: d.payload.body, url: d.payload.url, tag: d.payload.tag }),
    ),
  );
}

/** Sends the web notifications of delivered reminders whose push is still owed; answers how many were sent. */
export async function sendPendingPushes(db: TDb, sender: TPushSender, at: Date = now()): Promise<number> {
  const leaseUntil = new Date(at.getTime() + PUSH_LEASE_MS);
  const claimed = await queryRows<{ id: number; user_id: number; activity_id: number }>(
    db,
    sql`update activity_reminders set push_lease_until = ${leaseUntil.toISOString()}::timestamptz
      where id in (select id from activity_reminders
        where push_pending = 1 and (push_lease_until is null or push_lease_until <= ${at.toISOString()}::timestamptz)
        order by id limit ${BATCH} for update skip locked)
      returning id, user_id, activity_id`,
  );
  let sent = 0;
  for (const row of claimed) {
    const [activity] = await db.select({ title: activities.title, startDate: activities.startDate, startTime: activities.startTime }).from(activities).where(eq(activities.id, row.activity_id));
    const [reminder] = await db.select({ leadMinutes: activityReminders.leadMinutes }).from(activityReminders).where(eq(activityReminders.id, row.id));
    if (activity && reminder) {
      const text = reminderMessage(activity.title, startText(activity.startDate, activity.startTime), reminder.leadMinutes);
      const payload = { title: text.msgTitle, body: text.content, url: reminderActivityPath(row.activity_id), tag: reminderNotificationTag(row.activity_id) };
      const targets = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.user_id));
      for (const target of targets) {
        const result = await sender.send(target, payload);
        if (result === "sent") sent += 1;
        // the push service forgot this browser (unsubscribed, expired): it is no target any more
        if (result === "gone") await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      }
    }
    await db
      .update(activityReminders)
      .set({ pushPending: 0, pushLeaseUntil: null })
      .where(and(eq(activityReminders.id, row.id), eq(activityReminders.pushPending, 1)));
  }
  return sent;
}

export const REMINDER_TICK_MS = 15_000;
const FIRST_TICK_DELAY_MS = 3_000;

export interface TReminderDispatcher {
  /** runs a tick soon (a reminder subscribed after its time was due) */
  kick(): void;
}

/**
 * Runs delivery in the server, as the activity clock runs: shortly after start (catching up after downtime),
 * then every REMINDER_TICK_MS; unref'd timers, stopped before the database closes.
 */
export function startReminderDispatcher(app: FastifyInstance, sender: TPushSender | null, intervalMs = REMINDER_TICK_MS): TReminderDispatcher {
  const { db, pubsub } = app.deps;
  return startPeriodicJob(app, {
    name: "reminder dispatch",
    intervalMs,
    firstDelayMs: FIRST_TICK_DELAY_MS,
    rerunWhenBusy: true,
    work: async () => {
      const { delivered } = await deliverDueReminders(db);
      await publishReminderPushes(pubsub, delivered);
      if (sender) await sendPendingPushes(db, sender);
    },
  });
}
