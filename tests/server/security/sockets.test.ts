import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "node:http";
import { buildApp } from "#server/app.ts";
import { createInProcessPubSub } from "#server/lib/pubsub.ts";
import { SESSION_ENDED_CLOSE_CODE } from "#server/plugins/realtime.ts";
import { PUB } from "#shared/api/contract.ts";
import { SOCKET_PROTOCOL, socketProtocols } from "#shared/http/socket-auth.ts";
import { qaSocketPaths } from "#shared/qa/qa-socket.ts";
import { createTestApp, injectSocket, type TTestApp } from "../test-app.ts";
import { activityId } from "../qa-helpers.ts";

let t: TTestApp;
let userId: number;
let live: number;
beforeAll(async () => {
  // one pub/sub shared with a second app on the same database below: two processes, as far as sockets go
  t = await createTestApp({ pubsub: createInProcessPubSub() });
  await t.app.ready();
  const token = await t.loginPass("listed-admin");
  userId = (await t.post<{ id: number }>("/base-service/api/auth/v1/user/userinfo", {}, { authorization: token })).datas[0]!.id;
  live = await activityId(t, "inProgress");
});
afterAll(async () => t.close());

const closed = (ws: globalThis.WebSocket) => new Promise<number>((resolve) => ws.addEventListener("close", (e) => resolve(e.code), { once: true }));

describe("the live socket's token", () => {
  it("is not read from the address, which access logs keep", async () => {
    const token = await t.loginPass("listed-admin");
    await expect(t.app.injectWS(`/base-service/user/ws/${userId}?token=${token}`)).rejects.toThrow(/401/);
    await expect(t.app.injectWS(`${qaSocketPaths.ops}?token=${await t.loginPass("ops-admin")}`)).rejects.toThrow(/401/);
  });

  it("travels as a subprotocol, and the server selects the portal's protocol, never echoing the token", async () => {
    const token = await t.loginPass("listed-admin");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address() as { port: number };
    // a raw handshake, as a browser sends it: the answer names the selected protocol
    const selected = await new Promise<string | undefined>((resolve, reject) => {
      const req = request({
        host: "127.0.0.1",
        port: address.port,
        path: `/base-service/user/ws/${userId}`,
        headers: {
          connection: "Upgrade",
          upgrade: "websocket",
          "sec-websocket-version": "13",
          "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
          "sec-websocket-protocol": socketProtocols(token).join(", "),
        },
      });
      req.on("upgrade", (res, socket) => {
        socket.destroy();
        resolve(res.headers["sec-websocket-protocol"]);
      });
      req.on("response", (res) => reject(new Error(`no upgrade: ${res.statusCode}`)));
      req.on("error", reject);
      req.end();
    });
    expect(selected).toBe(SOCKET_PROTOCOL);
  });
});

describe("a session that ends", () => {
  it("closes every socket opened with it, in this process and in another one on the pub/sub", async () => {
    const other = await buildApp({ database: t.database, pubsub: t.app.deps.pubsub, sessionCacheMs: 0 });
    await other.ready();
    try {
      const token = await t.loginPass("listed-admin");
      const ops = await t.loginPass("ops-admin");
      const here = await injectSocket(t.app, `/base-service/user/ws/${userId}`, token);
      const there = await injectSocket(other, `/base-service/user/ws/${userId}`, token);
      const publicPage = await injectSocket(other, qaSocketPaths.activity(live), token);
      const opsSocket = await injectSocket(other, qaSocketPaths.ops, ops);
      const bystander = await injectSocket(other, qaSocketPaths.activity(live));
      const codes = Promise.all([closed(here), closed(there), closed(publicPage)]);
      let bystanderClosed = false;
      bystander.addEventListener("close", () => (bystanderClosed = true));

      expect((await t.post(`${PUB}/logout`, {}, { authorization: token })).code).toBe(200);
      expect(await codes).toEqual([SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE]);
      // another session's sockets stay open
      const pong = new Promise((resolve) => opsSocket.addEventListener("message", (e) => resolve(JSON.parse(String(e.data))), { once: true }));
      opsSocket.send(JSON.stringify({ type: 0 }));
      expect(await pong).toEqual({ type: 0 });
      expect(bystanderClosed).toBe(false);
      // and the ended token opens no new socket
      await expect(injectSocket(other, `/base-service/user/ws/${userId}`, token)).rejects.toThrow(/401/);
      opsSocket.close();
      bystander.close();
    } finally {
      await other.close();
    }
  });
});
