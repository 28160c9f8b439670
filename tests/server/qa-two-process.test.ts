import { describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { buildApp } from "#server/app.ts";
import { activities, users } from "#server/db/schema/index.ts";
import { createPostgresPubSub } from "#server/lib/pubsub.ts";
import { createSession } from "#server/modules/identity/session.repository.ts";
import { DEMO_ACTIVITY } from "#server/db/seed/seed-activity.ts";
import { encodeForm } from "#shared/http/form-codec.ts";
import { asQaEvent, type TQaEvent } from "#shared/qa/qa-events.ts";
import { qaSocketPaths } from "#shared/qa/qa-socket.ts";
import { openTestDatabase } from "./test-database.ts";
import { QA } from "./qa-helpers.ts";

/**
 * Two API processes on one PostgreSQL (issue: the live Q&A loop): a question asked on process A reaches a
 * public socket held by process B through LISTEN/NOTIFY. Only PostgreSQL has LISTEN/NOTIFY; CI runs the
 * server project against a real server with DATABASE_URL (and TEST_DATABASE_URL for the clone) set.
 */
describe("the live Q&A across two API processes", () => {
  it.skipIf(!process.env.DATABASE_URL || !process.env.TEST_DATABASE_URL)("delivers an auto-approved question asked on A to a socket on B", async () => {
    const database = await openTestDatabase();
    const a = await buildApp({ database, pubsub: await createPostgresPubSub(database.url!) });
    const b = await buildApp({ database, pubsub: await createPostgresPubSub(database.url!) });
    try {
      const [live] = await database.db.select({ id: activities.id }).from(activities).where(like(activities.title, `%${DEMO_ACTIVITY.inProgress}`));
      await database.db.update(activities).set({ isAutoApprove: true }).where(eq(activities.id, live!.id));
      const [investor] = await database.db
        .insert(users)
        .values({ mobile: "17700000001", nickName: "跨进程投资者", userType: "personal", investorType: 1, isRealPerson: true })
        .returning({ id: users.id });
      const token = await createSession(database.db, investor!.id, "0");

      await a.ready();
      const address = await b.listen({ port: 0, host: "127.0.0.1" });
      // Node 20 has no global WebSocket; the ws package is the server's own dependency.
      const specifier = "ws";
      const { WebSocket: Ws } = (await import(specifier)) as { WebSocket: typeof WebSocket };
      const ws = new Ws(`${address.replace("http", "ws")}${qaSocketPaths.activity(live!.id)}`);
      await new Promise((resolve, reject) => {
        ws.addEventListener("open", resolve, { once: true });
        ws.addEventListener("error", reject, { once: true });
      });
      const received = new Promise<TQaEvent>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no event reached process B")), 10_000);
        ws.addEventListener("message", (e) => {
          const event = asQaEvent(JSON.parse(String(e.data)));
          if (event?.kind === "asked") {
            clearTimeout(timer);
            resolve(event);
          }
        });
      });

      const res = await a.inject({
        method: "POST",
        url: QA.ask,
        payload: encodeForm({ activityId: live!.id, content: "从进程A提出的问题" }),
        headers: { "content-type": "application/x-www-form-urlencoded", authorization: token },
      });
      const body = JSON.parse(res.body) as { code: number; datas: { id: number }[] };
      expect(body.code).toBe(200);
      const event = await received;
      expect(event).toMatchObject({ activityId: live!.id, questionId: body.datas[0]!.id, status: 3 });
      expect(event.record).toMatchObject({ content: "从进程A提出的问题" });
      ws.close();
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
