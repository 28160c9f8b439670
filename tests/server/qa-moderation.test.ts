import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, like } from "drizzle-orm";
import { auditLog, qaAnswers, qaQuestions } from "#server/db/schema/index.ts";
import type { TModerationItem, TPublicQa } from "#shared/api/qa.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { QaMsg } from "#shared/qa/qa-rules.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { OPS, QA, activityId, as, companyIdOf, guestOf, insertQuestion, newInvestor } from "./qa-helpers.ts";

let t: TTestApp;
let live: number;
let mainId: number;
let operator: string;
let supervisor: string;
let admin: string;
let investor: string;

beforeAll(async () => {
  t = await createTestApp();
  live = await activityId(t, "inProgress");
  mainId = await companyIdOf(t, "listedMain");
  [operator, supervisor, admin] = await Promise.all([t.loginPass("ops-operator"), t.loginPass("ops-admin"), t.loginPass("listed-admin")]);
  investor = (await newInvestor(t)).token;
});
afterAll(async () => t.close());

async function queue(body: Record<string, unknown> = {}) {
  const res = await t.post<TPage<TModerationItem>>(QA.queue, { pageNo: 1, ...body } as never, as(operator));
  expect(res.code, res.message).toBe(200);
  return res.datas[0]!;
}
async function counts() {
  return (await t.post<{ questions: number; answers: number; speeches: number }>(QA.count, {}, as(operator))).datas[0]!;
}
async function publicPage() {
  return (await t.post<TPage<TPublicQa>>(QA.page, { activityId: live, pageSize: 100 })).datas[0]!.records;
}

describe("who may moderate", () => {
  it("needs an operator token", async () => {
    for (const url of [QA.queue, QA.count, QA.moderate]) {
      expect((await t.post(url, { kind: 1, id: 1, status: 1 })).code).toBe(401);
      expect((await t.post(url, { kind: 1, id: 1, status: 1 }, as(admin))).code).toBe(403);
      expect((await t.post(url, { kind: 1, id: 1, status: 1 }, as(investor))).code).toBe(403);
    }
    expect((await t.post(QA.count, {}, as(supervisor))).code).toBe(200);
  });
});

describe("moderation_queue and moderation_count", () => {
  it("lists pending questions, answers and speeches across activities, oldest first", async () => {
    expect(await counts()).toEqual({ questions: 3, answers: 1, speeches: 1 });
    const p = await queue();
    expect(p.total).toBe(5);
    const times = p.records.map((r) => r.createdAt);
    expect([...times].sort()).toEqual(times);
    const answer = p.records.find((r) => r.kind === 2)!;
    expect(answer.questionContent).toMatch(/^公司应收账款/);
    expect(answer.content).toMatch(/^应收账款主要集中/);
    expect(answer.guestName).toBe("黄国栋");
    const [asked] = await t.database.db.select().from(qaQuestions).where(eq(qaQuestions.id, answer.questionId));
    expect(asked!.content).toBe(answer.questionContent);
    expect(p.records.find((r) => r.kind === 3)!.guestName).toBe("陈志远");
    const question = p.records.find((r) => r.kind === 1)!;
    expect(question).toMatchObject({ activityId: live, companyName: "深圳市鹏城智能科技股份有限公司", questionId: question.id, questionContent: question.content });
    expect(question.activityTitle).toContain("第三季度业绩说明会");
  });

  it("filters by kind and activity and pages by 20", async () => {
    expect((await queue({ kind: 1 })).records.every((r) => r.kind === 1)).toBe(true);
    expect((await queue({ kind: 3 })).total).toBe(1);
    expect((await queue({ activityId: await activityId(t, "ended") })).total).toBe(0);
    expect((await queue({ pageSize: 2, pageNo: 2 })).records).toHaveLength(2);
    expect((await t.post(QA.queue, { kind: 4 }, as(operator))).message).toBe("类型不正确");
    expect((await t.post(QA.queue, { asOf: "not a date" }, as(operator))).message).toBe("时间格式不正确");
  });

  it("stays stable as of the moment it was loaded: newer items are left out", async () => {
    const asOf = new Date("2026-11-23T01:54:30.000Z").toISOString();
    const before = await queue({ asOf });
    expect(before.records.every((r) => r.createdAt <= asOf)).toBe(true);
    expect(before.total).toBe(3);
    const me = await newInvestor(t);
    await t.post(QA.ask, { activityId: live, content: "加载列表之后提的问题" }, as(me.token));
    expect((await queue({ asOf })).total).toBe(before.total);
    const now = await queue();
    expect(now.records.at(-1)!.content).toBe("加载列表之后提的问题");
  });
});

