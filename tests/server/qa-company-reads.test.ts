import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activities } from "#server/db/schema/index.ts";
import { ZQaCount, ZQaExport, ZQaRecord, type TQaCount, type TQaExport, type TQaRecord } from "#shared/api/qa.contract.ts";
import { MSG_FORBIDDEN, type TPage } from "#shared/http/envelope.ts";
import { QaMsg, qaExportFileName } from "#shared/qa/qa-rules.ts";
import { DEMO_ACTIVITY } from "#server/db/seed/seed-activity.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";
import { activityIdOf, addAnswer, addQuestion, clearQa, companyIdOf, seedLiveScenario, type TLiveScenario } from "./qa-read-fixtures.ts";

const AUTH = "/base-service/api/auth/v1";
const OPS = "/base-service/api/ops/v1";
const URL = {
  count: `${AUTH}/question_answer_company/activity_question_answer_count`,
  page: `${AUTH}/question_answer_company/company_question_answer_page`,
  refusedQa: `${AUTH}/question_answer_company/company_question_refuse_qa_page`,
  refusedAnswer: `${AUTH}/question_answer_company/company_question_refuse_answer_page`,
  excel: `${AUTH}/activity_stat/export_question_answer`,
  txt: `${AUTH}/activity_stat/answer_question_txt`,
  ir: `${AUTH}/activity_stat/answer_question_list`,
};

let t: TTestApp;
let admin: string;
let member: string;
let fund: string;
let gov: string;
let report: string;
let investor: string;
let ops: string;
let live: number;
let collective: number;
let unpublished: number;
let fundActivity: number;
let s: TLiveScenario;

const as = (token: string) => ({ authorization: token });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [admin, member, fund, gov, report, investor, ops] = await Promise.all([
    t.loginPass("listed-admin"),
    t.loginPass("listed-member"),
    t.loginPass("fund-admin"),
    t.loginPass("gov-user"),
    t.loginPass("report-admin"),
    t.loginMobile("13800000001"),
    t.loginPass("ops-admin"),
  ]);
  [live, collective, unpublished, fundActivity] = await Promise.all([
    activityIdOf(db, DEMO_ACTIVITY.inProgress),
    activityIdOf(db, DEMO_ACTIVITY.collectiveEnded),
    activityIdOf(db, DEMO_ACTIVITY.infoSubmitted),
    activityIdOf(db, DEMO_ACTIVITY.fundPublished),
  ]);
  await clearQa(db, [live, collective, unpublished, fundActivity]);
  const main = await companyIdOf(db, "listedMain");
  s = await seedLiveScenario(db, live, main);
  // A collective activity: each company sees the questions put to it, never another's.
  const reportCo = await companyIdOf(db, "report");
  const mine = await addQuestion(db, { activityId: collective, companyId: main, status: 1, at: 100 });
  await addAnswer(db, mine, { status: 1, at: 90 });
  await addQuestion(db, { activityId: collective, companyId: reportCo, status: 1, at: 95 });
  await addQuestion(db, { activityId: collective, companyId: reportCo, status: 3, at: 94 });
  // The unpublished test page: its test questions count while it stays unpublished.
  await addQuestion(db, { activityId: unpublished, companyId: main, status: 3, at: 10, isTestData: true });
  await addQuestion(db, { activityId: fundActivity, companyId: await companyIdOf(db, "fund"), status: 1, at: 10 });
});
afterAll(async () => t.close());

async function count(token: string, activityId: number, isGovData?: number) {
  return t.post<TQaCount>(URL.count, { activityId, isGovData }, as(token));
}
async function pageOf(url: string, token: string, body: Record<string, unknown>) {
  const res = await t.post<TPage<TQaRecord>>(url, body as never, as(token));
  expect(res.code, res.message).toBe(200);
  return res.datas[0]!;
}

