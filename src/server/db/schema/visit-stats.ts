import { bigint, bigserial, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { activities } from "./activity.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Visits of the public activity page (issue 18, document 4 section 2.3), in three parts: the raw events,
 * written once and never changed; the rollups the statistics read, updated in the same statement as each
 * event (INSERT … ON CONFLICT DO UPDATE), so a read never scans raw visits; and the sets of visitors and
 * addresses already counted per rollup row, which is what makes UV and IP distinct without a scan.
 */

/**
 * One page load (seq 0) or player heartbeat (seq 1, 2, …) of a page load `visitId`. Append-only; the unique
 * (visitId, seq) is what makes a replayed heartbeat or page load count once.
 */
export const activityVisitEvents = pgTable(
  "activity_visit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    visitId: text("visit_id").notNull(),
    seq: integer("seq").notNull(),
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
    /** the company of a collective corner page, null for the activity's own page */
    companyId: integer("company_id"),
    /** `u:<userId>` for an account, `v:<uuid>` for a visitor (src/server/lib/visitor.ts) */
    viewer: text("viewer").notNull(),
    ip: text("ip").notNull(),
    /** 1 PC, 2 chat app, 3 app (src/shared/stats/visit-rules.ts) */
    platform: smallint("platform").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    at: ts("at").notNull(),
  },
  (t) => [uniqueIndex("activity_visit_events_visit_uq").on(t.visitId, t.seq), index("activity_visit_events_activity_idx").on(t.activityId, t.at)],
);

/**
 * A rollup row: the figures of one activity scope (companyId 0 the whole activity, else one company's corner)
 * over one bucket of one grain (0 all time, bucket 0; 1 phase, bucket 0 the activity's day and 1 other time;
 * 2 Beijing day and 3 hour, bucket their start in epoch seconds) and platform (0 all, else 1–3).
 */
export const activityVisitRollups = pgTable(
  "activity_visit_rollups",
  {
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    grain: smallint("grain").notNull(),
    bucket: bigint("bucket", { mode: "number" }).notNull(),
    platform: smallint("platform").notNull(),
    pv: integer("pv").notNull().default(0),
    uv: integer("uv").notNull().default(0),
    ip: integer("ip").notNull().default(0),
    /** seconds watched (30 per counted heartbeat), and the page loads that sent at least one heartbeat */
    watchSeconds: bigint("watch_seconds", { mode: "number" }).notNull().default(0),
    watchers: integer("watchers").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.companyId, t.grain, t.bucket, t.platform] })],
);

/**
 * Who was already counted in an activity scope's all-time rollups, one row per viewer ('v') or address ('i'):
 * the row itself is the all-time count over all platforms, and `bits` the per-platform ones (SEEN_BITS in
 * visit-rollups.ts: all time, and each phase). Bits are only ever OR-ed in, so concurrent batches give the same
 * rows whatever order they commit in. `fresh` is what the last write added (SEEN_ROW when it made the row),
 * read back by that write's RETURNING to add the new distinct counts to the rollups.
 *
 * Neither set has a foreign key: their rows are derived from activity_visit_events, which has it, and are
 * written by the thousand a second at a briefing's peak, where the per-row check on activities cost a sixth
 * of recording a page load (bench:views). An activity is never deleted, only withdrawn.
 */
export const activityVisitSeen = pgTable(
  "activity_visit_seen",
  {
    activityId: integer("activity_id").notNull(),
    companyId: integer("company_id").notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    bits: integer("bits").notNull().default(0),
    fresh: integer("fresh").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.companyId, t.kind, t.key] })],
);

/**
 * Who was already counted in a Beijing day of an activity scope, and in which of its 24 hours (`hours`, bit h
 * the hour starting h hours after the day's start): the day and hour trends' UV and IP over all platforms.
 */
export const activityVisitSeenDays = pgTable(
  "activity_visit_seen_days",
  {
    activityId: integer("activity_id").notNull(),
    companyId: integer("company_id").notNull(),
    /** the day's start, epoch seconds (the day bucket of a rollup) */
    day: bigint("day", { mode: "number" }).notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    hours: integer("hours").notNull().default(0),
    fresh: integer("fresh").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.companyId, t.day, t.kind, t.key] })],
);

/** Events recorded per viewer and minute (VISITS_PER_VIEWER_PER_MINUTE); rows older than an hour are swept. */
export const activityVisitLimits = pgTable(
  "activity_visit_limits",
  {
    viewer: text("viewer").notNull(),
    minute: bigint("minute", { mode: "number" }).notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.viewer, t.minute] })],
);
