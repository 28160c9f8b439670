import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like, sql } from "drizzle-orm";
import { activities, activityDistributions, companies } from "#server/db/schema/index.ts";
import { DEMO_ACTIVITY } from "#server/db/seed/seed-activity.ts";
import { DEMO_COMPANY_NAMES } from "#server/db/seed/index.ts";
import type { TDistributionRow } from "#shared/api/activity.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const AUTH = "/base-service/api/auth/v1";
const URL = {
  distPage: `${AUTH}/activity_distribute/company_distribute_page`,
  distNextWeek: `${AUTH}/activity_distribute/company_distribute_activity`,
  submitPv: `${AUTH}/activity_distribute/submit_pv_uv`,
  gov: `${AUTH}/activity/gov_activity_page_new`,
  govExport: `${AUTH}/activity/gov_activity_export`,
  stat: `${AUTH}/activity_stat/list`,
  qaCount: `${AUTH}/question_answer_company/activity_question_answer_count`,
  avg: `${AUTH}/activity_broadcast/activity_broad_cast_avg`,
  notice: `${AUTH}/activity_stat/download_notice_template_file`,
  fundTemplate: `${AUTH}/activity_stat/download_fund_template_file`,
};
let t: TTestApp;
let admin: string;
let member: string;
let fund: string;
let gov: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, fund, gov] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("listed-member"), t.loginPass("fund-admin"), t.loginPass("gov-user")]);
});
afterAll(async () => t.close());

const as = (token: string) => ({ authorization: token });

async function idOf(title: string): Promise<number> {
  const [row] = await t.database.db.select({ id: activities.id }).from(activities).where(like(activities.title, `%${title}`));
  return row!.id;
}

const distPage = async (token: string, body: Record<string, unknown>) =>
  (await t.post<TPage<TDistributionRow>>(URL.distPage, { pageNo: 1, pageSize: 10, ...body } as never, as(token))).datas[0]!;

describe("distribution card (document 2 section 2.3)", () => {
  it("lists the rows of the distributing company by tab", async () => {
    const notEnded = await distPage(admin, { status: 1 });
    const ended = await distPage(admin, { status: 2 });
    const notSubmitted = await distPage(admin, { status: 3 });
    expect(notEnded.total).toBe(3);
    expect(ended.total).toBe(2);
    expect(notSubmitted.total).toBe(4);
    expect(ended.records.map((r) => r.submitStatus).sort()).toEqual([0, 1]);
    const row = ended.records.find((r) => r.submitStatus === 1)!;
    expect(row).toMatchObject({ companyFullName: DEMO_COMPANY_NAMES.report, pvNum: 386, pubStatus: 2, activityTitle: expect.stringContaining(DEMO_ACTIVITY.partnerEnded) });
    expect(row.liveDistributeUrl).toMatch(/^https:\/\//);
    expect((await distPage(admin, {})).total).toBe(5);
  });

  it("counts next week's activities for the badge", async () => {
    const res = await t.post<TPage<TDistributionRow>>(URL.distNextWeek, { pageNo: 1, pageSize: 10 }, as(admin));
    expect(res.datas[0]!.total).toBe(2);
    expect(res.datas[0]!.records.map((r) => r.activityStartDate)).toEqual(["2026-12-01", "2026-12-03"]);
  });

  it("submits the PV count of the company's own row with the PV rule on the server", async () => {
    const row = (await distPage(admin, { status: 3 })).records[0]!;
    expect(await t.post(URL.submitPv, { id: row.id, pvNum: "" }, as(admin))).toMatchObject({ code: 400, message: "请输入PV数" });
    expect(await t.post(URL.submitPv, { id: row.id }, as(admin))).toMatchObject({ code: 400, message: "请输入PV数" });
    expect(await t.post(URL.submitPv, { id: row.id, pvNum: "12a" }, as(admin))).toMatchObject({ code: 400, message: "PV数只能为数字" });
    expect(await t.post(URL.submitPv, { id: row.id, pvNum: "1234567890" }, as(admin))).toMatchObject({ code: 400, message: "PV数不能超过9位" });
    expect(await t.post(URL.submitPv, { id: row.id, pvNum: "987654321" }, as(admin))).toMatchObject({ code: 200 });
    const [saved] = await t.database.db.select().from(activityDistributions).where(eq(activityDistributions.id, row.id));
    expect(saved).toMatchObject({ pvNum: 987654321, submitStatus: 1 });
    expect((await distPage(admin, { status: 3 })).total).toBe(3);
  });

  it("refuses another company's row with 403, and members without the distribution flag", async () => {
    const [fundCompany] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES.fund));
    await t.database.db.update(companies).set({ isEnableDistribute: true }).where(eq(companies.id, fundCompany!.id));
    const [foreign] = await t.database.db
      .insert(activityDistributions)
      .values({ activityId: await idOf(DEMO_ACTIVITY.partnerLater), companyId: fundCompany!.id })
      .returning();
    expect(await t.post(URL.submitPv, { id: foreign!.id, pvNum: "5" }, as(admin))).toMatchObject({ code: 403 });
    const [unchanged] = await t.database.db.select().from(activityDistributions).where(eq(activityDistributions.id, foreign!.id));
    expect(unchanged).toMatchObject({ pvNum: null, submitStatus: 0 });
    expect((await distPage(fund, {})).records.map((r) => r.id)).toEqual([foreign!.id]);
    for (const url of [URL.distPage, URL.distNextWeek]) expect((await t.post(url, {}, as(member))).code).toBe(403);
    expect((await t.post(URL.submitPv, { id: foreign!.id, pvNum: "5" }, as(member))).code).toBe(403);
    expect(await t.post(URL.submitPv, { id: 999999, pvNum: "5" }, as(admin))).toMatchObject({ code: 400, message: "分发记录不存在" });
  });
});

