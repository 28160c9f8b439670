import { sql } from "drizzle-orm";
import type { TDb } from "../client.ts";
import { queryRows } from "../raw-sql.ts";
import { rebuildRollups } from "../../modules/visit-stats/index.ts";
import { DEMO_ACTIVITY } from "./seed-activity.ts";

/**
 * Visits of the demo activities that have been or are live (issue 18): raw page loads and heartbeats written
 * in bulk, then the rollups rebuilt from them, exactly as the live writes would have added them up. Most
 * visits fall on the activity's day around its start, the rest on the days before and after; about 60 % from
 * PC browsers, 30 % from the chat app and 10 % from the app; three in four page loads watch the player for
 * one to thirty minutes. A collective activity's visits are spread over its companies' corners.
 */
export const DEMO_VISITS: Partial<Record<keyof typeof DEMO_ACTIVITY, number>> = {
  published: 180,
  inProgress: 640,
  ended: 1520,
  endedEarlier: 860,
  collectiveEnded: 2300,
  fundEnded: 420,
  partnerEnded: 990,
};

export async function seedVisitStats(tx: TDb, at: Date): Promise<void> {
  const ids: number[] = [];
  for (const [key, visits] of Object.entries(DEMO_VISITS) as [keyof typeof DEMO_ACTIVITY, number][]) {
    const [a] = await queryRows<{ id: number }>(tx, sql`select id from activities where title like ${`%${DEMO_ACTIVITY[key]}`} order by id limit 1`);
    if (!a) continue;
    ids.push(a.id);
    const uv = Math.max(1, Math.round(visits * 0.62));
    const ip = Math.max(1, Math.round(uv * 0.8));
    await tx.execute(sql`insert into activity_visit_events (visit_id, seq, activity_id, company_id, viewer, ip, platform, user_id, at)
      select 'demo-' || a.id || '-' || g, 0, a.id,
        case when a.is_multi then (select c.company_id from activity_companies c where c.activity_id = a.id order by c.id offset (g % greatest(1, (select count(*) from activity_companies c2 where c2.activity_id = a.id))) limit 1) end,
        'v:demo-' || a.id || '-' || (g % ${uv}::int),
        '10.' || (a.id % 200) || '.' || ((g % ${ip}::int) / 250) || '.' || ((g % ${ip}::int) % 250),
        case when (g / 5) % 10 < 6 then 1 when (g / 5) % 10 < 9 then 2 else 3 end,
        null,
        least(${at.toISOString()}::timestamptz - interval '1 minute',
          case when g % 5 <> 0
            then (a.start_date + coalesce(nullif(a.start_time, ''), '10:00')::time) at time zone 'UTC' - interval '8 hours' + ((g * 7) % 150 - 20) * interval '1 minute'
            else (a.start_date + time '09:00') at time zone 'UTC' - interval '8 hours' + ((g % 7) - 3) * interval '1 day' + ((g * 13) % 600) * interval '1 minute'
          end)
      from activities a cross join generate_series(1, ${visits}::int) g
      where a.id = ${a.id}`);
    await tx.execute(sql`insert into activity_visit_events (visit_id, seq, activity_id, company_id, viewer, ip, platform, user_id, at)
      select e.visit_id, s, e.activity_id, e.company_id, e.viewer, e.ip, e.platform, null, e.at + s * interval '30 seconds'
      from activity_visit_events e
      cross join lateral generate_series(1, 2 + (e.id * 37) % 58) s
      where e.activity_id = ${a.id} and e.seq = 0 and e.id % 4 <> 0 and e.at + s * interval '30 seconds' <= ${at.toISOString()}::timestamptz`);
  }
  await rebuildRollups(tx, ids);
}
