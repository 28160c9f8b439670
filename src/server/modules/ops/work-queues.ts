import type { FastifyInstance } from "fastify";
import { sql, type SQL } from "drizzle-orm";
import { OPS_QUEUES_CHANNEL, OPS_QUEUES_TYPE, countsChanged, type TWorkCounts } from "#shared/ops/work-queues.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { operatorTurnRecords } from "#shared/relay/relay-certification.machine.ts";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/raw-sql.ts";
import { now } from "../../clock.ts";
import { startPeriodicJob } from "../../lib/periodic-job.ts";

/** One queue of work waiting: its key (the dashboard tile's) and how many items wait in it. */
export interface TWorkQueue {
  key: string;
  /** a `select count(*)::int as n ...` as of `today` (the Beijing calendar date) */
  count: (today: string) => SQL;
}

// Venue-type parts (live, or a studio recording) without a work order, still waiting for their venue.
const VENUE_PART = sql`not ac.is_cancel and not a.is_cancel and a.status < 3 and not ac.is_area_confirmed and a.work_order_task_id is null
  and (coalesce(ac.video_type, a.video_type) = 1 or (coalesce(ac.video_type, a.video_type) = 3 and coalesce(ac.rec_type, a.rec_type) = 1))`;

// The relay certifications whose next step is the back office's (the machine says which states those are).
const RELAY_OPERATOR_TURN = sql.join(
  operatorTurnRecords().map((r) => sql`(d.progress = ${r.progress} and d.audit_status = ${r.auditStatus})`),
  sql` or `,
);

/**
 * The registry: one line per queue. Another part of the back office registers its queue here (e.g. relay
 * certifications, homepage changes, binding or lottery applications) and adds its tile to the dashboard.
 */
export const WORK_QUEUES: TWorkQueue[] = [
  { key: "qaToReview", count: () => sql`select ((select count(*) from qa_questions q where q.status = 0 and not q.is_cancel) + (select count(*) from qa_answers an where an.status = 0 and not an.is_cancel))::int as n` },
  { key: "videosToReview", count: () => sql`select count(*)::int as n from activity_record_videos v where v.status = 0` },
  { key: "venuesToAssign", count: () => sql`select count(*)::int as n from activity_companies ac join activities a on a.id = ac.activity_id where ${VENUE_PART}` },
  {
    key: "pagesToPublish",
    count: () => sql`select count(*)::int as n from activities a where not a.is_cancel and a.pub_status < 2 and a.status < 3
      and exists (select 1 from activity_companies ac where ac.activity_id = a.id and not ac.is_cancel and ac.is_info_subed)`,
  },
  { key: "materialsSubmitted", count: () => sql`select count(*)::int as n from activity_companies ac join activities a on a.id = ac.activity_id where not ac.is_cancel and not a.is_cancel and a.status = 1 and ac.is_info_subed` },
  { key: "certificationsToReview", count: () => sql`select count(*)::int as n from diversion_applies d where d.is_current and (${RELAY_OPERATOR_TURN})` },
  { key: "homepagesToReview", count: () => sql`select count(*)::int as n from company_homepage_changes h where h.status = 0` },
  { key: "bindingsToReview", count: () => sql`select count(*)::int as n from company_bind_applies b where b.status = 0` },
  { key: "lotteriesToReview", count: () => sql`select count(*)::int as n from rolling_applies r where r.status = 0` },
  { key: "inProgress", count: () => sql`select count(*)::int as n from activities a where not a.is_cancel and a.status = 2` },
  { key: "startingToday", count: (today) => sql`select count(*)::int as n from activities a where not a.is_cancel and a.start_date = ${today}` },
];

/** Every registered queue's count, in one round trip. */
export async function loadWorkCounts(db: TDb, today: string, queues: readonly TWorkQueue[] = WORK_QUEUES): Promise<TWorkCounts> {
  if (queues.length === 0) return {};
  const parts = queues.map((q) => sql`(${q.count(today)}) as ${sql.identifier(q.key)}`);
  const [row] = await queryRows<Record<string, number | string>>(db, sql`select ${sql.join(parts, sql`, `)}`);
  return Object.fromEntries(queues.map((q) => [q.key, Number(row?.[q.key] ?? 0)]));
}

/** How often the counts are re-read for the operators' sockets; a change goes out within this time. */
export const WORK_QUEUE_FEED_MS = 5_000;

/**
 * Keeps open dashboards live: re-reads the counts every few seconds and publishes them on the operators'
 * channel when they changed. Each process publishes what it read; on PostgreSQL the pub/sub carries it to
 * every process's sockets, and a dashboard simply shows the latest. A process with no operator's socket open
 * reads nothing: the counts scan the open activities (65 ms every 5 s at 100,000 activities on PGlite, whose
 * database shares the server's thread: the public reads' p99, npm run bench:public), and a process that
 * holds a dashboard's socket reads for it. The dashboard reads the counts itself when it opens.
 */
export function startWorkQueueFeed(app: FastifyInstance, intervalMs = WORK_QUEUE_FEED_MS): void {
  let last: TWorkCounts | null = null;
  startPeriodicJob(app, {
    name: "work queue feed",
    intervalMs,
    firstDelayMs: intervalMs,
    rerunWhenBusy: false,
    work: async () => {
      if (app.deps.pubsub.subscribers(OPS_QUEUES_CHANNEL) === 0) {
        // nobody here to tell: the next dashboard gets the counts of its first tick, changed or not
        last = null;
        return;
      }
      const counts = await loadWorkCounts(app.deps.db, beijingDateOf(now()));
      if (!countsChanged(last, counts)) return;
      last = counts;
      await app.deps.pubsub.publish(OPS_QUEUES_CHANNEL, { type: OPS_QUEUES_TYPE, counts });
    },
  });
}