describe("activity_question_answer_count", () => {
  it("counts the company's approved questions, approved answers, the sub-tabs and the reply rate", async () => {
    const res = await count(admin, live);
    expect(res.code, res.message).toBe(200);
    expect(res.datas[0]).toEqual({
      questionNum: 5,
      answerNum: 2,
      replyRate: "40.00",
      pendingNum: 2,
      answeredNum: 3,
      speechNum: 2,
      refusedNum: 1,
      cancelledAnswerNum: 4,
    });
    expect(() => ZQaCount.parse(res.datas[0])).not.toThrow();
  });

  it("counts only the caller's questions in a collective activity, and test data only while unpublished", async () => {
    expect((await count(admin, collective)).datas[0]).toMatchObject({ questionNum: 1, answerNum: 1, replyRate: "100.00", pendingNum: 0 });
    expect((await count(report, collective)).datas[0]).toMatchObject({ questionNum: 2, answerNum: 0, replyRate: "0.00", pendingNum: 2 });
    expect((await count(admin, unpublished)).datas[0]).toMatchObject({ questionNum: 1, pendingNum: 1 });
  });

  it("lets a government user with activity search read a published activity's counts with isGovData 1", async () => {
    expect((await count(gov, collective, 1)).datas[0]).toMatchObject({ questionNum: 3, answerNum: 1, replyRate: "33.33" });
    expect((await count(gov, live, 1)).datas[0]).toMatchObject({ questionNum: 5, answerNum: 2 });
    expect(await count(gov, live)).toMatchObject({ code: 403, message: MSG_FORBIDDEN });
    expect(await count(gov, unpublished, 1)).toMatchObject({ code: 403, message: MSG_FORBIDDEN });
    expect(await count(fund, live, 1)).toMatchObject({ code: 403, message: MSG_FORBIDDEN });
  });

  it("refuses other companies, personal users and operators, and asks strangers to log in", async () => {
    for (const token of [fund, investor, ops]) expect(await count(token, live)).toMatchObject({ code: 403, message: MSG_FORBIDDEN });
    expect(await count(admin, 999_999)).toMatchObject({ code: 403, message: MSG_FORBIDDEN });
    expect((await t.post(URL.count, { activityId: live })).code).toBe(401);
    expect(await t.post(URL.count, { activityId: "x" }, as(admin))).toMatchObject({ code: 400, message: "活动编号不正确" });
  });
});

describe("activity_question_answer_count: the spec's fields (document 3, Statistics: activityId, companyId, isGovData false)", () => {
  const body = (activityId: number, extra: Record<string, unknown>) => ({ activityId, ...extra });

  it("takes isGovData as the spec's boolean, true/false as well as 1/0", async () => {
    expect((await t.post<TQaCount>(URL.count, body(live, { isGovData: "false" }), as(admin))).datas[0]).toMatchObject({ questionNum: 5 });
    expect((await t.post<TQaCount>(URL.count, body(live, { isGovData: false }), as(admin))).datas[0]).toMatchObject({ questionNum: 5 });
    expect((await t.post<TQaCount>(URL.count, body(collective, { isGovData: "true" }), as(gov))).datas[0]).toMatchObject({ questionNum: 3 });
    expect(await t.post(URL.count, body(live, { isGovData: "false" }), as(gov))).toMatchObject({ code: 403, message: MSG_FORBIDDEN });
    expect(await t.post(URL.count, body(live, { isGovData: "maybe" }), as(admin))).toMatchObject({ code: 400 });
  });

  it("honours companyId: a company's own part, one company of a collective for the government reader", async () => {
    const main = await companyIdOf(t.database.db, "listedMain");
    const reportCo = await companyIdOf(t.database.db, "report");
    expect((await t.post<TQaCount>(URL.count, body(collective, { companyId: main, isGovData: false }), as(admin))).datas[0]).toMatchObject({ questionNum: 1 });
    // the government reader narrows a collective activity to one of its companies
    expect((await t.post<TQaCount>(URL.count, body(collective, { companyId: reportCo, isGovData: true }), as(gov))).datas[0]).toMatchObject({
      questionNum: 2, answerNum: 0,
    });
    expect((await t.post<TQaCount>(URL.count, body(collective, { companyId: main, isGovData: 1 }), as(gov))).datas[0]).toMatchObject({ questionNum: 1 });
  });

  it("refuses a company the caller may not read, and a company not taking part", async () => {
    const main = await companyIdOf(t.database.db, "listedMain");
    const reportCo = await companyIdOf(t.database.db, "report");
    const fundCo = await companyIdOf(t.database.db, "fund");
    // another company's part of the same collective activity
    expect(await t.post(URL.count, body(collective, { companyId: reportCo }), as(admin))).toMatchObject({ code: 403, message: MSG_FORBIDDEN });
    expect(await t.post(URL.count, body(collective, { companyId: reportCo, isGovData: true }), as(admin))).toMatchObject({ code: 403 });
    expect(await t.post(URL.count, body(collective, { companyId: main }), as(report))).toMatchObject({ code: 403, message: MSG_FORBIDDEN });
    expect(await t.post(URL.count, body(collective, { companyId: fundCo, isGovData: true }), as(gov))).toMatchObject({ code: 400 });
    expect(await t.post(URL.count, body(collective, { companyId: main }), as(fund))).toMatchObject({ code: 403 });
  });
});

