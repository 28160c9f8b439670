import { MSG_FORBIDDEN } from "#shared/http/envelope.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { activities, qaAnswers, qaQuestions } from "#server/db/schema/index.ts";
import type { TGuest, TQaRecord } from "#shared/api/qa.contract.ts";
import { DEFAULT_REVOKE_REASON, QaMsg } from "#shared/qa/qa-rules.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { QA, activityId, as, companyIdOf, guestOf, insertQuestion, newInvestor, openActivity } from "./qa-helpers.ts";

let t: TTestApp;
let live: number;
let mainId: number;
let admin: string;
let member: string;
let fund: string;
let report: string;
let investor: string;
let operator: string;
let guestId: number;

beforeAll(async () => {
  t = await createTestApp();
  live = await activityId(t, "inProgress");
  mainId = await companyIdOf(t, "listedMain");
  [admin, member, fund, report, operator] = await Promise.all([
    t.loginPass("listed-admin"),
    t.loginPass("listed-member"),
    t.loginPass("fund-admin"),
    t.loginPass("report-admin"),
    t.loginPass("ops-operator"),
  ]);
  investor = (await newInvestor(t)).token;
  guestId = await guestOf(t, live, mainId);
});
afterAll(async () => t.close());

async function seeded(start: string, type = 1) {
  const [row] = await t.database.db
    .select()
    .from(qaQuestions)
    .where(and(eq(qaQuestions.activityId, live), eq(qaQuestions.questionType, type), like(qaQuestions.content, `${start}%`)));
  if (!row) throw new Error(`no seeded item ${start}`);
  return row;
}
async function answerOf(questionId: number) {
  return t.database.db.select().from(qaAnswers).where(eq(qaAnswers.questionId, questionId)).orderBy(qaAnswers.id);
}
const approvedQuestion = () => insertQuestion(t, { activityId: live, companyId: mainId, status: 1, content: "新的已通过问题" });

describe("activity_guest_list", () => {
  it("lists the guests of the caller's company on the activity", async () => {
    const res = await t.post<TGuest>(QA.guests, { activityId: live, size: 0 }, as(admin));
    expect(res.code, res.message).toBe(200);
    expect(res.datas.map((g) => g.guestName)).toEqual(["陈志远", "林慧敏", "黄国栋", "苏晓峰"]);
    expect(res.datas[1]).toMatchObject({ title: "董事会秘书", guestCompanyName: "鹏城智能" });
  });
  it("honours the spec's companyId (the caller's own part) and refuses another company's", async () => {
    const res = await t.post<TGuest>(QA.guests, { activityId: live, size: 0, companyId: mainId }, as(admin));
    expect(res.code, res.message).toBe(200);
    expect(res.datas).toHaveLength(4);
    const other = await t.post(QA.guests, { activityId: live, size: 0, companyId: await companyIdOf(t, "fund") }, as(admin));
    expect([other.code, other.message]).toEqual([403, MSG_FORBIDDEN]);
    expect((await t.post(QA.guests, { activityId: live, companyId: "x" }, as(admin))).code).toBe(400);
  });
  it("refuses another company, personal users, operators and visitors", async () => {
    const other = await t.post(QA.guests, { activityId: live }, as(fund));
    expect([other.code, other.message]).toEqual([403, MSG_FORBIDDEN]);
    expect((await t.post(QA.guests, { activityId: live }, as(investor))).message).toBe(QaMsg.enterpriseOnly);
    expect((await t.post(QA.guests, { activityId: live }, as(operator))).message).toBe(QaMsg.enterpriseOnly);
    expect((await t.post(QA.guests, { activityId: live })).code).toBe(401);
  });
});

