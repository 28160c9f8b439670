import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "#server/db/seed/index.ts";
import { advanceClock, pinClock } from "#server/clock.ts";
import { parseTrustProxy } from "#server/config.ts";
import { encodeForm } from "#shared/http/form-codec.ts";
import { FREE_GUESSES } from "#shared/identity/guess-throttle.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";
import { TEST_NOW } from "../test-database.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { loginMax: 5, codeMax: 1000 } });
});
afterAll(async () => t.close());
beforeEach(() => pinClock(TEST_NOW));

async function form(url: string, body: Record<string, string>, forwardedFor?: string, remoteAddress = forwardedFor ? "10.0.0.1" : "10.0.0.2") {
  const res = await t.app.inject({
    method: "POST",
    url,
    payload: encodeForm(body),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    remoteAddress,
  });
  return { status: res.statusCode, body: res.statusCode === 302 ? null : (JSON.parse(res.body) as { code: number; message: string }) };
}

describe("the address the login limits count", () => {
  it("is the socket's, not one X-Forwarded-For names, unless TRUST_PROXY says so", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await form("/idp/pass/login", { account: `nobody-${i}`, password: "x", redirect: "/home" }, `203.0.113.${i}`)).status);
    }
    // loginMax 5 per address: made-up forwarded addresses do not buy more attempts
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it("is the forwarded client's behind a trusted proxy, one count per client", async () => {
    const proxied = await createTestApp({ rateLimit: { loginMax: 2, codeMax: 1000 }, trustProxy: "10.0.0.1" });
    try {
      const attempt = (client: string) =>
        proxied.app.inject({
          method: "POST",
          url: "/idp/pass/login",
          payload: encodeForm({ account: `nobody-${client}`, password: "x", redirect: "/home" }),
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
          remoteAddress: "10.0.0.1",
        });
      const a = [await attempt("203.0.113.7"), await attempt("203.0.113.7"), await attempt("203.0.113.7")].map((r) => r.statusCode);
      const b = (await attempt("203.0.113.8")).statusCode;
      // loginMax 2 per client address: the third of one client is refused, another client is not
      expect(a.slice(0, 2).every((s) => s !== 429)).toBe(true);
      expect(a[2]).toBe(429);
      expect(b).not.toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it("reads TRUST_PROXY as off by default", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1")).toBe("10.0.0.0/8, 127.0.0.1");
  });
});

describe("guesses per account, whatever the address", () => {
  it("slow an account's password guesses with a growing delay, then let the right password in after the wait", async () => {
    const fresh = await createTestApp({ rateLimit: { loginMax: 1000, codeMax: 1000 } });
    try {
      const guess = (password: string, i: number) =>
        fresh.app.inject({
          method: "POST",
          url: "/idp/pass/login",
          payload: encodeForm({ account: "listed-member", password, redirect: "/home" }),
          headers: { "content-type": "application/x-www-form-urlencoded" },
          remoteAddress: `198.51.100.${i}`,
        });
      for (let i = 0; i < FREE_GUESSES; i++) expect(JSON.parse((await guess("wrong", i)).body).message).toBe("账号或密码错误");
      // the next guess waits a second, from any address; then two seconds; even the right password waits
      expect(JSON.parse((await guess("wrong", 49)).body).message).toBe("尝试次数过多，请1秒后再试");
      advanceClock(1_000);
      expect(JSON.parse((await guess("wrong", 50)).body).message).toBe("账号或密码错误");
      expect(JSON.parse((await guess("wrong", 51)).body).message).toBe("尝试次数过多，请2秒后再试");
      expect(JSON.parse((await guess(DEMO_PASSWORD, 52)).body).message).toBe("尝试次数过多，请2秒后再试");
      advanceClock(2_000);
      expect((await guess(DEMO_PASSWORD, 53)).statusCode).toBe(302);
      // a right password starts the account again with its free guesses
      expect(JSON.parse((await guess("wrong", 54)).body).message).toBe("账号或密码错误");
    } finally {
      await fresh.close();
    }
  });

  it("never lock a mobile number: wrong codes only slow it, and its owner still logs in", async () => {
    const mobile = "13900000077";
    expect((await t.post("/idp/sms/send", { mobile })).code).toBe(200);
    const code = t.sms.codesFor(mobile)[0]!.code;
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 6; i++) {
      messages.push((await form("/idp/sms/login", { mobile, code: wrong, redirect: "/home" }, undefined, `10.1.0.${i}`))?.body?.message ?? "");
      advanceClock(1_000);
    }
    expect(messages.slice(0, FREE_GUESSES)).toEqual(Array(FREE_GUESSES).fill("验证码错误或已失效"));
    expect(messages.some((m) => m.startsWith("尝试次数过多"))).toBe(true);
    expect(messages.some((m) => m.includes("锁定"))).toBe(false);
    advanceClock(60_000);
    expect((await form("/idp/sms/login", { mobile, code, redirect: "/home" }, undefined, "10.1.1.1")).status).toBe(302);
  });
});
