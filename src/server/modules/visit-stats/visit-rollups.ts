import { sql, type SQL } from "drizzle-orm";
import { HEARTBEAT_SECONDS } from "#shared/stats/visit-rules.ts";
import type { TDb } from "../../db/client.ts";

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
export function expandKeys(source: SQL): SQL {
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

/** Drops the per-minute counters older than an hour. */
export async function sweepViewerCounters(db: TDb, at: Date): Promise<void> {
  await db.execute(sql`delete from activity_visit_limits where minute < ${Math.floor(at.getTime() / 60_000) - 60}`);
}
