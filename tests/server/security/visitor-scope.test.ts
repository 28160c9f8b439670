import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUB } from "#shared/api/contract.ts";
import { encodeForm } from "#shared/http/form-codec.ts";
import { ONLINE_SESSIONS_PER_VISITOR } from "#server/modules/shell/shell.service.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function increment(sessionId: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: `${PUB}/online_increment`,
    payload: encodeForm({ sessionId }),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    remoteAddress,
  });
  return { status: res.statusCode, replayed: res.headers["idempotent-replayed"] === "true", body: JSON.parse(res.body) as { code: number; datas: number[] } };
}

describe("online_increment", () => {
  it("counts at most a few sessions per visitor, however many ids one posts", async () => {
    const before = (await increment("probe-session-0", "192.0.2.200")).body.datas[0]!;
    let last = 0;
    for (let i = 0; i < ONLINE_SESSIONS_PER_VISITOR + 15; i++) last = (await increment(`made-up-${i}-xxxxxxxx`, "192.0.2.10")).body.datas[0]!;
    expect(last - before).toBe(ONLINE_SESSIONS_PER_VISITOR);
    // another visitor still counts
    expect((await increment("someone-else-1", "192.0.2.11")).body.datas[0]).toBe(last + 1);
  });
});

describe("anonymous idempotency keys", () => {
  it("are scoped by visitor: one visitor's key never returns another's stored answer", async () => {
    const key = { "idempotency-key": "shared-key-0001" };
    const first = await increment("visitor-a-session", "192.0.2.21", key);
    expect(first.replayed).toBe(false);
    expect((await increment("visitor-a-session", "192.0.2.21", key)).replayed).toBe(true);
    const other = await increment("visitor-a-session", "192.0.2.22", key);
    expect(other.replayed).toBe(false);
    expect(other.status).toBe(200);
  });
});