describe("guest_answer", () => {
  it("answers an approved question (pending review) with the chosen guest", async () => {
    const q = await seeded("研发投入");
    const res = await t.post<TQaRecord>(QA.answer, { activityId: live, id: q.id, content: "研发投入占营收比例约为12%。<script>x</script>", guestId }, as(member));
    expect(res.code, res.message).toBe(200);
    expect(res.message).toBe(QaMsg.answered);
    expect(res.datas[0]).toMatchObject({
      id: q.id, questionType: 1, replyContent: "研发投入占营收比例约为12%。", repalyStatus: 0, repalyStatusText: "待审核",
      status: 1, statusText: "已通过", guestName: "陈志远", isCancel: false, activityTitle: expect.stringContaining("第三季度业绩说明会"),
    });
    expect(res.datas[0]!.answerId).toBeGreaterThan(0);
    const again = await t.post(QA.answer, { activityId: live, id: q.id, content: "再答一次" }, as(admin));
    expect(again.message).toBe(QaMsg.alreadyAnswered);
    expect(await answerOf(q.id)).toHaveLength(1);
  });

  it("lets only one of two colleagues answering at once succeed", async () => {
    const id = await approvedQuestion();
    const results = await Promise.all([
      t.post(QA.answer, { activityId: live, id, content: "同事甲的回复" }, as(admin)),
      t.post(QA.answer, { activityId: live, id, content: "同事乙的回复" }, as(member)),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.code === 400)!.message).toBe(QaMsg.alreadyAnswered);
    expect(await answerOf(id)).toHaveLength(1);
  });

  it("answers again after a refused answer", async () => {
    const q = await seeded("海外市场");
    const res = await t.post<TQaRecord>(QA.answer, { activityId: live, id: q.id, content: "东南亚工厂预计明年二季度投产。" }, as(admin));
    expect(res.code, res.message).toBe(200);
  });

  it("refuses pending, refused, unknown and foreign items", async () => {
    const pending = await seeded("公司对明年的分红政策");
    const refused = await seeded("加微信群");
    const speech = await seeded("各位投资者下午好", 3);
    expect((await t.post(QA.answer, { activityId: live, id: pending.id, content: "答" }, as(admin))).message).toBe(QaMsg.notApproved);
    expect((await t.post(QA.answer, { activityId: live, id: refused.id, content: "答" }, as(admin))).message).toBe(QaMsg.notApproved);
    expect((await t.post(QA.answer, { activityId: live, id: speech.id, content: "答" }, as(admin))).message).toBe(QaMsg.questionNotFound);
    expect((await t.post(QA.answer, { activityId: live, id: 99999999, content: "答" }, as(admin))).message).toBe(QaMsg.questionNotFound);
    const ended = await activityId(t, "ended");
    const elsewhere = await insertQuestion(t, { activityId: ended, companyId: mainId, status: 1 });
    expect((await t.post(QA.answer, { activityId: live, id: elsewhere, content: "答" }, as(admin))).message).toBe(QaMsg.questionNotFound);
    const otherGuest = await guestOf(t, ended, mainId);
    const id = await approvedQuestion();
    expect((await t.post(QA.answer, { activityId: live, id, content: "答", guestId: otherGuest }, as(admin))).message).toBe(QaMsg.guestNotFound);
  });

  it("checks the content: empty, too long, markup only", async () => {
    const id = await approvedQuestion();
    expect((await t.post(QA.answer, { activityId: live, id, content: "  " }, as(admin))).message).toBe(QaMsg.replyEmpty);
    expect((await t.post(QA.answer, { activityId: live, id, content: "答".repeat(2001) }, as(admin))).message).toBe(QaMsg.replyTooLong);
    expect((await t.post(QA.answer, { activityId: live, id, content: "<img src=x onerror=alert(1)>" }, as(admin))).message).toBe(QaMsg.replyEmpty);
    expect((await t.post(QA.answer, { activityId: live, id, content: "答".repeat(2000) }, as(admin))).code).toBe(200);
  });

  it("refuses personal users, operators and companies not taking part", async () => {
    const id = await approvedQuestion();
    expect((await t.post(QA.answer, { activityId: live, id, content: "答" }, as(investor))).message).toBe(QaMsg.enterpriseOnly);
    expect((await t.post(QA.answer, { activityId: live, id, content: "答" }, as(operator))).message).toBe(QaMsg.enterpriseOnly);
    const other = await t.post(QA.answer, { activityId: live, id, content: "答" }, as(fund));
    expect([other.code, other.message]).toEqual([403, MSG_FORBIDDEN]);
    expect(await answerOf(id)).toHaveLength(0);
  });

  it("refuses a question put to another company of the same collective activity", async () => {
    const collective = await activityId(t, "collectiveEnded");
    await openActivity(t, collective);
    const id = await insertQuestion(t, { activityId: collective, companyId: mainId, status: 1 });
    const res = await t.post(QA.answer, { activityId: collective, id, content: "答" }, as(report));
    expect([res.code, res.message]).toEqual([403, MSG_FORBIDDEN]);
  });

  it("disables answers and speeches outside the answer window of a published activity", async () => {
    const id = await approvedQuestion();
    const restore = { answerStartTime: new Date("2026-11-23T01:00:00Z"), answerEndTime: new Date("2026-11-23T08:00:00Z") };
    try {
      await t.database.db.update(activities).set({ answerEndTime: new Date("2026-11-23T01:30:00Z") }).where(eq(activities.id, live));
      expect((await t.post(QA.answer, { activityId: live, id, content: "答" }, as(admin))).message).toBe(QaMsg.outsideWindow);
      expect((await t.post(QA.speak, { activityId: live, guestId, content: "发言" }, as(admin))).message).toBe(QaMsg.outsideWindow);
      // no window and not ended: outside too
      await t.database.db.update(activities).set({ answerStartTime: null, answerEndTime: null }).where(eq(activities.id, live));
      expect((await t.post(QA.answer, { activityId: live, id, content: "答" }, as(admin))).message).toBe(QaMsg.outsideWindow);
      // a test page (pubStatus 1) is never disabled
      await t.database.db.update(activities).set({ pubStatus: 1 }).where(eq(activities.id, live));
      expect((await t.post(QA.answer, { activityId: live, id, content: "答" }, as(admin))).code).toBe(200);
    } finally {
      await t.database.db.update(activities).set({ ...restore, pubStatus: 2 }).where(eq(activities.id, live));
    }
  });
});

