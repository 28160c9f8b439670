import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { messages, qaAnswers, qaQuestions, shareRoutes } from "#server/db/schema/index.ts";
import { AUTH, OPS } from "#shared/api/contract.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";
import { activityId, guestOf, insertQuestion, newInvestor, openActivity } from "../qa-helpers.ts";
import { XSS_CORPUS, looksLive } from "./xss-corpus.ts";

// Every free-text field that is shown back and stored as plain text keeps no live markup, whatever is posted.
let t: TTestApp;
let ops: string;
let company: string;
let companyId: number;
let live: number;
const as = (token: string) => ({ authorization: token });

beforeAll(async () => {
  t = await createTestApp();
  [ops, company] = await Promise.all([t.loginPass("ops-admin"), t.loginPass("listed-admin")]);
  companyId = await t.companyOf("listed-admin");
  live = await activityId(t, "inProgress");
  await openActivity(t, live, { isOpenText: true });
});
afterAll(async () => t.close());

describe("the XSS corpus posted into free-text fields", () => {
  it.each(XSS_CORPUS.map((p, i) => [i, p] as const))("#%i is stored without live markup", async (i, payload) => {
    const investor = await newInvestor(t, { isRealPerson: true });
    const asked = await t.post(`${AUTH}/question_answer/ask_question`, { activityId: live, companyId, content: `问题${i} ${payload}` }, as(investor.token));
    if (asked.code === 200) {
      const [q] = await t.database.db.select({ content: qaQuestions.content }).from(qaQuestions).orderBy(desc(qaQuestions.id)).limit(1);
      expect(looksLive(q!.content), q!.content).toBe(false);
    } else expect(asked.code).toBe(400);

    const question = await insertQuestion(t, { activityId: live, companyId, status: 1 });
    const guestId = await guestOf(t, live, companyId);
    const answered = await t.post(`${AUTH}/question_answer_company/guest_answer`, { activityId: live, id: question, guestId, content: `回复${i} ${payload}` }, as(company));
    if (answered.code === 200) {
      const [a] = await t.database.db.select({ content: qaAnswers.content }).from(qaAnswers).orderBy(desc(qaAnswers.id)).limit(1);
      expect(looksLive(a!.content), a!.content).toBe(false);
    }
    await t.post(`${AUTH}/question_answer_company/guest_add_speak`, { activityId: live, guestId, content: `发言${i} ${payload}` }, as(company));

    const sent = await t.post(`${OPS}/message/send`, { companyId, msgTitle: `标题${i} ${payload}`.slice(0, 100), content: `内容${i} ${payload}` }, as(ops));
    expect(sent.code, sent.message).toBe(200);
    const [m] = await t.database.db.select().from(messages).where(eq(messages.companyId, companyId)).orderBy(desc(messages.id)).limit(1);
    expect(looksLive(m!.msgTitle), m!.msgTitle).toBe(false);
    expect(looksLive(m!.content), m!.content).toBe(false);

    // the share route report (document 1 section 7.1) is stored only when it is a plain path and id
    const saved = await t.post("/wx-service/api/pub/v1/share/save_route", { route: `/activityDetails/${i}${payload}`, miniUuid: `m${i}${payload}` });
    if (saved.code === 200) {
      const [r] = await t.database.db.select().from(shareRoutes).orderBy(desc(shareRoutes.id)).limit(1);
      expect(looksLive(r!.route), r!.route).toBe(false);
      expect(looksLive(r!.miniUuid ?? ""), r!.miniUuid ?? "").toBe(false);
    } else expect(saved.code).toBe(400);
  });

  it("speeches too", async () => {
    const rows = await t.database.db.select({ content: qaAnswers.content }).from(qaAnswers);
    expect(rows.filter((r) => looksLive(r.content)).map((r) => r.content)).toEqual([]);
  });
});
