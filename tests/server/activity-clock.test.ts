import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like, sql } from "drizzle-orm";
import { activities, auditLog } from "#server/db/schema/index.ts";
import { DEMO_ACTIVITY } from "#server/db/seed/seed-activity.ts";
import { runActivityClock } from "#server/modules/activity/activity-clock.ts";
import { advanceClock, now, pinClock } from "#server/clock.ts";
import { activityStartAt, clockStatus } from "#shared/activity/activity-clock.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  pinClock(TEST_NOW);
  await t.close();
});

const HOUR = 3600_000;

async function row(title: string) {
  const [a] = await t.database.db.select().from(activities).where(like(activities.title, `%${title}`));
  return a!;
}

/** Every activity's status is what the shared rule says for the instant (the SQL and the rule agree). */
async function expectStatusesFollowRule(at: Date) {
  for (const a of await t.database.db.select().from(activities)) {
    const facts = { startDate: a.startDate, endDate: a.endDate, startTime: a.startTime, endTime: a.endTime, status: a.status, isCancel: a.isCancel };
    expect(clockStatus(facts, at), `${a.title} at ${at.toISOString()}`).toBe(a.status);
  }
}

describe("the activity clock (document 4 section 7)", () => {
  it("finds the seeded demo consistent: a tick at the seed instant changes nothing", async () => {
    expect(await runActivityClock(t.database.db, now())).toEqual({ started: [], ended: [] });
    await expectStatusesFollowRule(now());
  });

  it("ends the live activity after its end and starts the next one at its start", async () => {
    const live = await row(DEMO_ACTIVITY.inProgress);
    expect(live.status).toBe(2);
    advanceClock(3 * HOUR);
    await runActivityClock(t.database.db, now());
    expect((await row(DEMO_ACTIVITY.inProgress)).status).toBe(3);
    await expectStatusesFollowRule(now());

    const next = await row(DEMO_ACTIVITY.fundPublished);
    const untilStart = activityStartAt(next).getTime() - now().getTime();
    advanceClock(untilStart - 1000);
    await runActivityClock(t.database.db, now());
    expect((await row(DEMO_ACTIVITY.fundPublished)).status).toBe(1);
    advanceClock(1000);
    await runActivityClock(t.database.db, now());
    expect((await row(DEMO_ACTIVITY.fundPublished)).status).toBe(2);
    await expectStatusesFollowRule(now());
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "clock.activity_status"));
    expect(audit).toBeDefined();
  });

  it("never moves a cancelled activity and catches up after downtime, moving each activity once", async () => {
    const cancelled = await row(DEMO_ACTIVITY.operatorCancelled);
    advanceClock(40 * 24 * HOUR);
    const ticks = await Promise.all([runActivityClock(t.database.db, now()), runActivityClock(t.database.db, now())]);
    const moved = [...ticks[0]!.ended, ...ticks[1]!.ended];
    expect(new Set(moved).size).toBe(moved.length);
    expect(moved).not.toContain(cancelled.id);
    expect((await row(DEMO_ACTIVITY.operatorCancelled)).status).toBe(1);
    expect((await row(DEMO_ACTIVITY.published)).status).toBe(3);
    await expectStatusesFollowRule(now());
  });

  it("starts and ends by the Beijing day, which is a day ahead of UTC's after 16:00 UTC", async () => {
    // each step reads only activities of days up to today's Beijing date: a UTC date would leave these waiting
    const early = await row(DEMO_ACTIVITY.fundPublished);
    await t.database.db.update(activities).set({ status: 1, startDate: "2027-03-10", startTime: "00:30", endDate: "2027-03-10", endTime: null }).where(eq(activities.id, early.id));
    pinClock(new Date("2027-03-09T16:31:00Z"));
    expect((await runActivityClock(t.database.db, now())).started).toContain(early.id);
    // no end time: it ends when its Beijing day does, 16:00 UTC
    pinClock(new Date("2027-03-10T16:00:00Z"));
    expect((await runActivityClock(t.database.db, now())).ended).toContain(early.id);
    await expectStatusesFollowRule(now());
  });

  it("keeps the company list index in step with the clock", async () => {
    const live = await row(DEMO_ACTIVITY.inProgress);
    // the index row carries the status the clock set
    const entries = (await t.database.db.execute(sql`select status, tab from activity_list_entries where activity_id = ${live.id}`)) as unknown as {
      rows: { status: number; tab: number }[];
    };
    expect(entries.rows).toEqual([{ status: 3, tab: 2 }]);
  });

  it("keeps the list counts equal to the entries after every move", async () => {
    const rows = async (q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const counted = await rows(sql`select company_id, tab, is_multi, count(*)::int as n from activity_list_entries group by 1, 2, 3 order by 1, 2, 3`);
    const kept = await rows(sql`select company_id, tab, is_multi, n from activity_list_counts where n <> 0 order by 1, 2, 3`);
    expect(kept).toEqual(counted);
    // and every live part has its entry
    const [missing] = await rows(sql`select count(*)::int as n from activity_companies ac where not ac.is_cancel
      and not exists (select 1 from activity_list_entries e where e.activity_company_id = ac.id)`);
    expect(missing).toEqual({ n: 0 });
  });
});
