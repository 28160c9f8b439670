import { sql } from "drizzle-orm";
import { HEARTBEAT_SECONDS } from "#shared/stats/visit-rules.ts";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/raw-sql.ts";
import { expandKeys } from "./visit-rollups.ts";

// The writes of visit recording, each for a whole batch of visits in one statement (visit-batcher.ts groups
// the requests). Every page load of one activity adds to the same few rollup rows (the all-time, phase, day and
// hour rows of the activity, each for all platforms and its own): one statement per visit made every visitor
// queue on those rows' locks for a commit each. Batched, the rows are locked once per batch, in key order, so
// concurrent batches (another process) never deadlock. The batch travels as one JSON parameter
// (jsonb_to_recordset), which both drivers pass the same way.

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

/**
 * Counts one event per item in its viewer's current minute (VISITS_PER_VIEWER_PER_MINUTE) and answers, per
 * item in order, the viewer's count with that item included.
 */
export async function countViewerEvents(db: TDb, items: { viewer: string; at: Date }[]): Promise<number[]> {
  if (items.length === 0) return [];
  const keyed = items.map((i) => ({ viewer: i.viewer, minute: Math.floor(i.at.getTime() / 60_000) }));
  const rows = await queryRows<{ viewer: string; minute: string | number; n: number }>(
    db,
    sql`insert into activity_visit_limits as l (viewer, minute, n)
      select viewer, minute, count(*)::int from jsonb_to_recordset(${asJson(keyed)}::jsonb) t(viewer text, minute bigint)
      group by 1, 2 order by 1, 2
      on conflict (viewer, minute) do update set n = l.n + excluded.n
      returning viewer, minute, n`,
  );
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

/**
 * Records page loads (visitIds unique within the batch) and adds them to their rollups: the events (a replayed
 * visitId adds nothing), the viewers and addresses not yet counted in each rollup row, then PV, UV and IP
 * added per row. Answers the visitIds that counted.
 */
export async function recordPageLoads(db: TDb, loads: TPageLoad[]): Promise<Set<string>> {
  if (loads.length === 0) return new Set();
  const input = loads.map(eventRow);
  const rows = await queryRows<{ visit_id: string }>(
    db,
    sql`with input as (
        select * from jsonb_to_recordset(${asJson(input)}::jsonb)
          t(visit_id text, activity_id int, company_id int, viewer text, ip text, platform smallint, user_id int, at timestamptz)
      ),
      ev as (
        insert into activity_visit_events (visit_id, seq, activity_id, company_id, viewer, ip, platform, user_id, at)
        select visit_id, 0, activity_id, company_id, viewer, ip, platform, user_id, at from input order by visit_id
        on conflict (visit_id, seq) do nothing
        returning visit_id, activity_id, company_id, platform, at, viewer, ip
      ),
      k as (${expandKeys(sql`ev`)}),
      seen as (
        insert into activity_visit_seen (activity_id, company_id, grain, bucket, platform, kind, key)
        select distinct k.activity_id, k.company_id, k.grain, k.bucket, k.platform, t.kind, t.key
        from k cross join lateral (values ('v', k.viewer), ('i', k.ip)) t(kind, key)
        order by 1, 2, 3, 4, 5, 6, 7
        on conflict do nothing
        returning activity_id, company_id, grain, bucket, platform, kind
      ),
      fresh as (
        select activity_id, company_id, grain, bucket, platform,
          count(*) filter (where kind = 'v')::int as uv, count(*) filter (where kind = 'i')::int as ip
        from seen group by 1, 2, 3, 4, 5
      ),
      added as (
        select k.activity_id, k.company_id, k.grain, k.bucket, k.platform, count(*)::int as pv
        from k group by 1, 2, 3, 4, 5
      ),
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

/** The page loads some heartbeats belong to, by visitId. */
export async function findPageLoads(db: TDb, visitIds: string[]): Promise<Map<string, TFoundPageLoad>> {
  if (visitIds.length === 0) return new Map();
  const rows = await queryRows<{ visit_id: string; activity_id: number; company_id: number | null; viewer: string; platform: number; at: string | Date; watched: boolean }>(
    db,
    sql`select e.visit_id, e.activity_id, e.company_id, e.viewer, e.platform, e.at,
        exists (select 1 from activity_visit_events b where b.visit_id = e.visit_id and b.seq > 0) as watched
      from activity_visit_events e
      where e.seq = 0 and e.visit_id in (select jsonb_array_elements_text(${asJson(visitIds)}::jsonb))`,
  );
  return new Map(
    rows.map((r) => [
      r.visit_id,
      { activityId: r.activity_id, companyId: r.company_id, viewer: r.viewer, platform: Number(r.platform), at: new Date(r.at), watched: r.watched === true },
    ]),
  );
}

/**
 * Records heartbeats ((visitId, seq) unique within the batch) and adds 30 s each, and a watcher for each
 * page load's first, to the all-time rollups; a replay adds nothing. Answers the `visitId seq` keys that counted.
 */
export async function recordHeartbeats(db: TDb, beats: THeartbeat[]): Promise<Set<string>> {
  if (beats.length === 0) return new Set();
  const input = beats.map((h) => ({ ...eventRow(h), seq: h.seq, first: h.first }));
  const rows = await queryRows<{ visit_id: string; seq: number }>(
    db,
    sql`with input as (
        select * from jsonb_to_recordset(${asJson(input)}::jsonb)
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
  return new Set(rows.map((r) => `${r.visit_id} ${r.seq}`));
}
