import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activities, activityCompanies, activityDistributions, activityVisitEvents } from "#server/db/schema/index.ts";
import type { TDistributionDetails } from "#shared/api/activity.contract.ts";
import { OpsMsg } from "#shared/activity/ops-rules.ts";
import { replyRate } from "#shared/qa/qa-rules.ts";
import { rebuildRollups } from "#server/modules/visit-stats/index.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { AUTH, activityId, as, companyIdOf } from "./qa-helpers.ts";

// The distribution details (document 4 section 2.7; document 2 section 2.3 "Row view opens
// /distributeDetails/{activityId}"): for the assigned partner and for the company holding the activity.

const DETAILS = `${AUTH}/activity_distribute/distribute_details`;
const STATS = `${AUTH}/activity_stat/list`;

let t: TTestApp;
let partner: string;
let holder: string;
let stranger: string;
let memberWithoutRight: string;
let ended: number;
let mainId: number;
let reportId: number;
let closedId: number;

beforeAll(async () => {
  t = await createTestApp();
  ended = await activityId(t, "partnerEnded");
  [mainId, reportId, closedId] = await Promise.all([companyIdOf(t, "listedMain"), companyIdOf(t, "report"), companyIdOf(t, "listedClosed")]);
  [partner, holder, stranger, memberWithoutRight] = await Promise.all([
    t.loginPass("listed-admin"),
    t.loginPass("report-admin"),
    t.loginPass("fund-admin"),
    t.loginPass("listed-member"),
  ]);
});
afterAll(async () => t.close());

async function details(token: string, body: Record<string, unknown>) {
  return t.post<TDistributionDetails>(DETAILS, body as never, as(token));
}

describe("distribute_details", () => {
  it("shows the partner the activity, its own addresses and PV status, and the activity's data", async () => {
    const res = await details(partner, { activityId: ended });
    expect(res.code, res.message).toBe(200);
    const d = res.datas[0]!;
    expect(d.viewer).toBe("partner");
    expect(d.activity).toMatchObject({ activityId: ended, status: 3, isCancel: false, companyFullName: "杭州云栖数据技术股份有限公司" });
    expect(d.distributions).toHaveLength(1);
    expect(d.distributions[0]).toMatchObject({ partnerCompanyId: mainId, submitStatus: 1, pvNum: 386 });
    expect(d.distributions[0]!.liveDistributeUrl).toMatch(/^https:\/\/.+\/live$/);
    expect(d.distributions[0]!.liveDistributeBackUrl).toMatch(/live-backup$/);
    expect(d.distributions[0]!.interactUrl).toMatch(/interact$/);
    expect(d.corner).toBeNull();
    expect(d.companies.map((c) => c.companyId)).toEqual([reportId]);

    // the same figures as the holder's own statistics call
    const stat = (await t.post<{ allPvNum: number; allUvNum: number; allIpNum: number; questionNum: number; answerNum: number }>(STATS, { activityId: ended }, as(holder))).datas[0]!;
    expect(d.stats).toEqual({
      allPvNum: stat.allPvNum,
      allUvNum: stat.allUvNum,
      allIpNum: stat.allIpNum,
      questionNum: stat.questionNum,
      answerNum: stat.answerNum,
      replyRate: replyRate(stat.questionNum, stat.answerNum),
    });
    expect(d.stats.allPvNum).toBe(990);
  });

  it("shows the company holding the activity every partner's row", async () => {
    const d = (await details(holder, { activityId: ended })).datas[0]!;
    expect(d.viewer).toBe("holder");
    expect(d.distributions.map((r) => r.partnerFullName)).toEqual(["深圳市鹏城智能科技股份有限公司"]);
  });

  it("refuses (403) a company that is neither partner nor holder, a member without the distribution right, and unknown activities", async () => {
    expect(await details(stranger, { activityId: ended })).toMatchObject({ code: 403, message: "暂无权限" });
    expect((await details(memberWithoutRight, { activityId: ended })).code).toBe(403);
    expect((await details(partner, { activityId: 99999999 })).code).toBe(403);
    expect((await t.post(DETAILS, { activityId: ended })).code).toBe(401);
    const operator = await t.loginPass("ops-operator");
    expect((await details(operator, { activityId: ended })).code).toBe(403);
  });

  it("follows a PV submit", async () => {
    const nextWeek = await activityId(t, "partnerNextWeek");
    const before = (await details(partner, { activityId: nextWeek })).datas[0]!.distributions[0]!;
    expect(before.submitStatus).toBe(0);
    const submit = await t.post(`${AUTH}/activity_distribute/submit_pv_uv`, { id: before.id, pvNum: "321" }, as(partner));
    expect(submit.code, submit.message).toBe(200);
    const after = (await details(partner, { activityId: nextWeek })).datas[0]!.distributions[0]!;
    expect(after).toMatchObject({ submitStatus: 1, pvNum: 321 });
  });

  describe("one company's corner (/distributeSingle)", () => {
    beforeAll(async () => {
      // Make the ended activity a collective with a second company taking part, whose corner had visits.
      await t.database.db.update(activities).set({ isMulti: true }).where(eq(activities.id, ended));
      await t.database.db.insert(activityCompanies).values({ activityId: ended, companyId: closedId, isAcceptAgreement: true });
      const at = new Date();
      await t.database.db.insert(activityVisitEvents).values([
        { visitId: "corner-visit-1", seq: 0, activityId: ended, companyId: closedId, viewer: "v:corner-a", ip: "10.9.0.1", platform: 1, at },
        { visitId: "corner-visit-2", seq: 0, activityId: ended, companyId: closedId, viewer: "v:corner-a", ip: "10.9.0.1", platform: 1, at },
        { visitId: "corner-visit-3", seq: 0, activityId: ended, companyId: closedId, viewer: "v:corner-b", ip: "10.9.0.2", platform: 2, at },
      ]);
      await rebuildRollups(t.database.db, [ended]);
    });

    it("narrows the data to the corner's visits and questions, for the partner any corner", async () => {
      const d = (await details(partner, { activityId: ended, companyId: closedId })).datas[0]!;
      expect(d.corner).toMatchObject({ companyId: closedId, shortName: "长江新材" });
      expect(d.companies.map((c) => c.companyId)).toEqual([reportId, closedId]);
      expect(d.stats).toMatchObject({ allPvNum: 3, allUvNum: 2, allIpNum: 2, questionNum: 0, answerNum: 0, replyRate: "0.00" });
      expect((await details(partner, { activityId: ended, companyId: reportId })).datas[0]!.corner?.companyId).toBe(reportId);
    });

    it("refuses a company not taking part, and a holder's look at another company's corner", async () => {
      const fundId = await companyIdOf(t, "fund");
      expect(await details(partner, { activityId: ended, companyId: fundId })).toMatchObject({ code: 400, message: OpsMsg.partNotFound });
      expect((await details(holder, { activityId: ended, companyId: closedId })).code).toBe(403);
      expect((await details(holder, { activityId: ended, companyId: reportId })).code).toBe(200);
    });
  });

  it("a partner's row of another activity gives no access to this one", async () => {
    const rows = await t.database.db
      .select()
      .from(activityDistributions)
      .where(and(eq(activityDistributions.activityId, ended), eq(activityDistributions.companyId, mainId)));
    expect(rows).toHaveLength(1);
    const notDistributed = await activityId(t, "inProgress");
    // listed-admin holds this one (so it opens as holder), but fund-admin neither holds nor distributes it
    expect((await details(partner, { activityId: notDistributed })).datas[0]!.viewer).toBe("holder");
    expect((await details(stranger, { activityId: notDistributed })).code).toBe(403);
  });
});
