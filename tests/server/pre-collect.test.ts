import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activities, preCollectQuestions } from "#server/db/schema/index.ts";
import { PreCollectMsg } from "#shared/qa/pre-collect-rules.ts";
import type { TPreCollectQuestion, TPublicPreCollect, TOpenActivity } from "#shared/api/pre-collect.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { AUTH, PUB, activityId, as } from "./qa-helpers.ts";

// Pre-collected Q&A (issue 18; document 3 sections 3, 4, 5 and 7; document 4 section 2.7).

const QC = `${AUTH}/question_collect`;
const URL = {
  page: `${QC}/question_collect_company_page`,
  list: `${QC}/question_collect_company_list`,
  answer: `${QC}/company_user_answer`,
  unsuitable: `${QC}/change_status`,
  undo: `${QC}/cancel_status`,
  cancelAnswer: `${QC}/company_user_cancel_answer`,
  add: `${QC}/add_question_answer`,
  submitExcel: `${QC}/submit_question_collect_excel`,
  submit: `${QC}/submit_question`,
  open: `${PUB}/question_collect/open_activity_list`,
  answered: `${PUB}/question_collect/answered_list`,
};

let t: TTestApp;
let admin: string;
let fundAdmin: string;
let investor: string;
let open: number;
let started: number;

const pageOf = async (status?: number, pageNo = 1) =>
  (await t.post<TPage<TPreCollectQuestion>>(URL.page, { activityId: open, pageNo, pageSize: 5, ...(status === undefined ? {} : { status }) }, as(admin))).datas[0]!;
const newest = async () => (await pageOf()).records[0]!;

beforeAll(async () => {
  t = await createTestApp();
  [admin, fundAdmin, investor] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("fund-admin"), t.loginMobile("13800000001")]);
  [open, started] = await Promise.all([activityId(t, "published"), activityId(t, "inProgress")]);
  await t.database.db.update(activities).set({ moduleHasPreCollection: true }).where(eq(activities.id, started));
});
afterAll(async () => t.close());

describe("an investor's question (/preCallQa)", () => {
  it("lists the open activities and takes a personal user's question while collection is open", async () => {
    const list = (await t.post<TOpenActivity>(URL.open, {})).datas;
    expect(list.map((a) => a.activityId)).toContain(open);
    expect(list.map((a) => a.activityId)).not.toContain(started);
    expect(await t.post(URL.submit, { activityId: open, question: "今年的分红比例会提高吗？" }, as(investor))).toMatchObject({ code: 200 });
    expect(await newest()).toMatchObject({ question: "今年的分红比例会提高吗？", status: 0, collectType: 1, userType: 1, answer: null });
  });

  it("refuses a started activity, an enterprise user, an empty or long question, and stores nothing", async () => {
    const before = (await pageOf()).total;
    expect(await t.post(URL.submit, { activityId: started, question: "问题" }, as(investor))).toMatchObject({ code: 400, message: PreCollectMsg.collectionClosed });
    expect(await t.post(URL.submit, { activityId: open, question: "问题" }, as(admin))).toMatchObject({ code: 400, message: PreCollectMsg.personalOnly });
    expect(await t.post(URL.submit, { activityId: open, question: "  " }, as(investor))).toMatchObject({ code: 400, message: PreCollectMsg.questionRequired });
    expect(await t.post(URL.submit, { activityId: open, question: "问".repeat(501) }, as(investor))).toMatchObject({ code: 400, message: PreCollectMsg.questionTooLong });
    expect((await t.post(URL.submit, { activityId: open, question: "问题" })).code).toBe(401);
    expect((await pageOf()).total).toBe(before);
  });
});

