import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { activities } from "./activity.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * An investor's reminder of an activity (document 4 sections 2.7 and 4), one per user and activity. It is
 * its own delivery schedule: the dispatcher claims due pending rows with FOR UPDATE SKIP LOCKED and marks
 * them delivered in the transaction that writes the inbox message, so a restart or a second process never
 * delivers one twice or skips one. The due time is computed from the activity's start at claim time, so a
 * rescheduled activity reminds at its new time.
 */
export const activityReminders = pgTable(
  "activity_reminders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    leadMinutes: smallint("lead_minutes").notNull(),
    /** 0 pending, 1 delivered, 2 dropped (ReminderStatus) */
    status: smallint("status").notNull().default(0),
    deliveredAt: ts("delivered_at"),
    /**
     * The web notifications of a delivered reminder still to send: set with the delivery, cleared once sent.
     * `pushLeaseUntil` is the claim of the process sending them, so a crash mid-send is retried after it.
     */
    pushPending: smallint("push_pending").notNull().default(0),
    pushLeaseUntil: ts("push_lease_until"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("activity_reminders_user_activity_uq").on(t.userId, t.activityId),
    // the dispatcher's scan: pending reminders by activity
    index("activity_reminders_pending_idx").on(t.status, t.activityId),
  ],
);

/** A browser's Web Push subscription (PushSubscription.toJSON) of a personal user. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_uq").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * A user's private calendar feed: the random token in its address is the only credential a calendar app
 * has, so it is kept to show the address again; resetting it replaces the row's token.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique("calendar_feeds_token_uq"),
  createdAt: ts("created_at").notNull().defaultNow(),
});