describe("company_question_answer_page", () => {
  it("lists approved questions without a live answer newest approval first, 5 per page", async () => {
    const p = await pageOf(URL.page, admin, { activityId: live, pageNo: 1, questionType: 1, isAnswered: 0 });
    expect(p.records.map((r) => r.id)).toEqual([s.q2.id, s.q1.id]);
    expect(p).toMatchObject({ total: 2, current: 1, pages: 1 });
    expect(p.records[1]).toMatchObject({ status: 1, statusText: "已通过", answerId: null, replyContent: null, questionAddOneCount: 120, isTestData: false });
    expect(p.records[0]).toMatchObject({ status: 3, statusText: "自动通过" });
    expect(p.records[1]!.activityTitle).toMatch(DEMO_ACTIVITY.inProgress);
    expect(() => ZQaRecord.array().parse(p.records)).not.toThrow();
  });

  it("takes isAnswered as the spec's boolean: false/true as well as 0/1, null for both", async () => {
    const of = async (isAnswered: unknown) => (await pageOf(URL.page, admin, { activityId: live, questionType: 1, isAnswered })).records.map((r) => r.id);
    expect(await of("false")).toEqual(await of(0));
    expect(await of(true)).toEqual(await of("1"));
    expect(await of("null")).toHaveLength(5);
  });

  it("shows the test page's questions, marked as test data, while the activity is unpublished", async () => {
    const p = await pageOf(URL.page, admin, { activityId: unpublished, questionType: 1, isAnswered: 0 });
    expect(p.records.map((r) => r.isTestData)).toEqual([true]);
  });

  it("lists answered questions newest answer first, with the live answer and its review state", async () => {
    const p = await pageOf(URL.page, admin, { activityId: live, questionType: 1, isAnswered: 1 });
    expect(p.records.map((r) => r.id)).toEqual([s.q5.id, s.q3.id, s.q4.id]);
    expect(p.records.map((r) => r.answerId)).toEqual([s.a5.id, s.a3.id, s.a4.id]);
    expect(p.records[1]).toMatchObject({ repalyStatus: 0, repalyStatusText: "待审核", replyContent: s.a3.content, isCancel: false });
    expect(p.records[0]).toMatchObject({ repalyStatus: 3, guestName: "王海涛" });
  });

  it("lists standing speeches newest first and pages by pageSize", async () => {
    const p = await pageOf(URL.page, admin, { activityId: live, questionType: 3 });
    expect(p.records.map((r) => r.id)).toEqual([s.s2.id, s.s1.id]);
    expect(p.records[0]).toMatchObject({ questionType: 3, statusText: "待审核", guestTitle: "董事会秘书" });
    const second = await pageOf(URL.page, admin, { activityId: live, questionType: 1, pageNo: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, current: 2, pages: 3 });
    expect(second.records).toHaveLength(2);
  });

  it("is open to any member of the company (like its other activity calls) and closed to others", async () => {
    expect((await pageOf(URL.page, member, { activityId: live, questionType: 1, isAnswered: 0 })).total).toBe(2);
    expect(await t.post(URL.page, { activityId: live, questionType: 1 }, as(fund))).toMatchObject({ code: 403, message: MSG_FORBIDDEN });
    expect(await t.post(URL.page, { activityId: live, questionType: 2 }, as(admin))).toMatchObject({ code: 400, message: "问题类型不正确" });
    const other = await pageOf(URL.page, report, { activityId: collective, questionType: 1, isAnswered: 0 });
    expect(other.total).toBe(2);
  });
});

