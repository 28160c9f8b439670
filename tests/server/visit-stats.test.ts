import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { advanceClock, now } from "#server/clock.ts";
import { activities, activityVisitEvents, activityVisitRollups } from "#server/db/schema/index.ts";
import { rebuildRollups } from "#server/modules/visit-stats/index.ts";
import type { TDayStatRow, THourStatRow, TPlatformStatRow } from "#shared/api/stats.contract.ts";
import { HEARTBEAT_SECONDS, StatsMsg, VISITS_PER_VIEWER_PER_MINUTE, dayBucket } from "#shared/stats/visit-rules.ts";
import type { TFormInput } from "#shared/http/form-codec.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { AUTH, PUB, activityId, as } from "./qa-helpers.ts";

// Visit recording and the statistics that read its rollups (issue 18; document 4 section 2.3, document 3
// section 7 "Statistics").

const URL = {
  view: `${PUB}/activity/view_record`,
  stat: `${AUTH}/activity_stat/list`,
  avg: `${AUTH}/activity_broadcast/activity_broad_cast_avg`,
  hour: `${AUTH}/activity_hour_stat/company_activity_hour_stat`,
  day: `${AUTH}/activity_hour_stat/company_activity_day_stat`,
  platforms: `${AUTH}/activity_stat/company_stat_list`,
  distribute: `${AUTH}/activity_stat/distribute_stat`,
};
const CHROME = { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36" };
const WECHAT = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50" };
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

let t: TTestApp;
let admin: string;
let fundAdmin: string;
let gov: string;
let report: string;
let live: number;
let unpublished: number;
let partnerEnded: number;
let n = 0;
const uid = (p: string) => `${p}-${++n}-${Math.random().toString(36).slice(2, 10)}`;

type TStat = { allPvNum: number; allUvNum: number; allIpNum: number; avgDuration: number };
const view = (body: TFormInput, headers: Record<string, string> = CHROME) => t.post<{ counted: boolean }>(URL.view, body, headers);
const stat = async (activity = live) => (await t.post<TStat>(URL.stat, { activityId: activity, size: 0 }, as(admin))).datas[0]!;

beforeAll(async () => {
  t = await createTestApp();
  [admin, fundAdmin, gov, report] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("fund-admin"), t.loginPass("gov-user"), t.loginPass("report-admin")]);
  [live, unpublished, partnerEnded] = await Promise.all([activityId(t, "inProgress"), activityId(t, "infoSubmitted"), activityId(t, "partnerEnded")]);
});
afterAll(async () => t.close());