describe("the company's pre-collected Q&A", () => {
  it("moves a question through not suitable, back, answered and back, each only from its state", async () => {
    const q = await newest();
    expect(await t.post(URL.unsuitable, { id: q.id }, as(admin))).toMatchObject({ code: 200 });
    expect((await pageOf(2)).records.map((r) => r.id)).toContain(q.id);
    expect(await t.post(URL.answer, { id: q.id, answer: "回答" }, as(admin))).toMatchObject({ code: 400, message: PreCollectMsg.notPending });
    expect(await t.post(URL.undo, { id: q.id }, as(admin))).toMatchObject({ code: 200 });
    expect(await t.post(URL.undo, { id: q.id }, as(admin))).toMatchObject({ code: 400, message: PreCollectMsg.notUnsuitable });
    expect(await t.post(URL.answer, { id: q.id, answer: "" }, as(admin))).toMatchObject({ code: 400, message: PreCollectMsg.replyRequired });
    expect(await t.post(URL.answer, { id: q.id, answer: "会保持稳定增长的分红政策。" }, as(admin))).toMatchObject({ code: 200 });
    expect((await pageOf(1)).records[0]).toMatchObject({ id: q.id, status: 1, answer: "会保持稳定增长的分红政策。" });
    // answered: shown on the public page while the module is on
    expect((await t.post<TPublicPreCollect>(URL.answered, { activityId: open })).datas.map((r) => r.id)).toContain(q.id);
    expect(await t.post(URL.cancelAnswer, { id: q.id }, as(admin))).toMatchObject({ code: 200 });
    expect(await t.post(URL.cancelAnswer, { id: q.id }, as(admin))).toMatchObject({ code: 400, message: PreCollectMsg.notAnswered });
    expect((await pageOf(0)).records[0]).toMatchObject({ id: q.id, status: 0, answer: null });
    expect((await t.post<TPublicPreCollect>(URL.answered, { activityId: open })).datas.map((r) => r.id)).not.toContain(q.id);
  });

  it("adds a question with its answer, which cannot be marked not suitable", async () => {
    expect(await t.post(URL.add, { activityId: open, question: "公司未来三年的研发投入计划？", answer: "研发投入占营收比例不低于8%。" }, as(admin))).toMatchObject({ code: 200 });
    const added = await newest();
    expect(added).toMatchObject({ status: 1, collectType: 2, userType: 2 });
    expect(await t.post(URL.add, { activityId: open, question: "问题", answer: "" }, as(admin))).toMatchObject({ code: 400, message: PreCollectMsg.answerRequired });
    expect(await t.post(URL.cancelAnswer, { id: added.id }, as(admin))).toMatchObject({ code: 200 });
    expect(await t.post(URL.unsuitable, { id: added.id }, as(admin))).toMatchObject({ code: 400, message: PreCollectMsg.onlyUserAsked });
  });

  it("stores an import's rows, pending where the answer is empty, and refuses uneven or empty lists", async () => {
    const before = (await pageOf()).total;
    const res = await t.post<{ count: number }>(URL.submitExcel, { activityId: open, questions: ["导入问题一", "导入问题二"], answers: ["导入回答一", ""] }, as(admin));
    expect(res).toMatchObject({ code: 200, datas: [{ count: 2 }] });
    const list = (await t.post<TPreCollectQuestion>(URL.list, { activityId: open, size: 0 }, as(admin))).datas;
    expect(list.find((r) => r.question === "导入问题一")).toMatchObject({ status: 1, collectType: 3 });
    expect(list.find((r) => r.question === "导入问题二")).toMatchObject({ status: 0, collectType: 3 });
    expect(await t.post(URL.submitExcel, { activityId: open, questions: ["a", "b"], answers: ["x"] }, as(admin))).toMatchObject({ code: 400, message: PreCollectMsg.pairsMismatch });
    expect(await t.post(URL.submitExcel, { activityId: open, questions: ["", "b"], answers: ["x", "y"] }, as(admin))).toMatchObject({ code: 400, message: PreCollectMsg.questionRequired });
    expect((await pageOf()).total).toBe(before + 2);
  });

  it("pages by five and filters by status", async () => {
    const all = await pageOf();
    expect(all.records.length).toBeLessThanOrEqual(5);
    expect(all.pages).toBe(Math.ceil(all.total / 5));
    for (const status of [0, 1, 2]) for (const r of (await pageOf(status)).records) expect(r.status).toBe(status);
    expect(await t.post(URL.page, { activityId: open, status: 7 }, as(admin))).toMatchObject({ code: 400, message: PreCollectMsg.statusInvalid });
  });

  it("answers 403 to another company, on the list and on a question", async () => {
    const q = await newest();
    expect((await t.post(URL.page, { activityId: open }, as(fundAdmin))).code).toBe(403);
    expect((await t.post(URL.list, { activityId: open }, as(fundAdmin))).code).toBe(403);
    expect((await t.post(URL.answer, { id: q.id, answer: "别人的回答" }, as(fundAdmin))).code).toBe(403);
    expect((await t.post(URL.add, { activityId: open, question: "q", answer: "a" }, as(fundAdmin))).code).toBe(403);
    expect(await t.post(URL.answer, { id: 987654, answer: "回答" }, as(admin))).toMatchObject({ code: 400, message: PreCollectMsg.notFound });
    const [stored] = await t.database.db.select().from(preCollectQuestions).where(eq(preCollectQuestions.id, q.id));
    expect(stored!.answer).not.toBe("别人的回答");
  });

  it("shows nothing publicly while the module is off, and a missing activity as missing", async () => {
    await t.database.db.update(activities).set({ moduleHasPreCollection: false }).where(eq(activities.id, open));
    expect((await t.post(URL.answered, { activityId: open })).datas).toEqual([]);
    expect(await t.post(URL.answered, { activityId: 987654 })).toMatchObject({ code: 400, message: "活动不存在" });
    await t.database.db.update(activities).set({ moduleHasPreCollection: true }).where(eq(activities.id, open));
  });
});

describe("the XSS corpus in questions and answers", () => {
  it("is stored as plain text, or refused when nothing is left", async () => {
    const { XSS_CORPUS, looksLive } = await import("./security/xss-corpus.ts");
    for (const payload of XSS_CORPUS) {
      await t.post(URL.submit, { activityId: open, question: `问${payload}` }, as(investor));
      await t.post(URL.add, { activityId: open, question: `问${payload}`, answer: `答${payload}` }, as(admin));
      const pending = (await pageOf(0)).records[0]!;
      await t.post(URL.answer, { id: pending.id, answer: `回${payload}` }, as(admin));
      await t.post(URL.submitExcel, { activityId: open, questions: [`导${payload}`], answers: [`入${payload}`] }, as(admin));
    }
    const rows = await t.database.db.select({ question: preCollectQuestions.question, answer: preCollectQuestions.answer }).from(preCollectQuestions);
    for (const r of rows) {
      expect(looksLive(r.question), r.question).toBe(false);
      expect(looksLive(r.answer ?? ""), r.answer ?? "").toBe(false);
    }
  });
});