describe("recent activities for government users", () => {
  it("pages published activities with the filters, and exports all of them", async () => {
    const all = await t.post<TPage<{ activityId: number; stockCode: string | null; shortName: string; title: string; holdWay: string }>>(URL.gov, { pageNo: 1, pageSize: 10 }, as(gov));
    expect(all.code).toBe(200);
    expect(all.datas[0]!.records).toHaveLength(10);
    const [{ n }] = ((await t.database.db.execute(
      sql`select count(*)::int as n from activity_companies ac join activities a on a.id = ac.activity_id where a.pub_status >= 1 and not a.is_cancel and not ac.is_cancel`,
    )) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
    expect(all.datas[0]!.total).toBe(n);
    const byCode = await t.post<TPage<{ stockCode: string; holdWay: string; title: string }>>(URL.gov, { stockCode: "300917", title: "开放日" }, as(gov));
    expect(byCode.datas[0]!.records).toEqual([expect.objectContaining({ stockCode: "300917", shortName: "鹏城智能", holdWay: "文字" })]);
    const ranged = await t.post<TPage<{ startDate: string }>>(URL.gov, { startDate: "2026-11-23", endDate: "2026-11-23" }, as(gov));
    expect(ranged.datas[0]!.records.every((r) => r.startDate === "2026-11-23")).toBe(true);
    expect(await t.post(URL.gov, { startDate: "2026-13-01" }, as(gov))).toMatchObject({ code: 400, message: "日期格式不正确" });
    const exported = await t.post(URL.govExport, { size: 0 }, as(gov));
    expect(exported.datas).toHaveLength(n);
  });

  it("is refused to everyone but government users with activity search", async () => {
    for (const token of [admin, fund, member]) {
      expect((await t.post(URL.gov, {}, as(token))).code).toBe(403);
      expect((await t.post(URL.govExport, {}, as(token))).code).toBe(403);
    }
  });
});

describe("activity statistics", () => {
  it("counts PV, UV and IP of the company's own activity from its visits (the rollups agree with the raw page loads)", async () => {
    const id = await idOf(DEMO_ACTIVITY.ended);
    const [expected] = ((await t.database.db.execute(
      sql`select count(*)::int as pv, count(distinct viewer)::int as uv, count(distinct ip)::int as ip from activity_visit_events where activity_id = ${id} and seq = 0`,
    )) as unknown as { rows: { pv: number; uv: number; ip: number }[] }).rows;
    const res = await t.post<Record<string, number>>(URL.stat, { size: 0, activityId: id }, as(admin));
    // Question and answer figures are the Q&A tab's own (whatever the demo seed asked there); qa-stats.test.ts tests them.
    const qa = (await t.post<{ questionNum: number; answerNum: number }>(URL.qaCount, { activityId: id }, as(admin))).datas[0]!;
    expect(res.datas[0]).toMatchObject({ allPvNum: expected!.pv, allUvNum: expected!.uv, allIpNum: expected!.ip, questionNum: qa.questionNum, answerNum: qa.answerNum });
    expect(expected!.pv).toBe(1520);
    expect(expected!.uv).toBeLessThan(expected!.pv);
    expect(res.datas[0]!.avgDuration).toBeGreaterThan(0);
    expect((await t.post<{ timeAvg: number }>(URL.avg, { activityId: id }, as(admin))).datas[0]!.timeAvg).toBe(res.datas[0]!.avgDuration);
  });

  it("lets a government user read any published activity's statistics, and nobody else another company's", async () => {
    const published = await idOf(DEMO_ACTIVITY.ended);
    const unpublished = await idOf(DEMO_ACTIVITY.fundPending);
    expect((await t.post(URL.stat, { activityId: published }, as(gov))).code).toBe(200);
    expect((await t.post(URL.stat, { activityId: unpublished }, as(gov))).code).toBe(403);
    expect((await t.post(URL.stat, { activityId: published }, as(fund))).code).toBe(403);
    expect((await t.post(URL.avg, { activityId: published }, as(fund))).code).toBe(403);
  });
});

describe("template links", () => {
  it("answers the mode's announcement template and the fund template for the company's own activity", async () => {
    const id = await idOf(DEMO_ACTIVITY.published);
    expect((await t.post<string>(URL.notice, { activityId: id }, as(admin))).datas).toEqual(["/api/docs/mode-live-notice.pdf"]);
    expect((await t.post<string>(URL.notice, { activityId: id, modeId: 5 }, as(admin))).datas).toEqual(["/api/docs/mode-own-video-notice.pdf"]);
    const fundId = await idOf(DEMO_ACTIVITY.fundPending);
    expect((await t.post<string>(URL.fundTemplate, { activityId: fundId }, as(fund))).datas[0]).toMatch(/fund/);
    expect((await t.post(URL.notice, { activityId: fundId }, as(admin))).code).toBe(403);
    expect((await t.post(URL.fundTemplate, { activityId: id }, as(fund))).code).toBe(403);
  });
});