describe("guest_add_speak", () => {
  it("posts a speech for a guest, pending review", async () => {
    const res = await t.post<TQaRecord>(QA.speak, { activityId: live, guestId, content: "感谢各位投资者的关注。" }, as(admin));
    expect(res.code, res.message).toBe(200);
    expect(res.message).toBe(QaMsg.spoke);
    expect(res.datas[0]).toMatchObject({ questionType: 3, status: 0, statusText: "待审核", content: "感谢各位投资者的关注。", guestName: "陈志远", guestTitle: "董事长" });
    const [row] = await t.database.db.select().from(qaQuestions).where(eq(qaQuestions.id, res.datas[0]!.id));
    expect(row).toMatchObject({ questionType: 3, companyId: mainId, guestId, status: 0 });
    // the speaker as they were when speaking, in both languages
    expect(row).toMatchObject({ guestName: "陈志远", guestTitle: "董事长", guestEnName: "Chen Zhiyuan", guestTitleEn: "Chairman", guestEnCompanyName: "Pengcheng Intelligent" });
  });
  it("needs a guest of this activity and company, and content", async () => {
    expect((await t.post(QA.speak, { activityId: live, content: "发言" }, as(admin))).message).toBe(QaMsg.noGuest);
    expect((await t.post(QA.speak, { activityId: live, guestId: 99999999, content: "发言" }, as(admin))).message).toBe(QaMsg.guestNotFound);
    expect((await t.post(QA.speak, { activityId: live, guestId, content: "" }, as(admin))).message).toBe(QaMsg.speechEmpty);
    expect((await t.post(QA.speak, { activityId: live, guestId, content: "发言" }, as(fund))).code).toBe(403);
    expect((await t.post(QA.speak, { activityId: live, guestId, content: "发言" }, as(investor))).message).toBe(QaMsg.enterpriseOnly);
  });
});

