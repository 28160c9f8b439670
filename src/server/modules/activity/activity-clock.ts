import type { FastifyInstance } from "fastify";
import { and, lte, sql } from "drizzle-orm";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import type { TDb } from "../../db/client.ts";
import { activities } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { startPeriodicJob } from "../../lib/periodic-job.ts";
import { now } from "../../clock.ts";

/**
 * The clock's part of the life cycle (document 4 section 7; the rule is clockStatus in
 * src/shared/activity/activity-clock.ts): status 1 → 2 at the start, 1 or 2 → 3 at the end, never for a
 * cancelled activity. Each step is one guarded UPDATE, so several server processes ticking at once move
 * every activity exactly once (a row another process moved no longer matches the WHERE when the row lock
 * is released), and a tick after downtime catches up.
 */

// Dates and times are Beijing wall-clock (always UTC+8, no daylight saving), turned into instants here
// without the time-zone database, which the embedded PGlite does not ship.
export const activityStartsAtSql = sql`((${activities.startDate} + coalesce(${activities.startTime}, '00:00')::time) - interval '8 hours') at time zone 'UTC'`;
export const activityEndsAtSql = sql`((case when ${activities.endTime} is null then (${activities.endDate} + 1) + time '00:00'
  else ${activities.endDate} + ${activities.endTime}::time end) - interval '8 hours') at time zone 'UTC'`;

export interface TClockTick {
  started: number[];
  ended: number[];
}

/** Moves every activity the clock has passed; exported so tests advance the clock and tick. */
export async function runActivityClock(db: TDb, at: Date = now()): Promise<TClockTick> {
  return db.transaction(async (tx) => {
    // An activity that has ended by now ended on or before today's Beijing date, and one that has started
    // started on or before it: each step reads its partial index (migration 0037) by that day, whose
    // conditions are written out as the index's are, so the planner can use it.
    const today = beijingDateOf(at);
    const ended = await tx
      .update(activities)
      .set({ status: 3, updTime: at })
      .where(and(sql`${activities.status} in (1, 2) and not ${activities.isCancel}`, lte(activities.endDate, today), lte(activityEndsAtSql, at)))
      .returning({ id: activities.id });
    const started = await tx
      .update(activities)
      .set({ status: 2, updTime: at })
      .where(and(sql`${activities.status} = 1 and not ${activities.isCancel}`, lte(activities.startDate, today), lte(activityStartsAtSql, at)))
      .returning({ id: activities.id });
    const tick = { started: started.map((r) => r.id).sort((a, b) => a - b), ended: ended.map((r) => r.id).sort((a, b) => a - b) };
    if (tick.started.length + tick.ended.length > 0) {
      await writeAudit(tx, { actorUserId: null, action: "clock.activity_status", entity: "activity", entityId: null, after: { ...tick, at: at.toISOString() } });
    }
    return tick;
  });
}

export const ACTIVITY_CLOCK_INTERVAL_MS = 30_000;
const FIRST_TICK_DELAY_MS = 2_000;
/** Every this many ticks (ten minutes) the embedded database's list index is vacuumed; see below. */
const VACUUM_EVERY_TICKS = 20;

/**
 * PGlite runs no autovacuum, so pages of the company list index would never become all-visible again after
 * writes and its "index-only" scans would visit the table for every row. A periodic VACUUM of the two small
 * list tables keeps the list fast there; PostgreSQL's autovacuum does this by itself.
 */
export async function vacuumListIndex(app: FastifyInstance): Promise<void> {
  if (app.deps.database.driver !== "pglite") return;
  await app.deps.db.execute(sql`vacuum (analyze) activity_list_entries, activity_list_counts`);
}

/**
 * Runs the clock in the server: shortly after start (catching up after downtime), then every interval. The
 * timer is unref'd so it never keeps a process alive, and stops when the app closes.
 */
export function startActivityClock(app: FastifyInstance, intervalMs = ACTIVITY_CLOCK_INTERVAL_MS): void {
  let ticks = 0;
  startPeriodicJob(app, {
    name: "activity clock tick",
    intervalMs,
    firstDelayMs: FIRST_TICK_DELAY_MS,
    // a tick that finds the last one still running is skipped: the next interval catches up
    rerunWhenBusy: false,
    work: async () => {
      const vacuum = ++ticks % VACUUM_EVERY_TICKS === 0;
      await runActivityClock(app.deps.db);
      if (vacuum) await vacuumListIndex(app);
    },
  });
}
