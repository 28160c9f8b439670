import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "#server/db/schema/index.ts";
import { advanceClock, pinClock } from "#server/clock.ts";
import { encodeForm } from "#shared/http/form-codec.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => pinClock(TEST_NOW));

const send = (mobile: string) => t.post<{ resendAfterSeconds: number }>("/idp/sms/send", { mobile });
async function login(mobile: string, code: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/idp/sms/login",
    payload: encodeForm({ mobile, code, redirect: "/personalCenter" }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return { status: res.statusCode, location: String(res.headers.location ?? ""), body: res.body ? JSON.parse(res.body) : null };
}

describe("one-time code login", () => {
  it("sends a six-digit code and logs a known number in as its personal user", async () => {
    const sent = await send("13800000001");
    expect(sent).toMatchObject({ code: 200, datas: [{ resendAfterSeconds: 60 }] });
    const code = t.sms.codesFor("13800000001")[0]!.code;
    expect(code).toMatch(/^\d{6}$/);
    const res = await login("13800000001", code);
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/personalCenter\?token=/);
  });

  it("refuses a bad mobile number with the spec's message and sends nothing", async () => {
    expect(await send("12800000001")).toMatchObject({ code: 400, message: "手机号格式不正确" });
    expect(await send("")).toMatchObject({ code: 400, message: "请输入手机号" });
    expect(t.sms.codesFor("12800000001")).toHaveLength(0);
  });

  it("refuses a second code within 60 seconds and allows one after", async () => {
    await send("13900000011");
    advanceClock(30_000);
    expect(await send("13900000011")).toMatchObject({ code: 400, message: "验证码发送过于频繁，请60秒后再试" });
    advanceClock(31_000);
    expect((await send("13900000011")).code).toBe(200);
    expect(t.sms.codesFor("13900000011")).toHaveLength(2);
  });

  it("accepts a code once only", async () => {
    await send("13900000012");
    const code = t.sms.codesFor("13900000012")[0]!.code;
    expect((await login("13900000012", code)).status).toBe(302);
    expect((await login("13900000012", code)).body).toMatchObject({ code: 400, message: "验证码错误或已失效" });
  });

  it("lets a code expire after five minutes", async () => {
    await send("13900000013");
    const code = t.sms.codesFor("13900000013")[0]!.code;
    advanceClock(5 * 60_000 + 1000);
    expect((await login("13900000013", code)).body).toMatchObject({ code: 400, message: "验证码错误或已失效" });
  });

  it("creates a personal account for a number seen for the first time", async () => {
    await send("13700000099");
    const code = t.sms.codesFor("13700000099")[0]!.code;
    expect((await login("13700000099", code)).status).toBe(302);
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, "13700000099"));
    expect(user).toMatchObject({ userType: "personal", isRealPerson: false });
  });

  it("refuses malformed codes before looking them up", async () => {
    expect((await login("13800000001", "12ab56")).body).toMatchObject({ code: 400, message: "验证码为6位数字" });
    expect((await login("13800000001", "")).body).toMatchObject({ code: 400, message: "请输入验证码" });
  });

  it("shows sent codes on the development sink, and only outside production", async () => {
    await send("13900000015");
    const res = await t.app.inject({ method: "GET", url: "/idp/dev/codes?mobile=13900000015" });
    expect(JSON.parse(res.body).datas[0].code).toMatch(/^\d{6}$/);
    const prod = await createTestApp({ devTools: false });
    try {
      expect((await prod.app.inject({ method: "GET", url: "/idp/dev/codes?mobile=13900000015" })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