describe("moderate", () => {
  it("approves a question: it goes public, is audited and cannot be reviewed twice", async () => {
    const id = await insertQuestion(t, { activityId: live, companyId: mainId, status: 0, content: "待审核的问题甲" });
    const res = await t.post<{ kind: number; id: number; status: number }>(QA.moderate, { kind: 1, id, status: 1 }, as(operator));
    expect(res.code, res.message).toBe(200);
    expect(res.datas[0]).toEqual({ kind: 1, id, status: 1 });
    expect((await publicPage()).some((r) => r.id === id)).toBe(true);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "qa_questions"), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: "ops.qa.approve", before: { kind: 1, status: 0 }, after: { kind: 1, status: 1, auditReason: null } });
    expect((await t.post(QA.moderate, { kind: 1, id, status: 2, auditReason: "迟到的拒绝" }, as(operator))).message).toBe(QaMsg.alreadyReviewed);
  });

  it("refuses with a reason (required, at most 100)", async () => {
    const id = await insertQuestion(t, { activityId: live, companyId: mainId, status: 0, content: "待审核的问题乙" });
    expect((await t.post(QA.moderate, { kind: 1, id, status: 2 }, as(operator))).message).toBe(QaMsg.refuseReasonEmpty);
    expect((await t.post(QA.moderate, { kind: 1, id, status: 2, auditReason: "因".repeat(101) }, as(operator))).message).toBe(QaMsg.refuseReasonTooLong);
    expect((await t.post(QA.moderate, { kind: 1, id, status: 3 }, as(operator))).message).toBe("审核状态不正确");
    expect((await t.post(QA.moderate, { kind: 1, id, status: 2, auditReason: "与活动无关" }, as(operator))).code).toBe(200);
    const [row] = await t.database.db.select().from(qaQuestions).where(eq(qaQuestions.id, id));
    expect(row).toMatchObject({ status: 2, auditReason: "与活动无关" });
    expect((await publicPage()).some((r) => r.id === id)).toBe(false);
  });

  it("lets only one of two operators review the same item", async () => {
    const id = await insertQuestion(t, { activityId: live, companyId: mainId, status: 0, content: "两人同时审核" });
    const results = await Promise.all([
      t.post(QA.moderate, { kind: 1, id, status: 1 }, as(operator)),
      t.post(QA.moderate, { kind: 1, id, status: 2, auditReason: "不通过" }, as(supervisor)),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.code === 400)!.message).toBe(QaMsg.alreadyReviewed);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "qa_questions"), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
  });

  it("approves an answer and a speech: both appear on the public page", async () => {
    const [pendingAnswer] = await t.database.db.select().from(qaAnswers).where(and(eq(qaAnswers.activityId, live), eq(qaAnswers.status, 0), eq(qaAnswers.isCancel, false)));
    expect((await t.post(QA.moderate, { kind: 2, id: pendingAnswer!.id, status: 1 }, as(operator))).code).toBe(200);
    const page = await publicPage();
    expect(page.find((r) => r.id === pendingAnswer!.questionId)!.answers.map((a) => a.answerId)).toEqual([pendingAnswer!.id]);
    const guestId = await guestOf(t, live, mainId);
    const spoke = await t.post<{ id: number }>(QA.speak, { activityId: live, guestId, content: "新的嘉宾发言" }, as(admin));
    const speechId = spoke.datas[0]!.id;
    expect((await publicPage()).some((r) => r.id === speechId)).toBe(false);
    expect((await t.post(QA.moderate, { kind: 3, id: speechId, status: 1 }, as(operator))).code).toBe(200);
    expect((await publicPage()).find((r) => r.id === speechId)).toMatchObject({ questionType: 3, guestName: "陈志远", content: "新的嘉宾发言" });
  });

  it("refuses an answer with a reason: the question waits for an answer again", async () => {
    const id = await insertQuestion(t, { activityId: live, companyId: mainId, status: 1, content: "要被拒绝回复的问题" });
    const answered = await t.post<{ answerId: number }>(QA.answer, { activityId: live, id, content: "不合适的回复" }, as(admin));
    const answerId = answered.datas[0]!.answerId;
    expect((await t.post(QA.moderate, { kind: 2, id: answerId, status: 2, auditReason: "回复不完整" }, as(operator))).code).toBe(200);
    expect((await t.post(QA.answer, { activityId: live, id, content: "完整的回复" }, as(admin))).code).toBe(200);
  });

  it("says which item was not found, and a revoked pending answer is no longer reviewable", async () => {
    expect((await t.post(QA.moderate, { kind: 1, id: 99999999, status: 1 }, as(operator))).message).toBe(QaMsg.questionNotFound);
    expect((await t.post(QA.moderate, { kind: 2, id: 99999999, status: 1 }, as(operator))).message).toBe(QaMsg.answerNotFound);
    expect((await t.post(QA.moderate, { kind: 3, id: 99999999, status: 1 }, as(operator))).message).toBe(QaMsg.speechNotFound);
    const [revoked] = await t.database.db.select().from(qaAnswers).where(and(eq(qaAnswers.activityId, live), eq(qaAnswers.isCancel, true), eq(qaAnswers.status, 0)));
    expect((await t.post(QA.moderate, { kind: 2, id: revoked!.id, status: 1 }, as(operator))).message).toBe(QaMsg.alreadyReviewed);
    const [speech] = await t.database.db.select().from(qaQuestions).where(and(eq(qaQuestions.questionType, 3), like(qaQuestions.content, "各位投资者下午好%")));
    expect((await t.post(QA.moderate, { kind: 1, id: speech!.id, status: 1 }, as(operator))).message).toBe(QaMsg.questionNotFound);
  });

  it("counts the queue on the dashboard", async () => {
    const c = await counts();
    const res = await t.post<{ qaToReview: number }>(`${OPS}/dashboard/counts`, {}, as(operator));
    expect(res.datas[0]!.qaToReview).toBe(c.questions + c.answers + c.speeches);
  });
});
