import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { z } from "zod";
import { idempotencyKeys, realPersonVerifications } from "#server/db/schema/index.ts";
import { advanceClock, pinClock } from "#server/clock.ts";
import { registerRoute } from "#server/lib/route.ts";
import { defineContract } from "#shared/api/contract.ts";
import { ok } from "#shared/http/envelope.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";

const VERIFY = "/base-service/api/auth/v1/user/real_person_verify";
const SLOW = "/base-service/api/auth/v1/test/slow_write";
let t: TTestApp;
let release: () => void = () => {};
let runs = 0;
let investor = "";

beforeAll(async () => {
  t = await createTestApp();
  // A write that waits until the test lets it finish, to have a request still running.
  registerRoute(
    t.app,
    defineContract({ method: "POST", path: SLOW, access: "auth", tag: "test", summary: "test", body: z.object({ n: z.string() }), datas: z.number() }),
    async () => {
      runs++;
      await new Promise<void>((resolve) => (release = resolve));
      return ok([runs]);
    },
  );
  investor = await t.loginMobile("13800000002");
});
afterAll(async () => t.close());

const verifications = async (realName: string) =>
  (await t.database.db.select({ n: count() }).from(realPersonVerifications).where(eq(realPersonVerifications.realName, realName)))[0]!.n;

describe("Idempotency-Key", () => {
  it("stores the first response and returns it to a replay without running again", async () => {
    const token = investor;
    const headers = { authorization: token, "idempotency-key": "key-verify-1" };
    const body = { realName: "李四", idNumber: "11010519491231002X" };
    const first = await t.post(VERIFY, body, headers);
    const replay = await t.post(VERIFY, body, headers);
    expect(first.code).toBe(200);
    expect(replay).toMatchObject({ code: 200, datas: first.datas, message: first.message });
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(await verifications("李四")).toBe(1);
  });

  it("replays a refusal as the same refusal", async () => {
    const token = investor;
    const headers = { authorization: token, "idempotency-key": "key-refused" };
    const first = await t.post(VERIFY, { realName: "王五", idNumber: "110105194912310021" }, headers);
    const replay = await t.post(VERIFY, { realName: "王五", idNumber: "110105194912310021" }, headers);
    expect(first.code).toBe(400);
    expect(replay).toMatchObject({ code: 400, message: first.message });
    expect(replay.headers["idempotent-replayed"]).toBe("true");
  });

  it("answers 422 to the same key with a different body, and changes nothing", async () => {
    const token = investor;
    const headers = { authorization: token, "idempotency-key": "key-mismatch" };
    await t.post(VERIFY, { realName: "赵六", idNumber: "11010519491231002X" }, headers);
    const other = await t.post(VERIFY, { realName: "钱七", idNumber: "11010519491231002X" }, headers);
    expect(other.status).toBe(422);
    expect(other.message).toBe("该幂等键已用于内容不同的请求");
    expect(await verifications("钱七")).toBe(0);
  });

  it("answers 409 to a replay that arrives while the first is still running", async () => {
    const token = await t.loginPass("listed-admin");
    const headers = { authorization: token, "idempotency-key": "key-slow" };
    const first = t.post<number>(SLOW, { n: "1" }, headers);
    while (runs === 0) await new Promise((r) => setTimeout(r, 10));
    const second = await t.post(SLOW, { n: "1" }, headers);
    expect(second.status).toBe(409);
    release();
    expect((await first).datas).toEqual([1]);
    const third = await t.post<number>(SLOW, { n: "1" }, headers);
    expect(third.datas).toEqual([1]);
    expect(runs).toBe(1);
  });

  it("keeps keys per user: another user's identical key runs on its own", async () => {
    const a = await t.loginPass("listed-admin");
    const b = await t.loginPass("fund-admin");
    const before = runs;
    const ra = t.post<number>(SLOW, { n: "2" }, { authorization: a, "idempotency-key": "shared-key" });
    while (runs === before) await new Promise((r) => setTimeout(r, 10));
    release();
    await ra;
    const rb = t.post<number>(SLOW, { n: "2" }, { authorization: b, "idempotency-key": "shared-key" });
    while (runs === before + 1) await new Promise((r) => setTimeout(r, 10));
    release();
    expect((await rb).code).toBe(200);
    expect(runs).toBe(before + 2);
  });

  it("forgets a key after 24 hours", async () => {
    const token = investor;
    const headers = { authorization: token, "idempotency-key": "key-expiring" };
    await t.post(VERIFY, { realName: "孙八", idNumber: "11010519491231002X" }, headers);
    advanceClock(24 * 60 * 60_000 + 1000);
    try {
      const again = await t.post(VERIFY, { realName: "孙八", idNumber: "11010519491231002X" }, headers);
      expect(again.headers["idempotent-replayed"]).toBeUndefined();
      expect(await verifications("孙八")).toBe(2);
    } finally {
      pinClock(TEST_NOW);
    }
    const rows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "key-expiring"));
    expect(rows).toHaveLength(1);
  });
});
