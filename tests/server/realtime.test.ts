import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels } from "#server/lib/pubsub.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

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
    const ws = (await t.app.injectWS(`/base-service/user/ws/${userId}?token=${token}`)) as unknown as WebSocket;
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
    await expect(t.app.injectWS(`/base-service/user/ws/${userId + 1}?token=${token}`)).rejects.toThrow(/401/);
  });
});
