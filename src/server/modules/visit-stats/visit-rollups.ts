import { sql, type SQL } from "drizzle-orm";
import { HEARTBEAT_SECONDS } from "#shared/stats/visit-rules.ts";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/raw-sql.ts";

/**
 * The rollup keys of a page load, written once in SQL and used both when an event is recorded (one row) and
 * when the rollups of an activity are rebuilt from its raw events (the seed, a repair): both paths expand an
 * event the same way, so a rebuild gives exactly what the writes added up to (tests/server/visit-stats.test.ts).
 *
 * An event of activity a (corner company c or none), platform p, at time t counts in every combination of
 *   scope:    0 (the whole activity) and c (when a corner page);
 *   grain:    0 all time (bucket 0), 1 phase (0 on the activity's Beijing start date, 1 other time),
 *             2 Beijing day, 3 hour (bucket = its start, epoch seconds; src/shared/stats/visit-rules.ts);
 *   platform: 0 (all) and p.
 */
export const Grain = { all: 0, phase: 1, day: 2, hour: 3 } as const;

/** The key rows of the events in `source` (a relation with activity_id, company_id, platform, at, viewer, ip). */
function expandKeys(source: SQL): SQL {
  return sql`select e.activity_id, s.company_id, g.grain, g.bucket, pl.platform, e.viewer, e.ip
    from ${source} e
    join activities a on a.id = e.activity_id
    cross join lateral (values (0), (e.company_id)) s(company_id)
    cross join lateral (values
      (0::smallint, 0::bigint),
      (1::smallint, case when ((e.at at time zone 'UTC') + interval '8 hours')::date = a.start_date then 0::bigint else 1::bigint end),
      (2::smallint, (floor((extract(epoch from e.at) + 28800) / 86400) * 86400 - 28800)::bigint),
      (3::smallint, (floor(extract(epoch from e.at) / 3600) * 3600)::bigint)) g(grain, bucket)
    cross join lateral (values (0::smallint), (e.platform)) pl(platform)
    where s.company_id is not null`;
}

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

/**
 * Records a page load and adds it to its rollups, in one statement: the event (a replayed visitId adds
 * nothing), the viewers and addresses not yet counted in each rollup row, then PV +1 and UV/IP +1 where the
 * viewer/address is new. Rows are taken in key order so concurrent writers never deadlock. Answers whether
 * it counted.
 */
export async function recordPageLoad(db: TDb, v: TPageLoad): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`with ev as (
        insert into activity_visit_events (visit_id, seq, activity_id, company_id, viewer, ip, platform, user_id, at)
        values (${v.visitId}, 0, ${v.activityId}, ${v.companyId}, ${v.viewer}, ${v.ip}, ${v.platform}, ${v.userId}, ${v.at.toISOString()}::timestamptz)
        on conflict (visit_id, seq) do nothing
        returning activity_id, company_id, platform, at, viewer, ip
      ),
      k as (${expandKeys(sql`ev`)}),
      seen as (
        insert into activity_visit_seen (activity_id, company_id, grain, bucket, platform, kind, key)
        select k.activity_id, k.company_id, k.grain, k.bucket, k.platform, t.kind, t.key
        from k cross join lateral (values ('v', k.viewer), ('i', k.ip)) t(kind, key)
        order by 1, 2, 3, 4, 5, 6, 7
        on conflict do nothing
        returning company_id, grain, bucket, platform, kind
      )
      insert into activity_visit_rollups as r (activity_id, company_id, grain, bucket, platform, pv, uv, ip)
      select k.activity_id, k.company_id, k.grain, k.bucket, k.platform, 1,
        (select count(*) from seen s where s.kind = 'v' and s.company_id = k.company_id and s.grain = k.grain and s.bucket = k.bucket and s.platform = k.platform)::int,
        (select count(*) from seen s where s.kind = 'i' and s.company_id = k.company_id and s.grain = k.grain and s.bucket = k.bucket and s.platform = k.platform)::int
      from k
      order by 1, 2, 3, 4, 5
      on conflict (activity_id, company_id, grain, bucket, platform)
        do update set pv = r.pv + excluded.pv, uv = r.uv + excluded.uv, ip = r.ip + excluded.ip
      returning 1 as one`,
  );
  return rows.length > 0;
}

/** The page load a heartbeat belongs to, and whether it has had a heartbeat yet. */
export async function findPageLoad(
  db: TDb,
  visitId: string,
): Promise<{ activityId: number; companyId: number | null; viewer: string; platform: number; at: Date; watched: boolean } | null> {
  const [row] = await queryRows<{ activity_id: number; company_id: number | null; viewer: string; platform: number; at: string | Date; watched: boolean }>(
    db,
    sql`select activity_id, company_id, viewer, platform, at,
        exists (select 1 from activity_visit_events b where b.visit_id = e.visit_id and b.seq > 0) as watched
      from activity_visit_events e where e.visit_id = ${visitId} and e.seq = 0`,
  );
  if (!row) return null;
  return { activityId: row.activity_id, companyId: row.company_id, viewer: row.viewer, platform: Number(row.platform), at: new Date(row.at), watched: row.watched === true };
}