describe("refused questions and dead answers", () => {
  it("lists refused questions with the operator's reason; a pending question never shows", async () => {
    const p = await pageOf(URL.refusedQa, admin, { activityId: live, questionTypeList: [2], size: 0 });
    expect(p.records.map((r) => r.id)).toEqual([s.q6.id]);
    expect(p.records[0]).toMatchObject({ status: 2, statusText: "已拒绝", auditReason: "内容不当" });
    expect((await pageOf(URL.refusedQa, admin, { activityId: live, questionTypeList: [0] })).total).toBe(0);
  });

  it("lists revoked or refused answers and speeches newest first, filtered by questionType", async () => {
    const all = await pageOf(URL.refusedAnswer, admin, { activityId: live });
    expect(all.total).toBe(4);
    expect(all.records.map((r) => [r.questionType, r.answerId ?? r.id])).toEqual([
      [3, s.s4.id],
      [3, s.s3.id],
      [1, s.a4dead1.id],
      [1, s.a4dead2.id],
    ]);
    expect(all.records[1]).toMatchObject({ isCancel: true, cancelReason: "发言有误", repalyStatusText: "已撤销" });
    expect(all.records[2]).toMatchObject({ id: s.q4.id, isCancel: true, cancelReason: "回复有误", replyContent: s.a4dead1.content });
    expect(all.records[3]).toMatchObject({ repalyStatus: 2, repalyStatusText: "已拒绝", auditReason: "回复不当" });
    const answers = await pageOf(URL.refusedAnswer, admin, { activityId: live, questionType: 1 });
    expect(answers.records.map((r) => r.answerId)).toEqual([s.a4dead1.id, s.a4dead2.id]);
    const speeches = await pageOf(URL.refusedAnswer, admin, { activityId: live, questionType: 3, pageSize: 1, pageNo: 2 });
    expect(speeches).toMatchObject({ total: 2, pages: 2 });
    expect(speeches.records.map((r) => r.id)).toEqual([s.s3.id]);
  });
});

describe("the three exports", () => {
  it("answers every record of sub-tabs 1 to 3 for Excel, in the order they happened, with the file name's counts", async () => {
    const res = await t.post<TQaExport>(URL.excel, { activityId: live }, as(admin));
    expect(res.code, res.message).toBe(200);
    const e = ZQaExport.parse(res.datas[0]);
    expect(e.records.map((r) => r.id)).toEqual([s.q4.id, s.q1.id, s.q3.id, s.q2.id, s.q5.id, s.s1.id, s.s2.id]);
    expect(e).toMatchObject({ companyName: "鹏城智能", companyType: 1, activityId: live, isMulti: false, questionNum: 5, answerNum: 2 });
    expect(qaExportFileName("excel", e.companyName, e.activityId, e.questionNum, e.answerNum)).toBe(`鹏城智能-${live}-问答记录-问题5条-回答2条.xlsx`);
  });

  it("answers only the publicly answered questions for txt and the investor-relations table", async () => {
    const txt = (await t.post<TQaExport>(URL.txt, { activityId: live }, as(admin))).datas[0]!;
    expect(txt.records.map((r) => [r.id, r.answerId])).toEqual([
      [s.q4.id, s.a4.id],
      [s.q5.id, s.a5.id],
    ]);
    const ir = await t.post<TQaExport>(URL.ir, { activityId: live }, as(admin));
    expect(ir.code, ir.message).toBe(200);
    expect(ir.datas[0]!.records).toEqual(txt.records);
  });

  it("refuses the investor-relations table for collective activities and other company types", async () => {
    expect(await t.post(URL.ir, { activityId: collective }, as(admin))).toMatchObject({ code: 400, message: QaMsg.irExportNotAllowed });
    expect(await t.post(URL.ir, { activityId: fundActivity }, as(fund))).toMatchObject({ code: 400, message: QaMsg.irExportNotAllowed });
    expect((await t.post<TQaExport>(URL.excel, { activityId: collective }, as(admin))).datas[0]!.records).toHaveLength(1);
    expect(await t.post(URL.txt, { activityId: live }, as(report))).toMatchObject({ code: 403, message: MSG_FORBIDDEN });
  });
});

