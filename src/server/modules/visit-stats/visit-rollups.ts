import { sql, type SQL } from "drizzle-orm";
import { BEIJING_OFFSET_MS } from "#shared/booking/calendar-date.ts";
import { HEARTBEAT_SECONDS } from "#shared/stats/visit-rules.ts";
import type { TDb } from "../../db/client.ts";

/**
 * The rollup keys of a page load, written once in SQL and used both when events are recorded (visit-writes.ts)
 * and when the rollups of an activity are rebuilt from its raw events (the seed, a repair): both paths expand an
 * event the same way, so a rebuild gives exactly what the writes added up to (tests/server/visit-stats.test.ts).
 *
 * An event of activity a (corner company c or none), platform p, at time t counts in every combination of
 *   scope:    0 (the whole activity) and c (when a corner page);
 *   grain:    0 all time (bucket 0), 1 phase (0 on the activity's Beijing start date, 1 other time),
 *             2 Beijing day, 3 hour (bucket = its start, epoch seconds; src/shared/stats/visit-rules.ts);
 *   platform: 0 (all) and p.
 */
export const Grain = { all: 0, phase: 1, day: 2, hour: 3 } as const;

/** Beijing's offset in seconds, written into the SQL as a literal: the day bucket is dayBucket() of visit-rules.ts. */
const BEIJING_OFFSET_S = sql.raw(String(BEIJING_OFFSET_MS / 1000));

/**
 * The events in `source` (a relation with activity_id, company_id, platform, at, viewer, ip), one row per
 * scope, with the buckets they fall in: phase (0 or 1), day and hour.
 */
export function eventParts(source: SQL): SQL {
  return sql`select e.activity_id, s.company_id, e.platform, e.viewer, e.ip,
      case when ((e.at at time zone 'UTC') + interval '8 hours')::date = a.start_date then 0 else 1 end as phase,
      (floor((extract(epoch from e.at) + ${BEIJING_OFFSET_S}) / 86400) * 86400 - ${BEIJING_OFFSET_S})::bigint as day,
      (floor(extract(epoch from e.at) / 3600) * 3600)::bigint as hour
    from ${source} e
    join activities a on a.id = e.activity_id
    cross join lateral (values (0), (e.company_id)) s(company_id)
    where s.company_id is not null`;
}

/** The eight rollup keys (grain, bucket, platform) of a row `g` of event parts. */
const keysOf = (g: SQL) => sql`cross join lateral (values
      (${Grain.all}::smallint, 0::bigint), (${Grain.phase}::smallint, ${g}.phase::bigint), (${Grain.day}::smallint, ${g}.day), (${Grain.hour}::smallint, ${g}.hour)) k(grain, bucket)
    cross join lateral (values (0::smallint), (${g}.platform::smallint)) pl(platform)`;

/**
 * PV per rollup key of the event parts `parts`: the events are counted per scope, platform, phase and hour
 * first, and only those few groups are spread over their keys.
 */
export function pageViewRows(parts: SQL): SQL {
  return sql`select g.activity_id, g.company_id, k.grain, k.bucket, pl.platform, sum(g.n)::int as pv
    from (select activity_id, company_id, platform, phase, day, hour, count(*) as n from ${parts} p group by 1, 2, 3, 4, 5, 6) g
    ${keysOf(sql`g`)}
    group by 1, 2, 3, 4, 5`;
}

/**
 * The rollup rows that count distinct viewers and addresses (UV, IP): those the statistics read
 * (visit-reads.ts). All time over all platforms is the seen row itself; the others are bits of the counted
 * sets: `bits` of activity_visit_seen for all time and each phase per platform, `hours` of
 * activity_visit_seen_days (bit h, h hours into the day) for the hour trend, the day row itself for the day
 * trend. The other rows (a phase over all platforms, a day or hour of one platform) count PV only.
 */
