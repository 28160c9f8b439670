import { sql } from "drizzle-orm";
import { HEARTBEAT_SECONDS } from "#shared/stats/visit-rules.ts";
import type { TDb } from "../../db/client.ts";
import { preparedRows } from "../../db/raw-sql.ts";
import { SEEN_ROW, eventParts, freshCounts, pageViewRows, seenDayRows, seenRows } from "./visit-rollups.ts";

// The writes of visit recording, each for a whole batch of visits in one statement (visit-batcher.ts groups
// the requests). Every page load of one activity adds to the same few rollup rows (the all-time, phase, day and
// hour rows of the activity, each for all platforms and its own): one statement per visit made every visitor
// queue on those rows' locks for a commit each. Batched, the rows are locked once per batch, in key order, so
// concurrent batches (another process) never deadlock. The batch travels as one JSON parameter
// (jsonb_to_recordset), which both drivers pass the same way, so each statement is the same text whatever the
// batch and is prepared once (preparedRows).

const batch = sql`${sql.placeholder("batch")}::jsonb`;

export interface TPageLoad {
  visitId: string;
  activityId: number;
  companyId: number | null;
  viewer: string;
  ip: string;
  platform: number;
  userId: number | null;
  at: Date;
}

export interface THeartbeat extends TPageLoad {
  seq: number;
  /** its page load had no heartbeat before this batch: the lowest seq written becomes a watcher */
  first: boolean;
}

const asJson = (rows: unknown[]) => JSON.stringify(rows);

/** An event as a row of the batch's jsonb parameter, in activity_visit_events' column names. */
const eventRow = (v: TPageLoad) => ({
  visit_id: v.visitId,
  activity_id: v.activityId,
  company_id: v.companyId,
  viewer: v.viewer,
  ip: v.ip,
  platform: v.platform,
  user_id: v.userId,
  at: v.at.toISOString(),
});

const countStatement = preparedRows<{ viewer: string; minute: string | number; n: number }, { batch: string }>(
  "visit_count_viewers",
  sql`insert into activity_visit_limits as l (viewer, minute, n)
    select viewer, minute, count(*)::int from jsonb_to_recordset(${batch}) t(viewer text, minute bigint)
    group by 1, 2 order by 1, 2
    on conflict (viewer, minute) do update set n = l.n + excluded.n
    returning viewer, minute, n`,
);

/**
 * Counts one event per item in its viewer's current minute (VISITS_PER_VIEWER_PER_MINUTE) and answers, per
 * item in order, the viewer's count with that item included.
 */
export async function countViewerEvents(db: TDb, items: { viewer: string; at: Date }[]): Promise<number[]> {
  if (items.length === 0) return [];
  const keyed = items.map((i) => ({ viewer: i.viewer, minute: Math.floor(i.at.getTime() / 60_000) }));
  const rows = await countStatement(db, { batch: asJson(keyed) });
  // the count after the batch, minus the batch's later items of the same viewer and minute
  const after = new Map(rows.map((r) => [`${r.viewer}\n${r.minute}`, Number(r.n)]));
  const remaining = new Map<string, number>();
  for (const k of keyed) remaining.set(`${k.viewer}\n${k.minute}`, (remaining.get(`${k.viewer}\n${k.minute}`) ?? 0) + 1);
  return keyed.map((k) => {
    const key = `${k.viewer}\n${k.minute}`;
    const left = remaining.get(key)! - 1;
    remaining.set(key, left);
    return (after.get(key) ?? 0) - left;
  });
}

const pageLoadStatement = preparedRows<{ visit_id: string }, { batch: string }>(
  "visit_page_loads",
  sql`with input as (
      select * from jsonb_to_recordset(${batch})
        t(visit_id text, activity_id int, company_id int, viewer text, ip text, platform smallint, user_id int, at timestamptz)
    ),
    ev as (
      insert into activity_visit_events (visit_id, seq, activity_id, company_id, viewer, ip, platform, user_id, at)
      select visit_id, 0, activity_id, company_id, viewer, ip, platform, user_id, at from input order by visit_id
      on conflict (visit_id, seq) do nothing
      returning visit_id, activity_id, company_id, platform, at, viewer, ip
    ),
    p as (${eventParts(sql`ev`)}),
    seen as (
      insert into activity_visit_seen as s (activity_id, company_id, kind, key, bits, fresh)
      select x.*, x.bits | ${SEEN_ROW} from (${seenRows(sql`p`)}) x
      order by 1, 2, 3, 4
      on conflict (activity_id, company_id, kind, key)
        do update set bits = s.bits | excluded.bits, fresh = excluded.bits & ~s.bits
        where excluded.bits & ~s.bits <> 0
      returning activity_id, company_id, kind, fresh
    ),
    days as (
      insert into activity_visit_seen_days as s (activity_id, company_id, day, kind, key, hours, fresh)
      select x.*, x.hours | ${SEEN_ROW} from (${seenDayRows(sql`p`)}) x
      order by 1, 2, 3, 4, 5
      on conflict (activity_id, company_id, day, kind, key)
        do update set hours = s.hours | excluded.hours, fresh = excluded.hours & ~s.hours
        where excluded.hours & ~s.hours <> 0
      returning activity_id, company_id, day, kind, fresh
    ),
    fresh as (
      select activity_id, company_id, grain, bucket, platform,
        count(*) filter (where kind = 'v')::int as uv, count(*) filter (where kind = 'i')::int as ip
      from (${freshCounts(sql`seen`, sql`days`)}) c group by 1, 2, 3, 4, 5
    ),
    added as (${pageViewRows(sql`p`)}),
    rolled as (
      insert into activity_visit_rollups as r (activity_id, company_id, grain, bucket, platform, pv, uv, ip)
      select a.activity_id, a.company_id, a.grain, a.bucket, a.platform, a.pv, coalesce(f.uv, 0), coalesce(f.ip, 0)
      from added a left join fresh f using (activity_id, company_id, grain, bucket, platform)
      order by 1, 2, 3, 4, 5
      on conflict (activity_id, company_id, grain, bucket, platform)
        do update set pv = r.pv + excluded.pv, uv = r.uv + excluded.uv, ip = r.ip + excluded.ip
    )
    select visit_id from ev`,
);