describe("through the write calls", () => {
  it("follows one question from the ask to the revoked answer in the counts and the sub-tabs", async () => {
    const db = t.database.db;
    const id = await activityIdOf(db, DEMO_ACTIVITY.published);
    await clearQa(db, [id]);
    // The answer window around the pinned clock, so the company may answer on the formally published page.
    await db
      .update(activities)
      .set({ answerStartTime: new Date(Date.parse(TEST_NOW) - 3_600_000), answerEndTime: new Date(Date.parse(TEST_NOW) + 3_600_000) })
      .where(eq(activities.id, id));
    const key = () => ({ "idempotency-key": crypto.randomUUID() });
    const asked = await t.post<{ id: number }>(`${AUTH}/question_answer/ask_question`, { activityId: id, content: "请问分红计划？" }, { ...as(investor), ...key() });
    expect(asked.code, asked.message).toBe(200);
    const qid = asked.datas[0]!.id;
    // pending review: the company sees nothing yet
    expect((await count(admin, id)).datas[0]).toMatchObject({ questionNum: 0, pendingNum: 0 });
    expect((await t.post(`${OPS}/qa/moderate`, { kind: 1, id: qid, status: 1 }, { ...as(ops), ...key() })).code).toBe(200);
    expect((await count(admin, id)).datas[0]).toMatchObject({ questionNum: 1, pendingNum: 1, answerNum: 0 });

    const answered = await t.post<TQaRecord>(`${AUTH}/question_answer_company/guest_answer`, { activityId: id, id: qid, content: "感谢关注。" }, { ...as(admin), ...key() });
    expect(answered.code, answered.message).toBe(200);
    const answerId = answered.datas[0]!.answerId!;
    expect((await count(admin, id)).datas[0]).toMatchObject({ pendingNum: 0, answeredNum: 1, answerNum: 0, replyRate: "0.00" });
    expect((await t.post(`${OPS}/qa/moderate`, { kind: 2, id: answerId, status: 1 }, { ...as(ops), ...key() })).code).toBe(200);
    expect((await count(admin, id)).datas[0]).toMatchObject({ answerNum: 1, replyRate: "100.00" });
    const listed = await pageOf(URL.page, admin, { activityId: id, questionType: 1, isAnswered: 1 });
    expect(listed.records[0]).toMatchObject({ id: qid, answerId, repalyStatus: 1, replyContent: "感谢关注。" });

    const revoked = await t.post(`${AUTH}/question_answer_company/company_cancel_answer`, { id: answerId, questionType: 1, cancelReason: "数据有误" }, { ...as(admin), ...key() });
    expect(revoked.code, revoked.message).toBe(200);
    expect((await count(admin, id)).datas[0]).toMatchObject({ questionNum: 1, pendingNum: 1, answerNum: 0, cancelledAnswerNum: 1 });
    const dead = await pageOf(URL.refusedAnswer, admin, { activityId: id, questionType: 1 });
    expect(dead.records[0]).toMatchObject({ id: qid, answerId, isCancel: true, cancelReason: "数据有误" });
    expect((await pageOf(URL.page, admin, { activityId: id, questionType: 1, isAnswered: 0 })).records.map((r) => r.id)).toEqual([qid]);
  });
});