export const SEEN_ROW = 1 << 30;
/** The bits of activity_visit_seen: platform p all time is bit p − 1, platform p in phase b bit 2 + 3b + p (seenRows). */
const SEEN_BITS: { grain: number; bucket: number; platform: number; bit: number }[] = [1, 2, 3].flatMap((platform) => [
  { grain: Grain.all, bucket: 0, platform, bit: platform - 1 },
  { grain: Grain.phase, bucket: 0, platform, bit: 2 + platform },
  { grain: Grain.phase, bucket: 1, platform, bit: 5 + platform },
]);
const seenBitTable = sql.raw(
  `(values ${SEEN_BITS.map((b) => `(${b.grain}::smallint, ${b.bucket}::bigint, ${b.platform}::smallint, ${b.bit})`).join(", ")}) b(grain, bucket, platform, bit)`,
);
/** Whether the rollup row of `grain` and `platform` counts distinct viewers and addresses (see SEEN_BITS). */
const countsDistinct = (grain: SQL, platform: SQL) =>
  sql`(${grain} = ${Grain.all} or (${grain} = ${Grain.phase} and ${platform} <> 0) or (${grain} >= ${Grain.day} and ${platform} = 0))`;

/** The activity_visit_seen rows of the event parts `parts`, with the bits they set (SEEN_BITS). */
export function seenRows(parts: SQL): SQL {
  return sql`select p.activity_id, p.company_id, t.kind, t.key, bit_or((1 << (p.platform - 1)) | (1 << (2 + 3 * p.phase + p.platform)))::int as bits
    from ${parts} p
    cross join lateral (values ('v', p.viewer), ('i', p.ip)) t(kind, key)
    group by 1, 2, 3, 4`;
}

/** The activity_visit_seen_days rows of the event parts `parts`, with the hours they set. */
export function seenDayRows(parts: SQL): SQL {
  return sql`select p.activity_id, p.company_id, p.day, t.kind, t.key, bit_or(1 << ((p.hour - p.day) / 3600)::int)::int as hours
    from ${parts} p
    cross join lateral (values ('v', p.viewer), ('i', p.ip)) t(kind, key)
    group by 1, 2, 3, 4, 5`;
}

/**
 * The rollup keys, one row per new distinct count (with its kind), of what writes to the counted sets
 * answered: `seen` (activity_id, company_id, kind, fresh) and `days` (the same with day).
 */
export function freshCounts(seen: SQL, days: SQL): SQL {
  return sql`select s.activity_id, s.company_id, ${Grain.all}::smallint as grain, 0::bigint as bucket, 0::smallint as platform, s.kind
      from ${seen} s where s.fresh & ${SEEN_ROW} <> 0
    union all
    select s.activity_id, s.company_id, b.grain, b.bucket, b.platform, s.kind
      from ${seen} s join ${seenBitTable} on s.fresh & (1 << b.bit) <> 0
    union all
    select d.activity_id, d.company_id, ${Grain.day}::smallint, d.day, 0::smallint, d.kind
      from ${days} d where d.fresh & ${SEEN_ROW} <> 0
    union all
    select d.activity_id, d.company_id, ${Grain.hour}::smallint, d.day + h * 3600, 0::smallint, d.kind
      from ${days} d cross join generate_series(0, 23) h where d.fresh & (1 << h) <> 0`;
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
  await db.execute(sql`delete from activity_visit_seen_days where activity_id in ${ids}`);
  const parts = sql`(${eventParts(sql`(select * from activity_visit_events where seq = 0 and activity_id in ${ids})`)})`;
  await db.execute(sql`insert into activity_visit_seen (activity_id, company_id, kind, key, bits) ${seenRows(parts)}`);
  await db.execute(sql`insert into activity_visit_seen_days (activity_id, company_id, day, kind, key, hours) ${seenDayRows(parts)}`);
  // here every event is spread over its keys, to count distinct viewers and addresses independently of the sets
  await db.execute(sql`insert into activity_visit_rollups (activity_id, company_id, grain, bucket, platform, pv, uv, ip)
    select p.activity_id, p.company_id, k.grain, k.bucket, pl.platform, count(*)::int,
      case when ${countsDistinct(sql`k.grain`, sql`pl.platform`)} then count(distinct p.viewer)::int else 0 end,
      case when ${countsDistinct(sql`k.grain`, sql`pl.platform`)} then count(distinct p.ip)::int else 0 end
    from ${parts} p ${keysOf(sql`p`)}
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
