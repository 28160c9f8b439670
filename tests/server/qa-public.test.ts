import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activities, qaMeToo, qaQuestions } from "#server/db/schema/index.ts";
import { advanceClock, pinClock } from "#server/clock.ts";
import type { TPublicActivity, TPublicQa, TPublicQaInfo } from "#shared/api/qa.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { ASK_RATE, QaMsg } from "#shared/qa/qa-rules.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";
import { QA, activityId, as, companyIdOf, insertQuestion, newInvestor, openActivity, partsOf } from "./qa-helpers.ts";

let t: TTestApp;
let live: number;
let mainId: number;
let verified: string;
let enterprise: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  live = await activityId(t, "inProgress");
  mainId = await companyIdOf(t, "listedMain");
  [verified, enterprise, operator] = await Promise.all([t.loginMobile("13800000001"), t.loginPass("listed-admin"), t.loginPass("ops-operator")]);
});
afterAll(async () => t.close());

async function pageOf(body: Record<string, unknown>, token?: string) {
  const res = await t.post<TPage<TPublicQa>>(QA.page, { pageNo: 1, ...body } as never, token ? as(token) : {});
  expect(res.code, res.message).toBe(200);
  return res.datas[0]!;
}

describe("activity_detail (the public header)", () => {
  it("shows a published activity and says 活动不存在 for an unknown one", async () => {
    const res = await t.post<TPublicActivity>(QA.activity, { activityId: live });
    expect(res.code).toBe(200);
    expect(res.datas[0]).toMatchObject({ activityId: live, companyShortName: "鹏城智能", status: 2, pubStatus: 2, isOpenText: true, isPreview: false });
    expect((await t.post(QA.activity, { activityId: 999999 })).message).toBe(QaMsg.activityNotFound);
  });

  it("shows an unpublished activity only with its test code, as a preview", async () => {
    const hidden = await activityId(t, "infoSubmitted");
    await t.database.db.update(activities).set({ pubStatus: 0, testCode: "preview-code-1" }).where(eq(activities.id, hidden));
    expect((await t.post(QA.activity, { activityId: hidden })).message).toBe(QaMsg.activityNotFound);
    expect((await t.post(QA.activity, { activityId: hidden, testCode: "wrong" })).message).toBe(QaMsg.activityNotFound);
    const ok = await t.post<TPublicActivity>(QA.activity, { activityId: hidden, testCode: "preview-code-1" });
    expect(ok.datas[0]!.isPreview).toBe(true);
    expect((await t.post(QA.page, { activityId: hidden })).message).toBe(QaMsg.activityNotFound);
  });
});

describe("answer_question_page (the live Q&A)", () => {
  it("lists approved questions and approved speeches newest first, 10 per page, with only approved live answers", async () => {
    const first = await pageOf({ activityId: live });
    expect(first.records).toHaveLength(10);
    expect(first.total).toBe(11);
    expect(first.pages).toBe(2);
    const all = [...first.records, ...(await pageOf({ activityId: live, pageNo: 2 })).records];
    expect(all.every((r) => r.status === 1 || r.status === 3)).toBe(true);
    expect(all.some((r) => r.questionType === 3)).toBe(true);
    const dates = all.map((r) => r.questionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.map((r) => r.content).join()).not.toMatch(/内幕消息|第四季度的订单/);
    const answered = all.find((r) => r.content.startsWith("公司第三季度营收"))!;
    expect(answered.answers).toHaveLength(1);
    // the answering guest as they were, in both languages (English pages show the English)
    expect(answered.answers[0]).toMatchObject({ guestName: "陈志远", guestTitle: "董事长", guestEnName: "Chen Zhiyuan", guestTitleEn: "Chairman", guestEnCompanyName: "Pengcheng Intelligent" });
    expect(all.find((r) => r.questionType === 3)).toMatchObject({ guestEnName: expect.any(String), guestTitleEn: expect.any(String) });
    // pending, refused and revoked answers are not public
    for (const start of ["公司应收账款", "海外市场", "公司今年是否有股份回购"]) expect(all.find((r) => r.content.startsWith(start))!.answers).toEqual([]);
    expect(all.some((r) => r.content.includes("可转债募投项目"))).toBe(false);
    expect(all.every((r) => !r.isMine && !r.hasAddedOne)).toBe(true);
  });

  it("adds the personal viewer's own pending questions, marked isMine, and their me-too", async () => {
    const all = await pageOf({ activityId: live, pageSize: 50 }, verified);
    expect(all.total).toBe(12);
    const mine = all.records.filter((r) => r.isMine);
    expect(mine.map((r) => r.status).sort()).toEqual([0, 1]);
    expect(all.records.find((r) => r.content.startsWith("公司第三季度营收"))!.hasAddedOne).toBe(true);
    // an enterprise token sees what a visitor sees
    expect((await pageOf({ activityId: live, pageSize: 50 }, enterprise)).total).toBe(11);
  });

  it("shows test data only in the preview", async () => {
    await insertQuestion(t, { activityId: live, companyId: mainId, status: 1, content: "预览期间的测试提问", isTestData: true });
    expect((await pageOf({ activityId: live, pageSize: 50 })).records.some((r) => r.content === "预览期间的测试提问")).toBe(false);
    await t.database.db.update(activities).set({ pubStatus: 0, testCode: "live-preview" }).where(eq(activities.id, live));
    try {
      expect((await t.post(QA.page, { activityId: live })).message).toBe(QaMsg.activityNotFound);
      const preview = await pageOf({ activityId: live, testCode: "live-preview", pageSize: 50 });
      expect(preview.records.some((r) => r.content === "预览期间的测试提问")).toBe(true);
    } finally {
      await t.database.db.update(activities).set({ pubStatus: 2 }).where(eq(activities.id, live));
      await t.database.db.delete(qaQuestions).where(eq(qaQuestions.content, "预览期间的测试提问"));
    }
  });

  it("refuses a bad page number with the field's message", async () => {
    expect((await t.post(QA.page, { activityId: live, pageNo: 0 })).message).toBe("页码不正确");
    expect((await t.post(QA.page, { activityId: "x" })).message).toBe("活动编号不正确");
  });
});

