import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sessions } from "#server/db/schema/index.ts";
import { advanceClock, pinClock } from "#server/clock.ts";
import { sha256 } from "#server/lib/crypto.ts";
import { encodeForm } from "#shared/http/form-codec.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";

const USERINFO = "/base-service/api/auth/v1/user/userinfo";
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function passLogin(body: Record<string, string>, accept = "application/json") {
  return t.app.inject({
    method: "POST",
    url: "/idp/pass/login",
    payload: encodeForm(body),
    headers: { "content-type": "application/x-www-form-urlencoded", accept },
  });
}

describe("pass login", () => {
  it("redirects to the portal with an unguessable token that is stored only hashed", async () => {
    const res = await passLogin({ account: "listed-admin", password: "Demo@2026", redirect: "/center?from=idp" });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location), "http://portal");
    expect(location.pathname).toBe("/center");
    expect(location.searchParams.get("from")).toBe("idp");
    const token = location.searchParams.get("token")!;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
  });

  it("refuses a wrong password and an unknown account with the same message, and opens no session", async () => {
    const before = (await t.database.db.select().from(sessions)).length;
    const wrong = await passLogin({ account: "listed-admin", password: "nope" });
    const unknown = await passLogin({ account: "nobody-here", password: "Demo@2026" });
    expect(JSON.parse(wrong.body)).toMatchObject({ code: 400, message: "账号或密码错误" });
    expect(JSON.parse(unknown.body)).toMatchObject({ code: 400, message: "账号或密码错误" });
    expect((await t.database.db.select().from(sessions)).length).toBe(before);
  });

  it("re-renders the form with the message for a browser", async () => {
    const res = await passLogin({ account: "listed-admin", password: "nope", redirect: "/home" }, "text/html");
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("账号或密码错误");
    expect(res.body).toContain('value="listed-admin"');
  });

  it("shows its pages in the portal's language and keeps it through a refusal and its links", async () => {
    const page = await t.app.inject({ method: "GET", url: "/idp/pass?redirect=%2Fhome&lang=en-US" });
    expect(page.body).toContain('<html lang="en-US">');
    expect(page.body).toContain("Enterprise pass login");
    expect(page.body).toContain('name="lang" value="en-US"');
    expect(page.body).toContain('href="/idp/key?redirect=%2Fhome&amp;lang=en-US"');
    expect(page.body).not.toMatch(/登录|账号|密码/);
    const refused = await passLogin({ account: "listed-admin", password: "nope", redirect: "/home", lang: "en-US" }, "text/html");
    expect(refused.body).toContain("Enterprise pass login");
    // the refusal is the spec's own message, as the portal shows it everywhere
    expect(refused.body).toContain("账号或密码错误");
    for (const url of ["/idp/sms?lang=en-US", "/idp/key?lang=en-US", "/idp/key/register?lang=en-US"]) {
      const other = await t.app.inject({ method: "GET", url });
      expect(other.body, url).toContain('<html lang="en-US">');
      expect(other.body.replace(/<script>[\s\S]*<\/script>/, ""), url).not.toMatch(/[\u4e00-\u9fff]/);
    }
    // an unknown language is Chinese, never an error page
    const odd = await t.app.inject({ method: "GET", url: "/idp/pass?lang=fr" });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain("企业通行证登录");
  });

  it("refuses missing fields, oversized fields and a redirect to another site", async () => {
    expect(JSON.parse((await passLogin({ password: "x" })).body)).toMatchObject({ code: 400, message: "请输入账号" });
    expect(JSON.parse((await passLogin({ account: "a" })).body)).toMatchObject({ code: 400, message: "请输入密码" });
    expect(JSON.parse((await passLogin({ account: "a".repeat(65), password: "x" })).body)).toMatchObject({ code: 400 });
    for (const redirect of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const res = await passLogin({ account: "listed-admin", password: "Demo@2026", redirect });
      expect(JSON.parse(res.body)).toMatchObject({ code: 400, message: "跳转地址不正确" });
    }
  });

  it("refuses personal accounts, which have no password", async () => {
    const res = await passLogin({ account: "13800000001", password: "Demo@2026" });
    expect(JSON.parse(res.body).code).toBe(400);
  });

  it("gives the special single sign-on account login type 5", async () => {
    const token = await t.loginPass("special-5");
    const info = await t.post<{ loginType: string }>(USERINFO, {}, { authorization: token });
    expect(info.datas[0]?.loginType).toBe("5");
  });
});

describe("the token", () => {
  it("is accepted with and without the Bearer prefix", async () => {
    const token = await t.loginPass("listed-member");
    expect((await t.post(USERINFO, {}, { authorization: token })).code).toBe(200);
    expect((await t.post(USERINFO, {}, { authorization: `Bearer ${token}` })).code).toBe(200);
  });

  it("is refused when missing, unknown, revoked or expired", async () => {
    expect((await t.post(USERINFO)).code).toBe(401);
    expect((await t.post(USERINFO, {}, { authorization: "Bearer x".padEnd(50, "y") })).code).toBe(401);

    const revoked = await t.loginPass("listed-member");
    expect((await t.post("/base-service/api/pub/v1/logout", {}, { authorization: revoked })).code).toBe(200);
    expect((await t.post(USERINFO, {}, { authorization: revoked })).code).toBe(401);

    const expiring = await t.loginPass("listed-member");
    advanceClock(8 * 24 * 60 * 60_000);
    try {
      expect((await t.post(USERINFO, {}, { authorization: expiring })).code).toBe(401);
    } finally {
      pinClock(TEST_NOW);
    }
  });

  it("dies with login_out_url, which the portal's exit follows", async () => {
    const token = await t.loginPass("fund-admin");
    const res = await t.post<string>("/base-service/api/pub/v1/login_out_url", { type: "1" }, { authorization: token });
    expect(res.datas[0]).toBe("/idp/logout?redirect=%2Fhome");
    expect((await t.post(USERINFO, {}, { authorization: token })).code).toBe(401);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)));
    expect(row?.revokedAt).not.toBeNull();
  });
});