/**
 * Records page loads (visitIds unique within the batch) and adds them to their rollups: the events (a replayed
 * visitId adds nothing), the viewers and addresses OR-ed into their counted sets (a set row changes only when
 * it gains a bit, and answers the bits it gained), then PV, UV and IP added per rollup row. Answers the visitIds that counted.
 */
export async function recordPageLoads(db: TDb, loads: TPageLoad[]): Promise<Set<string>> {
  if (loads.length === 0) return new Set();
  const rows = await pageLoadStatement(db, { batch: asJson(loads.map(eventRow)) });
  return new Set(rows.map((r) => r.visit_id));
}

export interface TFoundPageLoad {
  activityId: number;
  companyId: number | null;
  viewer: string;
  platform: number;
  at: Date;
  /** it has had a heartbeat */
  watched: boolean;
}

const findStatement = preparedRows<
  { visit_id: string; activity_id: number; company_id: number | null; viewer: string; platform: number; at: string | Date; watched: boolean },
  { ids: string }
>(
  "visit_find_page_loads",
  sql`select e.visit_id, e.activity_id, e.company_id, e.viewer, e.platform, e.at,
      exists (select 1 from activity_visit_events b where b.visit_id = e.visit_id and b.seq > 0) as watched
    from activity_visit_events e
    where e.seq = 0 and e.visit_id in (select jsonb_array_elements_text(${sql.placeholder("ids")}::jsonb))`,
);

/** The page loads some heartbeats belong to, by visitId. */
export async function findPageLoads(db: TDb, visitIds: string[]): Promise<Map<string, TFoundPageLoad>> {
  if (visitIds.length === 0) return new Map();
  const rows = await findStatement(db, { ids: asJson(visitIds) });
  return new Map(
    rows.map((r) => [
      r.visit_id,
      { activityId: r.activity_id, companyId: r.company_id, viewer: r.viewer, platform: Number(r.platform), at: new Date(r.at), watched: r.watched === true },
    ]),
  );
}

const heartbeatStatement = preparedRows<{ visit_id: string; seq: number }, { batch: string }>(
  "visit_heartbeats",
  sql`with input as (
      select * from jsonb_to_recordset(${batch})
        t(visit_id text, seq int, activity_id int, company_id int, viewer text, ip text, platform smallint, user_id int, at timestamptz, first boolean)
    ),
    ev as (
      insert into activity_visit_events (visit_id, seq, activity_id, company_id, viewer, ip, platform, user_id, at)
      select visit_id, seq, activity_id, company_id, viewer, ip, platform, user_id, at from input order by visit_id, seq
      on conflict (visit_id, seq) do nothing
      returning visit_id, seq, activity_id, company_id, platform
    ),
    w as (
      select ev.activity_id, ev.company_id, ev.platform,
        (i.first and ev.seq = min(ev.seq) over (partition by ev.visit_id)) as watcher
      from ev join input i on i.visit_id = ev.visit_id and i.seq = ev.seq
    ),
    rolled as (
      insert into activity_visit_rollups as r (activity_id, company_id, grain, bucket, platform, watch_seconds, watchers)
      select w.activity_id, s.company_id, 0, 0, pl.platform, ${HEARTBEAT_SECONDS} * count(*), (count(*) filter (where w.watcher))::int
      from w
      cross join lateral (values (0), (w.company_id)) s(company_id)
      cross join lateral (values (0::smallint), (w.platform)) pl(platform)
      where s.company_id is not null
      group by 1, 2, 5
      order by 1, 2, 5
      on conflict (activity_id, company_id, grain, bucket, platform)
        do update set watch_seconds = r.watch_seconds + excluded.watch_seconds, watchers = r.watchers + excluded.watchers
    )
    select visit_id, seq from ev`,
);

/**
 * Records heartbeats ((visitId, seq) unique within the batch) and adds 30 s each, and a watcher for each
 * page load's first, to the all-time rollups; a replay adds nothing. Answers the `visitId seq` keys that counted.
 */
export async function recordHeartbeats(db: TDb, beats: THeartbeat[]): Promise<Set<string>> {
  if (beats.length === 0) return new Set();
  const rows = await heartbeatStatement(db, { batch: asJson(beats.map((h) => ({ ...eventRow(h), seq: h.seq, first: h.first }))) });
  return new Set(rows.map((r) => `${r.visit_id} ${r.seq}`));
}