describe("activity_answer_question_info", () => {
  it("counts questions and answered ones and gives the me-too and answer counts of the given items", async () => {
    const p = await pageOf({ activityId: live, pageSize: 50 });
    const ids = p.records.map((r) => r.id);
    const res = await t.post<TPublicQaInfo>(QA.info, { activityId: live, ids, size: 0 });
    const info = res.datas[0]!;
    expect(info.questionNum).toBe(9);
    expect(info.answerNum).toBe(3);
    expect(info.newestId).toBe(Math.max(...ids));
    const first = p.records.find((r) => r.content.startsWith("公司第三季度营收"))!;
    expect(info.items.find((i) => i.id === first.id)).toEqual({ id: first.id, questionAddOneCount: 156, answerCount: 1 });
    expect(info.items).toHaveLength(ids.length);
  });
});

describe("ask_question", () => {
  it("stores a pending question before answering; the asker sees it, the public does not", async () => {
    const me = await newInvestor(t, { nickName: "提问测试员" });
    const res = await t.post<TPublicQa>(QA.ask, { activityId: live, content: "  公司明年的资本开支计划是多少？  " }, as(me.token));
    expect(res.code, res.message).toBe(200);
    expect(res.message).toBe(QaMsg.asked);
    const q = res.datas[0]!;
    expect(q).toMatchObject({ status: 0, isMine: true, content: "公司明年的资本开支计划是多少？", userNickName: "提问测试员", userType: 1, answers: [] });
    const [row] = await t.database.db.select().from(qaQuestions).where(eq(qaQuestions.id, q.id));
    expect(row).toMatchObject({ status: 0, companyId: mainId, askerUserId: me.id, isTestData: false, askerIdentity: "personal" });
    expect((await pageOf({ activityId: live, pageSize: 50 }, me.token)).records[0]!.id).toBe(q.id);
    expect((await pageOf({ activityId: live, pageSize: 50 })).records.some((r) => r.id === q.id)).toBe(false);
  });

  it("approves at once on an auto-approving activity (status 3)", async () => {
    await t.database.db.update(activities).set({ isAutoApprove: true }).where(eq(activities.id, live));
    try {
      const me = await newInvestor(t);
      const res = await t.post<TPublicQa>(QA.ask, { activityId: live, content: "自动通过的提问" }, as(me.token));
      expect(res.message).toBe(QaMsg.askedAuto);
      expect(res.datas[0]!.status).toBe(3);
      expect((await pageOf({ activityId: live })).records[0]!.content).toBe("自动通过的提问");
    } finally {
      await t.database.db.update(activities).set({ isAutoApprove: false }).where(eq(activities.id, live));
    }
  });

  it("keeps only plain text: no script, no event handler, no javascript: survives", async () => {
    const me = await newInvestor(t);
    const nasty = `<script>alert(1)</script>请问<img src=x onerror="alert(2)">分红<a href="javascript:alert(3)">计划</a>？javascript:void(0)`;
    const res = await t.post<TPublicQa>(QA.ask, { activityId: live, content: nasty }, as(me.token));
    expect(res.code, res.message).toBe(200);
    const content = res.datas[0]!.content;
    expect(content).not.toMatch(/<|script|onerror|javascript:/i);
    expect(content).toContain("请问");
    expect((await t.post(QA.ask, { activityId: live, content: "<b></b><script>x()</script>" }, as(me.token))).message).toBe(QaMsg.askEmpty);
  });

  it("refuses with the rule's message and stores nothing", async () => {
    const before = (await t.database.db.select({ id: qaQuestions.id }).from(qaQuestions)).length;
    const unverified = await newInvestor(t, { isRealPerson: false });
    const ok = await newInvestor(t);
    expect((await t.post(QA.ask, { activityId: live, content: "问" })).code).toBe(401);
    expect((await t.post(QA.ask, { activityId: live, content: "问" }, as(enterprise))).message).toBe(QaMsg.switchToPersonal);
    expect((await t.post(QA.ask, { activityId: live, content: "问" }, as(operator))).message).toBe(QaMsg.switchToPersonal);
    expect((await t.post(QA.ask, { activityId: live, content: "问" }, as(unverified.token))).message).toBe(QaMsg.realPersonFirst);
    expect((await t.post(QA.ask, { activityId: live, content: "   " }, as(ok.token))).message).toBe(QaMsg.askEmpty);
    expect((await t.post(QA.ask, { activityId: live, content: "问".repeat(501) }, as(ok.token))).message).toBe(QaMsg.askTooLong);
    expect((await t.post(QA.ask, { activityId: 999999, content: "问" }, as(ok.token))).message).toBe(QaMsg.activityNotFound);
    const ended = await activityId(t, "ended");
    expect((await t.post(QA.ask, { activityId: ended, content: "问" }, as(ok.token))).message).toBe(QaMsg.activityEnded);
    const cancelled = await activityId(t, "operatorCancelled");
    await t.database.db.update(activities).set({ pubStatus: 2 }).where(eq(activities.id, cancelled));
    expect((await t.post(QA.ask, { activityId: cancelled, content: "问" }, as(ok.token))).message).toBe(QaMsg.activityCancelled);
    await t.database.db.update(activities).set({ isOpenText: false }).where(eq(activities.id, live));
    expect((await t.post(QA.ask, { activityId: live, content: "问" }, as(ok.token))).message).toBe(QaMsg.textClosed);
    await t.database.db.update(activities).set({ isOpenText: true }).where(eq(activities.id, live));
    expect((await t.database.db.select({ id: qaQuestions.id }).from(qaQuestions)).length).toBe(before);
  });

  it("sends a collective activity's question to a company taking part", async () => {
    const collective = await activityId(t, "collectiveEnded");
    await openActivity(t, collective);
    const [other] = (await partsOf(t, collective)).filter((id) => id !== mainId);
    const me = await newInvestor(t);
    expect((await t.post(QA.ask, { activityId: collective, content: "问" }, as(me.token))).message).toBe(QaMsg.chooseCompany);
    const fundId = await companyIdOf(t, "fund");
    expect((await t.post(QA.ask, { activityId: collective, companyId: fundId, content: "问" }, as(me.token))).message).toBe(QaMsg.chooseCompany);
    const res = await t.post<TPublicQa>(QA.ask, { activityId: collective, companyId: other!, content: "请问贵公司的数据中心业务进展？" }, as(me.token));
    expect(res.code, res.message).toBe(200);
    const [row] = await t.database.db.select().from(qaQuestions).where(eq(qaQuestions.id, res.datas[0]!.id));
    expect(row!.companyId).toBe(other);
  });

  it("marks a question asked on the unpublished preview as test data", async () => {
    const hidden = await activityId(t, "attendeesSubmitted");
    await t.database.db.update(activities).set({ pubStatus: 0, testCode: "attendees-code", status: 1, isOpenText: true }).where(eq(activities.id, hidden));
    const me = await newInvestor(t);
    expect((await t.post(QA.ask, { activityId: hidden, content: "测试" }, as(me.token))).message).toBe(QaMsg.activityNotFound);
    const res = await t.post<TPublicQa>(QA.ask, { activityId: hidden, testCode: "attendees-code", content: "测试" }, as(me.token));
    const [row] = await t.database.db.select().from(qaQuestions).where(eq(qaQuestions.id, res.datas[0]!.id));
    expect(row!.isTestData).toBe(true);
  });

  it(`limits asking to ${ASK_RATE.max} a minute per user (429), counted in the database`, async () => {
    const me = await newInvestor(t);
    try {
      for (let i = 0; i < ASK_RATE.max; i++) {
        expect((await t.post(QA.ask, { activityId: live, content: `第${i}个问题` }, as(me.token))).code).toBe(200);
      }
      const refused = await t.post(QA.ask, { activityId: live, content: "太快了" }, as(me.token));
      expect(refused.status).toBe(429);
      expect(refused.code).toBe(429);
      expect(refused.message).toBe(QaMsg.askTooFast);
      // another user is not limited by this one
      expect((await t.post(QA.ask, { activityId: live, content: "别人的问题" }, as((await newInvestor(t)).token))).code).toBe(200);
      advanceClock(ASK_RATE.windowMs + 1000);
      expect((await t.post(QA.ask, { activityId: live, content: "一分钟后" }, as(me.token))).code).toBe(200);
    } finally {
      pinClock(TEST_NOW);
    }
  });

  it("creates the question once when replayed with the same Idempotency-Key", async () => {
    const me = await newInvestor(t);
    const headers = { ...as(me.token), "idempotency-key": "ask-replay-1" };
    const first = await t.post<TPublicQa>(QA.ask, { activityId: live, content: "离线时提的问题" }, headers);
    const replay = await t.post<TPublicQa>(QA.ask, { activityId: live, content: "离线时提的问题" }, headers);
    expect(replay.datas[0]!.id).toBe(first.datas[0]!.id);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    const rows = await t.database.db.select().from(qaQuestions).where(and(eq(qaQuestions.askerUserId, me.id)));
    expect(rows).toHaveLength(1);
  });
});