export interface THeartbeat {
  visitId: string;
  seq: number;
  activityId: number;
  companyId: number | null;
  viewer: string;
  ip: string;
  platform: number;
  userId: number | null;
  at: Date;
  /** the first heartbeat of its page load: the page load becomes a watcher */
  first: boolean;
}

/** Records heartbeat `seq` and adds 30 s (and a watcher on the first) to the all-time rollups; a replay adds nothing. */
export async function recordHeartbeat(db: TDb, h: THeartbeat): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`with ev as (
        insert into activity_visit_events (visit_id, seq, activity_id, company_id, viewer, ip, platform, user_id, at)
        values (${h.visitId}, ${h.seq}, ${h.activityId}, ${h.companyId}, ${h.viewer}, ${h.ip}, ${h.platform}, ${h.userId}, ${h.at.toISOString()}::timestamptz)
        on conflict (visit_id, seq) do nothing
        returning activity_id, company_id, platform
      )
      insert into activity_visit_rollups as r (activity_id, company_id, grain, bucket, platform, watch_seconds, watchers)
      select ev.activity_id, s.company_id, 0, 0, pl.platform, ${HEARTBEAT_SECONDS}, ${h.first ? 1 : 0}
      from ev
      cross join lateral (values (0), (ev.company_id)) s(company_id)
      cross join lateral (values (0::smallint), (ev.platform)) pl(platform)
      where s.company_id is not null
      order by 1, 2, 5
      on conflict (activity_id, company_id, grain, bucket, platform)
        do update set watch_seconds = r.watch_seconds + excluded.watch_seconds, watchers = r.watchers + excluded.watchers
      returning 1 as one`,
  );
  return rows.length > 0;
}

/**
 * Recomputes the rollups (and the counted sets) of some activities from their raw events: what the seed
 * uses after writing demo events in bulk, and the repair if rollups were ever lost. Same expansion as the
 * writes; a page load's watch time is its heartbeats × 30 s, and it is a watcher if it has any.
 */
export async function rebuildRollups(db: TDb, activityIds: number[]): Promise<void> {
  if (activityIds.length === 0) return;
  const ids = sql`(${sql.join(activityIds.map((id) => sql`${id}::int`), sql`, `)})`;
  await db.execute(sql`delete from activity_visit_rollups where activity_id in ${ids}`);
  await db.execute(sql`delete from activity_visit_seen where activity_id in ${ids}`);
  const loads = sql`(select * from activity_visit_events where seq = 0 and activity_id in ${ids})`;
  await db.execute(sql`insert into activity_visit_seen (activity_id, company_id, grain, bucket, platform, kind, key)
    select distinct k.activity_id, k.company_id, k.grain, k.bucket, k.platform, t.kind, t.key
    from (${expandKeys(loads)}) k cross join lateral (values ('v', k.viewer), ('i', k.ip)) t(kind, key)`);
  await db.execute(sql`insert into activity_visit_rollups (activity_id, company_id, grain, bucket, platform, pv, uv, ip)
    select k.activity_id, k.company_id, k.grain, k.bucket, k.platform, count(*)::int, count(distinct k.viewer)::int, count(distinct k.ip)::int
    from (${expandKeys(loads)}) k
    group by 1, 2, 3, 4, 5`);
  await db.execute(sql`insert into activity_visit_rollups as r (activity_id, company_id, grain, bucket, platform, watch_seconds, watchers)
    select b.activity_id, s.company_id, 0, 0, pl.platform, ${HEARTBEAT_SECONDS} * count(*), count(distinct b.visit_id)::int
    from activity_visit_events b
    cross join lateral (values (0), (b.company_id)) s(company_id)
    cross join lateral (values (0::smallint), (b.platform)) pl(platform)
    where b.seq > 0 and b.activity_id in ${ids} and s.company_id is not null
    group by 1, 2, 5
    on conflict (activity_id, company_id, grain, bucket, platform)
      do update set watch_seconds = excluded.watch_seconds, watchers = excluded.watchers`);
}

/** Counts one event of a viewer in the current minute; answers the count so far (VISITS_PER_VIEWER_PER_MINUTE). */
export async function countViewerEvent(db: TDb, viewer: string, at: Date): Promise<number> {
  const minute = Math.floor(at.getTime() / 60_000);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`insert into activity_visit_limits as l (viewer, minute, n) values (${viewer}, ${minute}, 1)
      on conflict (viewer, minute) do update set n = l.n + 1 returning n`,
  );
  return Number(row?.n ?? 0);
}

/** Drops the per-minute counters older than an hour. */
export async function sweepViewerCounters(db: TDb, at: Date): Promise<void> {
  await db.execute(sql`delete from activity_visit_limits where minute < ${Math.floor(at.getTime() / 60_000) - 60}`);
}