describe("company_cancel_answer", () => {
  it("revokes a pending answer with the default reason; the question waits for an answer again", async () => {
    const id = await approvedQuestion();
    const answered = await t.post<TQaRecord>(QA.answer, { activityId: live, id, content: "先答一下" }, as(admin));
    const answerId = answered.datas[0]!.answerId!;
    const res = await t.post<TQaRecord>(QA.cancelAnswer, { id: answerId, questionType: 1 }, as(admin));
    expect(res.code, res.message).toBe(200);
    expect(res.message).toBe(QaMsg.revoked);
    expect(res.datas[0]).toMatchObject({ answerId, isCancel: true, cancelReason: DEFAULT_REVOKE_REASON, repalyStatus: 0, repalyStatusText: "已撤销" });
    expect((await t.post(QA.answer, { activityId: live, id, content: "重新回复" }, as(admin))).code).toBe(200);
    expect((await t.post(QA.cancelAnswer, { id: answerId, questionType: 1 }, as(admin))).message).toBe(QaMsg.cannotRevokeAnswer);
  });

  it("needs a reason (at most 100) to revoke an approved answer", async () => {
    const q = await seeded("公司第三季度营收");
    const [answer] = (await answerOf(q.id)).filter((a) => !a.isCancel);
    expect((await t.post(QA.cancelAnswer, { id: answer!.id, questionType: 1 }, as(admin))).message).toBe(QaMsg.revokeReasonEmpty);
    expect((await t.post(QA.cancelAnswer, { id: answer!.id, questionType: 1, cancelReason: "因".repeat(101) }, as(admin))).message).toBe(QaMsg.revokeReasonTooLong);
    const other = await t.post(QA.cancelAnswer, { id: answer!.id, questionType: 1, cancelReason: "越权" }, as(fund));
    expect([other.code, other.message]).toEqual([403, MSG_FORBIDDEN]);
    expect((await t.post(QA.cancelAnswer, { id: answer!.id, questionType: 1, cancelReason: "越权" }, as(investor))).message).toBe(QaMsg.enterpriseOnly);
    const res = await t.post<TQaRecord>(QA.cancelAnswer, { id: answer!.id, questionType: 1, cancelReason: "数据口径需更正" }, as(admin));
    expect(res.datas[0]).toMatchObject({ isCancel: true, cancelReason: "数据口径需更正", repalyStatus: 1, repalyStatusText: "已撤销" });
  });

  it("refuses refused or unknown answers", async () => {
    const q = await seeded("海外市场");
    const refused = (await answerOf(q.id)).find((a) => a.status === 2)!;
    expect((await t.post(QA.cancelAnswer, { id: refused.id, questionType: 1, cancelReason: "x" }, as(admin))).message).toBe(QaMsg.cannotRevokeAnswer);
    expect((await t.post(QA.cancelAnswer, { id: 99999999, questionType: 1, cancelReason: "x" }, as(admin))).message).toBe(QaMsg.answerNotFound);
    expect((await t.post(QA.cancelAnswer, { id: refused.id, questionType: 3, cancelReason: "x" }, as(admin))).message).toBe(QaMsg.answerNotFound);
  });
});

describe("cancel_speech", () => {
  it("revokes an approved speech with a reason; a pending one cannot be revoked", async () => {
    const approved = await seeded("第三季度公司实现营业收入", 3);
    expect((await t.post(QA.cancelSpeech, { id: approved.id, questionType: 3 }, as(admin))).message).toBe(QaMsg.revokeReasonEmpty);
    expect((await t.post(QA.cancelSpeech, { id: approved.id, questionType: 3, cancelReason: "x" }, as(fund))).code).toBe(403);
    const res = await t.post<TQaRecord>(QA.cancelSpeech, { id: approved.id, questionType: 3, cancelReason: "数据需与公告一致" }, as(admin));
    expect(res.code, res.message).toBe(200);
    expect(res.datas[0]).toMatchObject({ isCancel: true, cancelReason: "数据需与公告一致", statusText: "已撤销" });
    expect((await t.post(QA.cancelSpeech, { id: approved.id, questionType: 3, cancelReason: "再撤" }, as(admin))).message).toBe(QaMsg.cannotRevokeSpeech);
    const pending = await seeded("感谢各位投资者的提问", 3);
    expect((await t.post(QA.cancelSpeech, { id: pending.id, questionType: 3, cancelReason: "x" }, as(admin))).message).toBe(QaMsg.cannotRevokeSpeech);
    expect((await t.post(QA.cancelSpeech, { id: 99999999, questionType: 3, cancelReason: "x" }, as(admin))).message).toBe(QaMsg.speechNotFound);
  });
});