describe("add_one (me too)", () => {
  it("counts once per user; a second press changes nothing and is not an error", async () => {
    const me = await newInvestor(t);
    const id = await insertQuestion(t, { activityId: live, companyId: mainId, status: 1 });
    const first = await t.post<{ questionAddOneCount: number; hasAddedOne: boolean }>(QA.addOne, { id }, as(me.token));
    expect(first.datas[0]).toEqual({ questionAddOneCount: 1, hasAddedOne: true });
    const again = await t.post<{ questionAddOneCount: number; hasAddedOne: boolean }>(QA.addOne, { id }, as(me.token));
    expect(again.code).toBe(200);
    expect(again.datas[0]).toEqual({ questionAddOneCount: 1, hasAddedOne: true });
    const other = await newInvestor(t);
    expect((await t.post<{ questionAddOneCount: number }>(QA.addOne, { id }, as(other.token))).datas[0]!.questionAddOneCount).toBe(2);
    expect(await t.database.db.select().from(qaMeToo).where(eq(qaMeToo.questionId, id))).toHaveLength(2);
    const page = await pageOf({ activityId: live, pageSize: 50 }, me.token);
    expect(page.records.find((r) => r.id === id)).toMatchObject({ hasAddedOne: true, questionAddOneCount: 2 });
  });

  it("counts concurrent presses exactly", async () => {
    const id = await insertQuestion(t, { activityId: live, companyId: mainId, status: 3 });
    const people = await Promise.all(Array.from({ length: 6 }, () => newInvestor(t)));
    await Promise.all(people.flatMap((p) => [t.post(QA.addOne, { id }, as(p.token)), t.post(QA.addOne, { id }, as(p.token))]));
    const [row] = await t.database.db.select().from(qaQuestions).where(eq(qaQuestions.id, id));
    expect(row!.meTooCount).toBe(6);
  });

  it("refuses enterprise users, pending questions and speeches", async () => {
    const me = await newInvestor(t);
    const approved = await insertQuestion(t, { activityId: live, companyId: mainId, status: 1 });
    const pending = await insertQuestion(t, { activityId: live, companyId: mainId, status: 0 });
    expect((await t.post(QA.addOne, { id: approved })).code).toBe(401);
    expect((await t.post(QA.addOne, { id: approved }, as(enterprise))).message).toBe(QaMsg.switchToPersonal);
    expect((await t.post(QA.addOne, { id: pending }, as(me.token))).message).toBe(QaMsg.questionNotFound);
    const [speech] = await t.database.db.select({ id: qaQuestions.id }).from(qaQuestions).where(and(eq(qaQuestions.activityId, live), eq(qaQuestions.questionType, 3)));
    expect((await t.post(QA.addOne, { id: speech!.id }, as(me.token))).message).toBe(QaMsg.questionNotFound);
    expect((await t.post(QA.addOne, { id: 99999999 }, as(me.token))).message).toBe(QaMsg.questionNotFound);
  });
});
