import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { authChallenges, webauthnCredentials } from "#server/db/schema/index.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

// The full ceremony with a real authenticator runs in Chromium (e2e/login.spec.ts, virtual authenticator);
// here the API's refusals: nothing is stored and nobody is logged in without a valid key.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ publicOrigin: "http://localhost:3000" });
});
afterAll(async () => t.close());

const postJson = async (url: string, payload: unknown) => {
  const res = await t.app.inject({ method: "POST", url, payload: payload as object, headers: { "content-type": "application/json" } });
  return JSON.parse(res.body) as { code: number; message: string; datas: { challengeId: string; options: Record<string, unknown> }[] };
};

describe("security-key registration", () => {
  it("asks for the account's password before offering options", async () => {
    expect(await postJson("/idp/webauthn/register/options", { account: "listed-admin", password: "wrong" })).toMatchObject({ code: 400, message: "账号或密码错误" });
    expect(await postJson("/idp/webauthn/register/options", { account: "listed-admin" })).toMatchObject({ code: 400, message: "请输入密码" });
  });

  it("offers options for the relying party, requiring a discoverable credential", async () => {
    const res = await postJson("/idp/webauthn/register/options", { account: "listed-admin", password: "Demo@2026" });
    expect(res.code).toBe(200);
    const options = res.datas[0]!.options as { rp: { id: string }; user: { name: string }; authenticatorSelection: { residentKey: string } };
    expect(options.rp.id).toBe("localhost");
    expect(options.user.name).toBe("listed-admin");
    expect(options.authenticatorSelection.residentKey).toBe("required");
  });

  it("refuses a forged attestation with the Ekey message, stores nothing, and burns the challenge", async () => {
    const { datas } = await postJson("/idp/webauthn/register/options", { account: "listed-admin", password: "Demo@2026" });
    const forged = { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "e30", attestationObject: "oA" }, clientExtensionResults: {} };
    const first = await postJson("/idp/webauthn/register/verify", { challengeId: datas[0]!.challengeId, response: forged });
    expect(first).toMatchObject({ code: 400, message: "您的Ekey未插好或无效" });
    const again = await postJson("/idp/webauthn/register/verify", { challengeId: datas[0]!.challengeId, response: forged });
    expect(again).toMatchObject({ code: 400, message: "您的Ekey未插好或无效" });
    expect((await t.database.db.select({ n: count() }).from(webauthnCredentials))[0]!.n).toBe(0);
  });

  it("refuses a malformed body", async () => {
    expect(await postJson("/idp/webauthn/register/verify", { challengeId: "not-a-uuid", response: {} })).toMatchObject({ code: 400, message: "请求已失效，请重试" });
    expect((await postJson("/idp/webauthn/register/verify", { challengeId: crypto.randomUUID(), response: "x" })).code).toBe(400);
  });
});

describe("security-key login", () => {
  it("offers options and keeps the challenge server-side", async () => {
    const before = (await t.database.db.select({ n: count() }).from(authChallenges))[0]!.n;
    const res = await postJson("/idp/webauthn/login/options", {});
    expect(res.code).toBe(200);
    expect(res.datas[0]!.options).toMatchObject({ rpId: "localhost" });
    expect((await t.database.db.select({ n: count() }).from(authChallenges))[0]!.n).toBe(before + 1);
  });

  it("refuses an assertion from an unknown key with the Ekey message", async () => {
    const { datas } = await postJson("/idp/webauthn/login/options", {});
    const res = await postJson("/idp/webauthn/login/verify", {
      challengeId: datas[0]!.challengeId,
      response: { id: "unknown-key", rawId: "unknown-key", type: "public-key", response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" }, clientExtensionResults: {} },
    });
    expect(res).toMatchObject({ code: 400, message: "您的Ekey未插好或无效" });
  });

  it("refuses an unknown or expired challenge", async () => {
    const res = await postJson("/idp/webauthn/login/verify", { challengeId: crypto.randomUUID(), response: { id: "x" } });
    expect(res).toMatchObject({ code: 400, message: "您的Ekey未插好或无效" });
  });
});
