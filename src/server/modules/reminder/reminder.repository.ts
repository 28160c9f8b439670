import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { TMyReminder } from "#shared/api/reminder.contract.ts";
import { reminderDueAt } from "#shared/reminder/reminder-rules.ts";
import { addCalendarDays, beijingDateOf } from "#shared/booking/calendar-date.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activityReminders, calendarFeeds, follows, pushSubscriptions } from "../../db/schema/index.ts";

/** The reminder module's rows: reminders, Web Push subscriptions and calendar feeds, each the caller's own. */

type TReminderRow = typeof activityReminders.$inferSelect;
type TTiming = { startDate: string; startTime: string | null };

export function toMyReminder(r: Pick<TReminderRow, "activityId" | "leadMinutes" | "status" | "deliveredAt">, a: TTiming): TMyReminder {
  return {
    activityId: r.activityId,
    leadMinutes: r.leadMinutes,
    remindAt: reminderDueAt(a, r.leadMinutes).toISOString(),
    status: r.status,
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
  };
}

export async function findReminder(db: TDb, userId: number, activityId: number): Promise<TReminderRow | undefined> {
  const [row] = await db.select().from(activityReminders).where(and(eq(activityReminders.userId, userId), eq(activityReminders.activityId, activityId)));
  return row;
}

/**
 * Subscribes, or changes the lead time of an existing reminder; either way it is pending again (a reminder
 * delivered at an earlier lead is armed anew: the caller asked to be reminded at the new time).
 */
export async function upsertReminder(db: TDb, userId: number, activityId: number, leadMinutes: number, at: Date): Promise<TReminderRow> {
  const [row] = await db
    .insert(activityReminders)
    .values({ userId, activityId, leadMinutes, status: 0, createdAt: at })
    .onConflictDoUpdate({
      target: [activityReminders.userId, activityReminders.activityId],
      set: { leadMinutes, status: 0, deliveredAt: null, pushPending: 0, pushLeaseUntil: null },
    })
    .returning();
  return row!;
}

/** Cancels a reminder; answers whether there was one. */
export async function deleteReminder(db: TDb, userId: number, activityId: number): Promise<boolean> {
  const rows = await db
    .delete(activityReminders)
    .where(and(eq(activityReminders.userId, userId), eq(activityReminders.activityId, activityId)))
    .returning({ id: activityReminders.id });
  return rows.length > 0;
}

/** One page of the caller's reminders: pending ones first, soonest start first; then the others, latest first. */
export async function reminderPage(db: TDb, userId: number, pageNo: number, pageSize: number): Promise<{ rows: TMyReminder[]; total: number }> {
  const where = eq(activityReminders.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ r: activityReminders, startDate: activities.startDate, startTime: activities.startTime })
      .from(activityReminders)
      .innerJoin(activities, eq(activities.id, activityReminders.activityId))
      .where(where)
      .orderBy(
        asc(sql`case when ${activityReminders.status} = 0 then 0 else 1 end`),
        sql`case when ${activityReminders.status} = 0 then ${activities.startDate} end asc`,
        sql`case when ${activityReminders.status} = 0 then ${activities.startTime} end asc`,
        desc(activities.startDate),
        desc(activityReminders.id),
      )
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(activityReminders).where(where),
  ]);
  return { rows: rows.map(({ r, startDate, startTime }) => toMyReminder(r, { startDate, startTime })), total: counted?.n ?? 0 };
}

// ---------- Web Push subscriptions ----------

/** Records a browser's subscription for the caller (a browser that changes account moves its endpoint with it). */
export async function savePushSubscription(db: TDb, userId: number, s: { endpoint: string; p256dh: string; auth: string }, at: Date): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...s, createdAt: at })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: s.p256dh, auth: s.auth, createdAt: at } });
}

export async function deletePushSubscription(db: TDb, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

// ---------- calendar feed ----------

const newFeedToken = () => randomBytes(32).toString("base64url");

/** The caller's feed, made on first ask (two first asks at once agree on one token). */
export async function ensureCalendarFeed(db: TDb, userId: number, at: Date): Promise<{ token: string; createdAt: Date }> {
  await db.insert(calendarFeeds).values({ userId, token: newFeedToken(), createdAt: at }).onConflictDoNothing();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { token: row!.token, createdAt: row!.createdAt };
}

/** A new token for the caller's feed: the old address stops working at once. */
export async function resetCalendarFeed(db: TDb, userId: number, at: Date): Promise<{ token: string; createdAt: Date }> {
  const token = newFeedToken();
  await db
    .insert(calendarFeeds)
    .values({ userId, token, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: at } });
  return { token, createdAt: at };
}

export async function feedOwner(db: TDb, token: string): Promise<number | null> {
  const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.token, token));
  return row?.userId ?? null;
}

/** How far back a feed reaches: a calendar keeps past events itself, the feed need not list old ones. */
const FEED_PAST_DAYS = 30;
const FEED_MAX = 300;

/**
 * The ids of a feed's activities: those the user subscribed to, and those of the companies they follow,
 * from FEED_PAST_DAYS ago on; published and public checks follow with their cards.
 */
export async function feedActivityIds(db: TDb, userId: number, fromDate: string): Promise<number[]> {
  const subscribed = db.select({ id: activityReminders.activityId }).from(activityReminders).where(eq(activityReminders.userId, userId));
  const followedParts = db
    .select({ id: activityCompanies.activityId })
    .from(activityCompanies)
    .innerJoin(follows, and(eq(follows.companyId, activityCompanies.companyId), eq(follows.userId, userId)))
    .where(eq(activityCompanies.isCancel, false));
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(gte(activities.startDate, fromDate), gte(activities.pubStatus, 1), or(inArray(activities.id, subscribed), inArray(activities.id, followedParts))))
    .orderBy(asc(activities.startDate), asc(activities.id))
    .limit(FEED_MAX);
  return rows.map((r) => r.id);
}

export function feedFromDate(at: Date): string {
  return addCalendarDays(beijingDateOf(at), -FEED_PAST_DAYS);
}
