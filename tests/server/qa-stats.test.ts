import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TQaCount } from "#shared/api/qa.contract.ts";
import { replyRate } from "#shared/qa/qa-rules.ts";
import { DEMO_ACTIVITY } from "#server/db/seed/seed-activity.ts";
import { ASK_COUNT_FIELD } from "#server/modules/qa-stats/qa-counts.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { activityIdOf, addAnswer, addQuestion, clearQa, companyIdOf, seedLiveScenario } from "./qa-read-fixtures.ts";

const AUTH = "/base-service/api/auth/v1";
const URL = {
  stat: `${AUTH}/activity_stat/list`,
  count: `${AUTH}/question_answer_company/activity_question_answer_count`,
};

let t: TTestApp;
let admin: string;
let gov: string;
let report: string;
let live: number;
let collective: number;
let unpublished: number;

const as = (token: string) => ({ authorization: token });
const stat = (token: string, activityId: number) => t.post<Record<string, number>>(URL.stat, { size: 0, activityId }, as(token));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [admin, gov, report] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("gov-user"), t.loginPass("report-admin")]);
  [live, collective, unpublished] = await Promise.all([
    activityIdOf(db, DEMO_ACTIVITY.inProgress),
    activityIdOf(db, DEMO_ACTIVITY.collectiveEnded),
    activityIdOf(db, DEMO_ACTIVITY.infoSubmitted),
  ]);
  await clearQa(db, [live, collective, unpublished]);
  const main = await companyIdOf(db, "listedMain");
  const reportCo = await companyIdOf(db, "report");
  await seedLiveScenario(db, live, main);
  const mine = await addQuestion(db, { activityId: collective, companyId: main, status: 1, at: 100, identity: "fund" });
  await addAnswer(db, mine, { status: 3, at: 90 });
  await addQuestion(db, { activityId: collective, companyId: reportCo, status: 1, at: 95, identity: "shipCompany" });
  // a bucket this build does not know counts as other
  await addQuestion(db, { activityId: collective, companyId: reportCo, status: 3, at: 94, identity: "alien" });
  await addQuestion(db, { activityId: unpublished, companyId: main, status: 1, at: 10, isTestData: true, identity: "medium" });
});
afterAll(async () => t.close());

describe("activity_stat/list: questions, answers and asks by identity", () => {
  it("counts the company's approved questions and approved answers, and the askers by identity bucket", async () => {
    const res = await stat(admin, live);
    expect(res.code, res.message).toBe(200);
    expect(res.datas[0]).toMatchObject({
      questionNum: 5,
      answerNum: 2,
      personalAskCount: 1,
      vipAskCount: 1,
      mediumAskCount: 1,
      governmentAskCount: 1,
      otherAskCount: 1,
      shipCompanyAskCount: 0,
      fundAskCount: 0,
    });
    // the identity bars add up to the questions counted, and the figures agree with the Q&A tab's
    const row = res.datas[0]!;
    expect(Object.values(ASK_COUNT_FIELD).reduce((sum, f) => sum + row[f]!, 0)).toBe(row.questionNum);
    const tab = (await t.post<TQaCount>(URL.count, { activityId: live }, as(admin))).datas[0]!;
    expect([tab.questionNum, tab.answerNum]).toEqual([row.questionNum, row.answerNum]);
    expect(replyRate(row.questionNum!, row.answerNum!)).toBe(tab.replyRate);
  });

  it("gives each company of a collective activity its own figures and a government user the whole activity's", async () => {
    expect((await stat(admin, collective)).datas[0]).toMatchObject({ questionNum: 1, answerNum: 1, fundAskCount: 1, shipCompanyAskCount: 0 });
    expect((await stat(report, collective)).datas[0]).toMatchObject({ questionNum: 2, answerNum: 0, shipCompanyAskCount: 1, otherAskCount: 1 });
    expect((await stat(gov, collective)).datas[0]).toMatchObject({ questionNum: 3, answerNum: 1, fundAskCount: 1, shipCompanyAskCount: 1, otherAskCount: 1 });
  });

  it("counts test data while the page is unpublished, and leaves it out once published", async () => {
    expect((await stat(admin, unpublished)).datas[0]).toMatchObject({ questionNum: 1, mediumAskCount: 1 });
    // q8 of the live scenario is test data with an approved answer: not in the live activity's figures
    expect((await stat(admin, live)).datas[0]).toMatchObject({ questionNum: 5, answerNum: 2 });
  });

  it("keeps PV, UV and IP and the access rule of the statistics call", async () => {
    const row = (await stat(admin, live)).datas[0]!;
    expect(row.allPvNum).toBe(640);
    expect((await stat(gov, unpublished)).code).toBe(403);
  });
});
