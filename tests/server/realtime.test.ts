import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { sql } from "drizzle-orm";
import { channels, createPostgresPubSub } from "#server/lib/pubsub.ts";
import { createTestApp, type TTestApp, injectSocket } from "./test-app.ts";

let t: TTestApp;
let token: string;
let userId: number;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginPass("listed-admin");
  const info = await t.post<{ id: number; companyId: number }>("/base-service/api/auth/v1/user/userinfo", {}, { authorization: token });
  userId = info.datas[0]!.id;
  companyId = info.datas[0]!.companyId;
});
afterAll(async () => t.close());

function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => ws.addEventListener("message", (e) => resolve(JSON.parse(String(e.data))), { once: true }));
}

describe("live socket", () => {
  it("answers the heartbeat and forwards pushes to the user's company", async () => {
    const ws = await injectSocket(t.app, `/base-service/user/ws/${userId}`, token);
    const heartbeat = nextMessage(ws);
    ws.send(JSON.stringify({ type: 0 }));
    expect(await heartbeat).toEqual({ type: 0 });
    const push = { type: 1, mqType: 1, isCompanyMessage: true, msg: "您的活动已发布" };
    const received = nextMessage(ws);
    await t.app.deps.pubsub.publish(channels.company(companyId), push);
    expect(await received).toEqual(push);
    ws.close();
  });

  it("refuses a socket without a token or for another user", async () => {
    await expect(t.app.injectWS(`/base-service/user/ws/${userId}`)).rejects.toThrow(/401/);
    await expect(injectSocket(t.app, `/base-service/user/ws/${userId + 1}`, token)).rejects.toThrow(/401/);
  });

  // Only PostgreSQL has LISTEN/NOTIFY; CI runs this suite against a real server.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("reaches a socket held by another API process through LISTEN/NOTIFY", async () => {
    const publisher = await buildApp({ database: t.database, pubsub: "auto" });
    const holder = await buildApp({ database: t.database, pubsub: "auto" });
    try {
      // injectWS does not boot the app itself.
      await Promise.all([publisher.ready(), holder.ready()]);
      const ws = await injectSocket(holder, `/base-service/user/ws/${userId}`, token);
      const push = { type: 1, mqType: 2, isCompanyMessage: true, msg: "新的提问" };
      const received = nextMessage(ws);
      await publisher.deps.pubsub.publish(channels.company(companyId), push);
      expect(await received).toEqual(push);
      ws.close();
    } finally {
      await publisher.close();
      await holder.close();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("keeps delivering after the server drops the listening connection", async () => {
    const pubsub = await createPostgresPubSub(t.database.url!);
    try {
      const got: unknown[] = [];
      pubsub.subscribe("test:reconnect", (p) => got.push(p));
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
      );
      for (let i = 0; i < 40 && got.length === 0; i++) {
        await pubsub.publish("test:reconnect", { i });
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(got.length).toBeGreaterThan(0);
    } finally {
      await pubsub.close();
    }
  });
});