describe("activity/view_record", () => {
  it("counts a page load once as PV, UV and IP, and a replay of it not again", async () => {
    const before = await stat();
    const body = { activityId: live, uuid: uid("visitor"), visitId: uid("visit") };
    expect((await view(body)).datas[0]).toEqual({ counted: true });
    expect((await view(body)).datas[0]).toEqual({ counted: false });
    expect(await stat()).toMatchObject({ allPvNum: before.allPvNum + 1, allUvNum: before.allUvNum + 1, allIpNum: before.allIpNum + 1 });
    // the same visitor loading the page again: one more PV, the same UV and IP
    expect((await view({ ...body, visitId: uid("visit") })).datas[0]).toEqual({ counted: true });
    expect(await stat()).toMatchObject({ allPvNum: before.allPvNum + 2, allUvNum: before.allUvNum + 1, allIpNum: before.allIpNum + 1 });
  });

  it("does not count crawlers, nor an empty user agent", async () => {
    const before = await stat();
    expect((await view({ activityId: live, uuid: uid("bot"), visitId: uid("visit") }, BOT)).datas[0]).toEqual({ counted: false });
    expect((await view({ activityId: live, uuid: uid("bot"), visitId: uid("visit") }, { "user-agent": "" })).datas[0]).toEqual({ counted: false });
    expect((await stat()).allPvNum).toBe(before.allPvNum);
  });

  it("files the chat app's visits under its platform, on the activity's day", async () => {
    const platforms = async () => (await t.post<TPlatformStatRow>(URL.platforms, { activityId: live }, as(admin))).datas;
    const before = (await platforms()).find((p) => p.platform === 2)!;
    expect((await view({ activityId: live, uuid: uid("wx"), visitId: uid("visit") }, WECHAT)).datas[0]!.counted).toBe(true);
    const after = (await platforms()).find((p) => p.platform === 2)!;
    expect(after).toMatchObject({ pvNum: before.pvNum + 1, uvNum: before.uvNum + 1, dayPvNum: before.dayPvNum + 1, otherPvNum: before.otherPvNum });
    expect((await platforms()).map((p) => p.platform)).toEqual([1, 2, 3]);
  });

  it("counts a returning viewer once per hour, day and platform", async () => {
    const sumUv = async (url: string) => (await t.post<{ allUvNum: number }>(url, { activityId: live }, as(admin))).datas.reduce((sum, r) => sum + r.allUvNum, 0);
    const uvOf = async (platform: number) => (await t.post<TPlatformStatRow>(URL.platforms, { activityId: live }, as(admin))).datas.find((p) => p.platform === platform)!.uvNum;
    const figures = async () => ({ uv: (await stat()).allUvNum, hours: await sumUv(URL.hour), days: await sumUv(URL.day), pc: await uvOf(1), chat: await uvOf(2) });
    advanceClock(60_000);
    const uuid = uid("regular");
    const before = await figures();
    const first = now();
    expect((await view({ activityId: live, uuid, visitId: uid("v") })).datas[0]!.counted).toBe(true);
    expect((await view({ activityId: live, uuid, visitId: uid("v") })).datas[0]!.counted).toBe(true);
    expect(await figures()).toEqual({ uv: before.uv + 1, hours: before.hours + 1, days: before.days + 1, pc: before.pc + 1, chat: before.chat });
    // an hour later, from the chat app too: a new hour and platform, the same viewer of the activity
    advanceClock(3_600_000);
    expect((await view({ activityId: live, uuid, visitId: uid("v") }, WECHAT)).datas[0]!.counted).toBe(true);
    const newDay = dayBucket(now()) !== dayBucket(first) ? 1 : 0;
    expect(await figures()).toEqual({ uv: before.uv + 1, hours: before.hours + 2, days: before.days + 1 + newDay, pc: before.pc + 1, chat: before.chat + 1 });
  });

  it("adds 30 seconds per heartbeat once its time has come, from the page load's viewer only, each heartbeat once", async () => {
    const body = { activityId: live, uuid: uid("watcher"), visitId: uid("visit") };
    const rollup = async () => {
      const [r] = await t.database.db
        .select({ s: activityVisitRollups.watchSeconds, w: activityVisitRollups.watchers })
        .from(activityVisitRollups)
        .where(and(eq(activityVisitRollups.activityId, live), eq(activityVisitRollups.companyId, 0), eq(activityVisitRollups.grain, 0), eq(activityVisitRollups.platform, 0)));
      return { s: Number(r!.s), w: r!.w };
    };
    expect((await view(body)).datas[0]!.counted).toBe(true);
    const before = await rollup();
    // too early: a player cannot have watched 30 seconds yet
    expect((await view({ ...body, seq: 1 })).datas[0]!.counted).toBe(false);
    advanceClock(HEARTBEAT_SECONDS * 1000);
    // another visitor cannot beat for this page load
    expect((await view({ ...body, uuid: uid("other"), seq: 1 })).datas[0]!.counted).toBe(false);
    expect((await view({ ...body, seq: 1 })).datas[0]!.counted).toBe(true);
    expect((await view({ ...body, seq: 1 })).datas[0]!.counted).toBe(false);
    advanceClock(HEARTBEAT_SECONDS * 1000);
    expect((await view({ ...body, seq: 2 })).datas[0]!.counted).toBe(true);
    expect(await rollup()).toEqual({ s: before.s + 2 * HEARTBEAT_SECONDS, w: before.w + 1 });
    // a heartbeat of a page load nobody made
    expect((await view({ ...body, visitId: uid("ghost"), seq: 1 })).datas[0]!.counted).toBe(false);
    const s = await stat();
    expect(s.avgDuration).toBe(Math.round((before.s + 60) / (before.w + 1)));
    expect((await t.post<{ timeAvg: number }>(URL.avg, { activityId: live }, as(admin))).datas[0]!.timeAvg).toBe(s.avgDuration);
  });

  it("refuses a visitor past its per-minute budget, and counts nothing then", async () => {
    advanceClock(60_000);
    const uuid = uid("script");
    for (let i = 0; i < VISITS_PER_VIEWER_PER_MINUTE; i++) expect((await view({ activityId: live, uuid, visitId: uid("v") })).code).toBe(200);
    const before = await stat();
    expect(await view({ activityId: live, uuid, visitId: uid("v") })).toMatchObject({ code: 400, message: StatsMsg.tooFrequent, outcome: "stats.tooFrequent" });
    expect((await stat()).allPvNum).toBe(before.allPvNum);
    advanceClock(60_000);
    expect((await view({ activityId: live, uuid, visitId: uid("v") })).datas[0]!.counted).toBe(true);
  });

  it("counts visits that arrive together (one batch) exactly as one by one", async () => {
    advanceClock(60_000);
    const before = await stat();
    const viewers = [uid("crowd"), uid("crowd"), uid("crowd")];
    const loads = viewers.flatMap((uuid) => Array.from({ length: 4 }, () => ({ activityId: live, uuid, visitId: uid("visit") })));
    // every page load sent twice at once: the second copy is a replay within the same batch
    const answers = await Promise.all([...loads, ...loads].map((body) => view(body)));
    expect(answers.filter((a) => a.datas[0]?.counted === true)).toHaveLength(loads.length);
    expect(await stat()).toMatchObject({ allPvNum: before.allPvNum + 12, allUvNum: before.allUvNum + 3 });
    // their first heartbeats, twice each and together with a heartbeat that is not due yet
    advanceClock(HEARTBEAT_SECONDS * 1000);
    const beats = loads.slice(0, 5).map((body) => ({ ...body, seq: 1 }));
    const beaten = await Promise.all([...beats, ...beats, { ...loads[5]!, seq: 2 }].map((body) => view(body)));
    expect(beaten.map((a) => a.datas[0]?.counted)).toEqual([...beats.map(() => true), ...beats.map(() => false), false]);
    // a heartbeat arriving with its own page load is never due (the recorder looks heartbeats up before the batch's page loads are written)
    const fresh = { activityId: live, uuid: viewers[0]!, visitId: uid("visit") };
    expect((await Promise.all([view(fresh), view({ ...fresh, seq: 1 })])).map((a) => a.datas[0]?.counted)).toEqual([true, false]);
    expect((await stat()).avgDuration).toBeGreaterThan(0);
  });

  it("refuses the visits of one batch past the viewer's per-minute budget, and only those", async () => {
    advanceClock(60_000);
    const uuid = uid("burst");
    const answers = await Promise.all(Array.from({ length: VISITS_PER_VIEWER_PER_MINUTE + 5 }, () => view({ activityId: live, uuid, visitId: uid("v") })));
    expect(answers.filter((a) => a.datas[0]?.counted === true)).toHaveLength(VISITS_PER_VIEWER_PER_MINUTE);
    expect(answers.filter((a) => a.outcome === "stats.tooFrequent")).toHaveLength(5);
  });

  it("answers an unpublished activity as a missing one, and does not count a test-code preview", async () => {
    const missing = await view({ activityId: 987654, uuid: uid("u"), visitId: uid("v") });
    expect(missing).toMatchObject({ code: 400, message: "活动不存在" });
    expect(await view({ activityId: unpublished, uuid: uid("u"), visitId: uid("v") })).toMatchObject({ code: 400, message: "活动不存在" });
    await t.database.db.update(activities).set({ testCode: "preview-8c1f" }).where(eq(activities.id, unpublished));
    expect((await view({ activityId: unpublished, testCode: "preview-8c1f", uuid: uid("u"), visitId: uid("v") })).datas[0]).toEqual({ counted: false });
  });

  it("refuses bad input with its message and records nothing", async () => {
    const events = async () => ((await t.database.db.execute(sql`select count(*)::int as n from activity_visit_events`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const before = await events();
    expect(await view({ activityId: live, uuid: "<script>", visitId: uid("v") })).toMatchObject({ code: 400, message: StatsMsg.visitIdInvalid });
    expect(await view({ activityId: live, uuid: uid("u"), visitId: "" })).toMatchObject({ code: 400, message: StatsMsg.visitIdInvalid });
    expect(await view({ activityId: live, uuid: uid("u"), visitId: uid("v"), seq: "-1" })).toMatchObject({ code: 400, message: StatsMsg.seqInvalid });
    expect(await view({ activityId: live, uuid: uid("u"), visitId: uid("v"), seq: "1.5" })).toMatchObject({ code: 400, message: StatsMsg.seqInvalid });
    expect(await view({ activityId: "x", uuid: uid("u"), visitId: uid("v") })).toMatchObject({ code: 400, message: "活动编号不正确" });
    expect(await events()).toBe(before);
  });
});

describe("the statistics calls", () => {
  it("give hour and day trends that add up to the totals", async () => {
    const s = await stat();
    const hours = (await t.post<THourStatRow>(URL.hour, { activityId: live }, as(admin))).datas;
    const days = (await t.post<TDayStatRow>(URL.day, { activityId: live }, as(admin))).datas;
    expect(hours.length).toBeGreaterThan(1);
    expect(hours.reduce((sum, h) => sum + h.allPv, 0)).toBe(s.allPvNum);
    expect(days.reduce((sum, d) => sum + d.allPv, 0)).toBe(s.allPvNum);
    expect(hours[0]).toMatchObject({ statDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), statHourText: expect.stringMatching(/^\d{2}:00$/) });
    // UV of an hour never exceeds the whole's, and hours are in order
    for (const h of hours) expect(h.allUvNum).toBeLessThanOrEqual(s.allUvNum);
    expect(hours.map((h) => `${h.statDate} ${h.statHourText}`)).toEqual([...hours.map((h) => `${h.statDate} ${h.statHourText}`)].sort());
  });

  it("read the same figures after the rollups are rebuilt from the raw events", async () => {
    const snapshot = async () =>
      (await t.database.db.select().from(activityVisitRollups).where(eq(activityVisitRollups.activityId, live))).sort((a, b) =>
        `${a.companyId}/${a.grain}/${a.bucket}/${a.platform}`.localeCompare(`${b.companyId}/${b.grain}/${b.bucket}/${b.platform}`),
      );
    const written = await snapshot();
    await rebuildRollups(t.database.db, [live]);
    expect(await snapshot()).toEqual(written);
  });

  it("file a visit in the Beijing day it was made: one second before midnight and at midnight", async () => {
    const lastSecond = new Date("2026-05-01T15:59:59Z"); // 23:59:59 in Beijing
    const midnight = new Date("2026-05-01T16:00:00Z"); // 00:00 on 2 May in Beijing
    const event = (at: Date) => ({ visitId: uid("edge"), seq: 0, activityId: unpublished, viewer: `v:${uid("edge")}`, ip: "203.0.113.9", platform: 1, at });
    await t.database.db.insert(activityVisitEvents).values([event(lastSecond), event(midnight)]);
    await rebuildRollups(t.database.db, [unpublished]);
    const days = await t.database.db
      .select({ bucket: activityVisitRollups.bucket, pv: activityVisitRollups.pv })
      .from(activityVisitRollups)
      .where(and(eq(activityVisitRollups.activityId, unpublished), eq(activityVisitRollups.companyId, 0), eq(activityVisitRollups.grain, 2), eq(activityVisitRollups.platform, 0)));
    expect(days.map((d) => ({ bucket: Number(d.bucket), pv: d.pv })).sort((a, b) => a.bucket - b.bucket)).toEqual([
      { bucket: dayBucket(lastSecond), pv: 1 },
      { bucket: dayBucket(midnight), pv: 1 },
    ]);
    expect(dayBucket(midnight) - dayBucket(lastSecond)).toBe(86_400);
  });

  it("answer 403 for another company's activity and for another company's corner", async () => {
    for (const url of [URL.hour, URL.day, URL.platforms, URL.distribute]) {
      expect((await t.post(url, { activityId: live }, as(fundAdmin))).code, url).toBe(403);
    }
    const otherCompany = await t.companyOf("fund-admin");
    expect((await t.post(URL.hour, { activityId: live, companyId: otherCompany }, as(admin))).code).toBe(403);
    expect((await t.post(URL.hour, { activityId: live }, as(gov))).code).toBe(200);
  });

  it("list the PV each distribution partner reported", async () => {
    const rows = (await t.post<{ companyName: string; pvNum: number | null; uvNum: number | null }>(URL.distribute, { activityId: partnerEnded }, as(report))).datas;
    expect(rows).toContainEqual(expect.objectContaining({ pvNum: 386, uvNum: null }));
  });
});
