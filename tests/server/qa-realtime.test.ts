import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activities, qaAnswers } from "#server/db/schema/index.ts";
import { asQaEvent, type TQaEvent } from "#shared/qa/qa-events.ts";
import { qaSocketPaths } from "#shared/qa/qa-socket.ts";
import type { TPublicQa } from "#shared/api/qa.contract.ts";
import { createTestApp, type TTestApp, injectSocket } from "./test-app.ts";
import { QA, activityId, as, companyIdOf, insertQuestion, newInvestor } from "./qa-helpers.ts";

let t: TTestApp;
let live: number;
let mainId: number;
let operator: string;
let admin: string;
let adminUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  live = await activityId(t, "inProgress");
  mainId = await companyIdOf(t, "listedMain");
  [operator, admin] = await Promise.all([t.loginPass("ops-operator"), t.loginPass("listed-admin")]);
  adminUserId = (await t.post<{ id: number }>("/base-service/api/auth/v1/user/userinfo", {}, as(admin))).datas[0]!.id;
});
afterAll(async () => t.close());

interface TListener {
  messages: unknown[];
  /** the Q&A events received so far */
  events(): TQaEvent[];
  /** resolves when a message matching the predicate has arrived */
  next(match: (m: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

async function listen(path: string, token?: string): Promise<TListener> {
  const ws = await injectSocket(t.app, path, token);
  const messages: unknown[] = [];
  const waiters: { match: (m: unknown) => boolean; resolve: (m: unknown) => void }[] = [];
  ws.addEventListener("message", (e) => {
    const m = JSON.parse(String(e.data)) as unknown;
    messages.push(m);
    for (const w of [...waiters]) if (w.match(m)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(m); }
  });
  return {
    messages,
    events: () => messages.map(asQaEvent).filter((e) => e !== null),
    next(match, timeoutMs = 3000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching message; got ${JSON.stringify(messages)}`)), timeoutMs);
        waiters.push({ match, resolve: (m) => { clearTimeout(timer); resolve(m); } });
      });
    },
    close: () => ws.close(),
  };
}
const kind = (k: string, questionId?: number) => (m: unknown) => {
  const e = asQaEvent(m);
  return e !== null && e.kind === k && (questionId === undefined || e.questionId === questionId);
};
const settle = () => new Promise((r) => setTimeout(r, 150));

describe("the public activity socket", () => {
  it("opens anonymously on a visible activity only; an unpublished one needs its test code", async () => {
    const anonymous = await listen(qaSocketPaths.activity(live));
    anonymous.close();
    await expect(t.app.injectWS(qaSocketPaths.activity(99999999))).rejects.toThrow(/404/);
    const hidden = await activityId(t, "infoSubmitted");
    await t.database.db.update(activities).set({ pubStatus: 0, testCode: "ws-preview" }).where(eq(activities.id, hidden));
    await expect(t.app.injectWS(qaSocketPaths.activity(hidden))).rejects.toThrow(/404/);
    const preview = await listen(`${qaSocketPaths.activity(hidden)}?testCode=ws-preview`);
    preview.close();
  });

  it("answers the heartbeat", async () => {
    const ws = (await t.app.injectWS(qaSocketPaths.activity(live))) as unknown as WebSocket;
    const got = new Promise((resolve) => ws.addEventListener("message", (e) => resolve(JSON.parse(String(e.data))), { once: true }));
    ws.send(JSON.stringify({ type: 0 }));
    expect(await got).toEqual({ type: 0 });
    ws.close();
  });

  it("a pending question reaches the asker and the operators, not the public; approval reaches everyone once", async () => {
    const asker = await newInvestor(t);
    const [publicSocket, askerSocket, opsSocket, companySocket] = await Promise.all([
      listen(qaSocketPaths.activity(live)),
      listen(`${qaSocketPaths.activity(live)}`, asker.token),
      listen(`${qaSocketPaths.ops}`, operator),
      listen(`/base-service/user/ws/${adminUserId}`, admin),
    ]);
    try {
      const asked = await t.post<TPublicQa>(QA.ask, { activityId: live, content: "实时推送的提问" }, as(asker.token));
      const id = asked.datas[0]!.id;
      const mine = asQaEvent(await askerSocket.next(kind("asked", id)))!;
      expect(mine).toMatchObject({ type: 10, activityId: live, questionId: id, status: 0 });
      expect(mine.at).toBeGreaterThan(0);
      await opsSocket.next(kind("asked", id));

      expect((await t.post(QA.moderate, { kind: 1, id, status: 1 }, as(operator))).code).toBe(200);
      const reviewed = asQaEvent(await publicSocket.next(kind("questionReviewed", id)))!;
      expect(reviewed.status).toBe(1);
      expect(reviewed.record).toMatchObject({ id, content: "实时推送的提问", status: 1, answers: [] });
      await askerSocket.next(kind("questionReviewed", id));
      await opsSocket.next(kind("questionReviewed", id));
      await companySocket.next(kind("questionReviewed", id));
      // the company's bell rings for the question waiting for its answer
      expect(await companySocket.next((m) => (m as { mqType?: number }).mqType === 2)).toEqual({ type: 1, mqType: 2, isCompanyMessage: true, msg: "您有新的投资者提问待回复" });
      await settle();
      // the public never heard of the pending question; each socket got the approval once
      expect(publicSocket.events().map((e) => e.kind)).toEqual(["questionReviewed"]);
      expect(askerSocket.events().filter((e) => e.questionId === id).map((e) => e.kind)).toEqual(["asked", "questionReviewed"]);
      expect(opsSocket.events().filter((e) => e.questionId === id).map((e) => e.kind)).toEqual(["asked", "questionReviewed"]);
    } finally {
      for (const s of [publicSocket, askerSocket, opsSocket, companySocket]) s.close();
    }
  });

  it("an auto-approved question goes straight to the public page and the company", async () => {
    await t.database.db.update(activities).set({ isAutoApprove: true }).where(eq(activities.id, live));
    const [publicSocket, opsSocket, companySocket] = await Promise.all([
      listen(qaSocketPaths.activity(live)),
      listen(`${qaSocketPaths.ops}`, operator),
      listen(`/base-service/user/ws/${adminUserId}`, admin),
    ]);
    try {
      const me = await newInvestor(t);
      const res = await t.post<TPublicQa>(QA.ask, { activityId: live, content: "自动通过的实时提问" }, as(me.token));
      const id = res.datas[0]!.id;
      expect(asQaEvent(await publicSocket.next(kind("asked", id)))!.record).toMatchObject({ id, status: 3 });
      await companySocket.next(kind("asked", id));
      await settle();
      expect(opsSocket.events().some((e) => e.questionId === id)).toBe(false);
    } finally {
      await t.database.db.update(activities).set({ isAutoApprove: false }).where(eq(activities.id, live));
      for (const s of [publicSocket, opsSocket, companySocket]) s.close();
    }
  });

  it("answers, their review and their revoke, and me too, reach the sockets that care", async () => {
    const me = await newInvestor(t);
    const id = await insertQuestion(t, { activityId: live, companyId: mainId, status: 1, content: "等待回复的问题", askerUserId: me.id });
    const [publicSocket, askerSocket, opsSocket, companySocket] = await Promise.all([
      listen(qaSocketPaths.activity(live)),
      listen(`${qaSocketPaths.activity(live)}`, me.token),
      listen(`${qaSocketPaths.ops}`, operator),
      listen(`/base-service/user/ws/${adminUserId}`, admin),
    ]);
    try {
      const answered = await t.post<{ answerId: number }>(QA.answer, { activityId: live, id, content: "这是公司的回复" }, as(admin));
      const answerId = answered.datas[0]!.answerId;
      expect(asQaEvent(await opsSocket.next(kind("answered", id)))!.answerId).toBe(answerId);
      await companySocket.next(kind("answered", id));

      await t.post(QA.moderate, { kind: 2, id: answerId, status: 1 }, as(operator));
      const approved = asQaEvent(await publicSocket.next(kind("answerReviewed", id)))!;
      expect((approved.record as TPublicQa).answers.map((a) => a.replyContent)).toEqual(["这是公司的回复"]);
      await askerSocket.next(kind("answerReviewed", id));
      await companySocket.next(kind("answerReviewed", id));

      await t.post(QA.addOne, { id }, as((await newInvestor(t)).token));
      expect(asQaEvent(await publicSocket.next(kind("meToo", id)))!.meTooCount).toBe(1);

      await t.post(QA.cancelAnswer, { id: answerId, questionType: 1, cancelReason: "需要更正" }, as(admin));
      const revoked = asQaEvent(await publicSocket.next(kind("revoked", id)))!;
      expect((revoked.record as TPublicQa).answers).toEqual([]);
      await companySocket.next(kind("revoked", id));
      await settle();
      // the pending answer never reached the public page
      expect(publicSocket.events().filter((e) => e.questionId === id).map((e) => e.kind)).toEqual(["answerReviewed", "meToo", "revoked"]);
    } finally {
      for (const s of [publicSocket, askerSocket, opsSocket, companySocket]) s.close();
    }
  });

  it("a failed publish never fails the write: the question is stored and answered", async () => {
    const pubsub = t.app.deps.pubsub;
    const original = pubsub.publish;
    pubsub.publish = async () => {
      throw new Error("pub/sub down");
    };
    try {
      const me = await newInvestor(t);
      const res = await t.post<TPublicQa>(QA.ask, { activityId: live, content: "推送失败时的提问" }, as(me.token));
      expect(res.code, res.message).toBe(200);
      const [row] = await t.database.db.select().from(qaAnswers).where(and(eq(qaAnswers.questionId, res.datas[0]!.id)));
      expect(row).toBeUndefined();
    } finally {
      pubsub.publish = original;
    }
  });
});

describe("the operators' socket", () => {
  it("needs an operator token", async () => {
    await expect(t.app.injectWS(qaSocketPaths.ops)).rejects.toThrow(/401/);
    await expect(injectSocket(t.app, `${qaSocketPaths.ops}`, admin)).rejects.toThrow(/403/);
    const ok = await listen(`${qaSocketPaths.ops}`, operator);
    ok.close();
  });
});
