import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { auditLog, users } from "#server/db/schema/index.ts";
import { accountAdminContracts } from "#shared/api/account-admin.contract.ts";
import type { TAdminAccount, TIssuedPassword } from "#shared/api/account-admin.contract.ts";
import type { TAdminCompany } from "#shared/api/company-admin.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { AccountMsg } from "#shared/company/accounts.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const OPS = "/base-service/api/ops/v1";
let t: TTestApp;
let supervisor: string;
let operator: string;
let enterprise: string;
let personal: string;
let companyId: number;

const as = (token: string) => ({ authorization: token });
const post = <T>(path: string, body: Record<string, unknown>, token = supervisor) => t.post<T>(`${OPS}/${path}`, body as never, as(token));

async function lastAudit(action: string) {
  const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

/** A pass login through the provider as an API caller: the envelope on refusal, the token on success. */
async function passLogin(account: string, password: string) {
  const res = await t.app.inject({ method: "POST", url: "/idp/pass/login", payload: new URLSearchParams({ account, password, redirect: "/home" }).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
  return res.statusCode === 302 ? { token: new URL(String(res.headers.location), "http://portal").searchParams.get("token") } : JSON.parse(res.body);
}

async function passChange(body: Record<string, string>, html = false) {
  return t.app.inject({
    method: "POST", url: "/idp/pass/change", payload: new URLSearchParams({ redirect: "/home", ...body }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(html ? { accept: "text/html" } : {}) },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [supervisor, operator, enterprise] = await Promise.all([t.loginPass("ops-admin"), t.loginPass("ops-operator"), t.loginPass("listed-admin")]);
  personal = await t.loginMobile("13900000001");
  const found = await post<TPage<TAdminCompany>>("company/company_search", { keyword: "300917" });
  companyId = found.datas[0]!.records[0]!.id;
});
afterAll(async () => t.close());

describe("accounts in the back office: who may call", () => {
  it("refuses outsiders (401), enterprise and personal tokens (403) on every call, and operators on supervisor actions", async () => {
    for (const c of Object.values(accountAdminContracts)) {
      expect((await t.post(c.path, {})).code, c.path).toBe(401);
      expect((await t.post(c.path, {}, as(enterprise))).code, c.path).toBe(403);
      expect((await t.post(c.path, {}, as(personal))).code, c.path).toBe(403);
      if (c.supervisorOnly) expect(await t.post(c.path, { companyId, userId: 1, account: "op_try", nickName: "x", operatorRole: "operator", locked: true }, as(operator)), c.path).toMatchObject({ code: 403, message: "暂无权限" });
    }
    expect((await post<TPage<TAdminAccount>>("account/account_page", { companyId }, operator)).code).toBe(200);
    expect((await post<TPage<TAdminAccount>>("account/operator_page", {}, operator)).datas[0]!.records.map((o) => o.account)).toEqual(expect.arrayContaining(["ops-admin", "ops-operator"]));
  });
});

describe("an enterprise account with a one-time initial password", () => {
  it("is opened as the company's admin, audited without the hash, and must change its password before any session", async () => {
    const opened = await post<TIssuedPassword>("account/account_create", { companyId, account: "pc_finance", nickName: "韩晓梅", mobile: "13711112222", asAdmin: true });
    expect(opened).toMatchObject({ code: 200, datas: [{ account: { account: "pc_finance", userRole: 1, mustChangePassword: true, locked: false, companyId } }] });
    const { initialPassword, account } = opened.datas[0]!;
    expect(initialPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const audit = await lastAudit("account.create");
    expect(audit).toMatchObject({ entityId: String(account.userId), after: { account: "pc_finance", companyId, userRole: 1 } });
    expect(JSON.stringify(audit)).not.toContain("scrypt");
    // the former admin is an ordinary member now; the company row names the new one
    const accounts = (await post<TPage<TAdminAccount>>("account/account_page", { companyId })).datas[0]!.records;
    expect(accounts.filter((a) => a.userRole === 1).map((a) => a.account)).toEqual(["pc_finance"]);
    expect((await post<TPage<TAdminCompany>>("company/company_search", { keyword: "300917" })).datas[0]!.records[0]!.adminName).toBe("韩晓梅");

    // the initial password opens no session, only the change form
    expect(await passLogin("pc_finance", "wrong-password1")).toMatchObject({ code: 400, message: "账号或密码错误" });
    expect(await passLogin("pc_finance", initialPassword)).toMatchObject({ code: 400, message: AccountMsg.passwordChangeRequired, outcome: "account.passwordChangeRequired" });
    const page = await t.app.inject({ method: "POST", url: "/idp/pass/login", payload: new URLSearchParams({ account: "pc_finance", password: initialPassword, redirect: "/home" }).toString(), headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" } });
    expect(page.body).toContain('action="/idp/pass/change"');
    expect(page.body).not.toContain(initialPassword);
    // nor a security key
    expect((await t.post("/idp/webauthn/register/options", { account: "pc_finance", password: initialPassword } as never)).message).toBe(AccountMsg.passwordChangeRequired);

    // the new password follows the rule; a refusal changes nothing
    for (const [newPassword, confirmPassword, message] of [["short1", "short1", AccountMsg.passwordWeak], ["lettersonly", "lettersonly", AccountMsg.passwordWeak], [initialPassword, initialPassword, AccountMsg.passwordSame], ["Harbour2026", "Harbour2027", AccountMsg.passwordMismatch]] as const) {
      expect(JSON.parse((await passChange({ account: "pc_finance", password: initialPassword, newPassword, confirmPassword })).body)).toMatchObject({ code: 400, message });
    }
    expect(JSON.parse((await passChange({ account: "pc_finance", password: "not-it-2026", newPassword: "Harbour2026", confirmPassword: "Harbour2026" })).body)).toMatchObject({ code: 400, message: "账号或密码错误" });
    const changed = await passChange({ account: "pc_finance", password: initialPassword, newPassword: "Harbour2026", confirmPassword: "Harbour2026" });
    expect(changed.statusCode).toBe(302);
    const token = new URL(String(changed.headers.location), "http://portal").searchParams.get("token")!;
    expect((await t.post("/base-service/api/auth/v1/user/userinfo", {}, as(token))).code).toBe(200);
    expect(await passLogin("pc_finance", initialPassword)).toMatchObject({ code: 400, message: "账号或密码错误" });
    expect((await passLogin("pc_finance", "Harbour2026")).token).toBeTruthy();
    expect(await lastAudit("account.passwordChanged")).toMatchObject({ actorUserId: account.userId, after: { mustChangePassword: false } });
  });

  it("refuses bad values and taken names with their messages, and creates nothing", async () => {
    const [{ n: before }] = (await t.database.db.$count(users).then((n) => [{ n }])) as [{ n: number }];
    const cases: [Record<string, unknown>, string][] = [
      [{ companyId, account: "1abc", nickName: "甲" }, AccountMsg.accountInvalid],
      [{ companyId, account: "ab", nickName: "甲" }, AccountMsg.accountInvalid],
      [{ companyId, account: "good_name", nickName: "" }, AccountMsg.nickNameRequired],
      [{ companyId, account: "good_name", nickName: "很".repeat(21) }, AccountMsg.nickNameTooLong],
      [{ companyId, account: "good_name", nickName: "甲", mobile: "12345" }, "手机号格式不正确"],
      [{ companyId, account: "ops-admin", nickName: "甲" }, AccountMsg.accountTaken],
      [{ companyId, account: "good_name", nickName: "甲", mobile: "13711112222" }, AccountMsg.mobileTaken],
      [{ companyId: 999999, account: "good_name", nickName: "甲" }, "该公司不存在"],
    ];
    for (const [body, message] of cases) expect(await post("account/account_create", body), JSON.stringify(body)).toMatchObject({ code: 400, message });
    expect(await t.database.db.$count(users)).toBe(before);
  });
});

describe("locking, resetting and roles", () => {
  it("a locked account cannot log in and its sessions end; unlocking lets it in again", async () => {
    const token = await t.loginPass("listed-member");
    const [member] = await t.database.db.select().from(users).where(eq(users.account, "listed-member"));
    expect((await post<TAdminAccount>("account/lock", { userId: member!.id, locked: true })).datas[0]).toMatchObject({ locked: true });
    expect((await t.post("/base-service/api/auth/v1/user/userinfo", {}, as(token))).code).toBe(401);
    expect(await passLogin("listed-member", "Demo@2026")).toMatchObject({ code: 400, message: "账号或密码错误" });
    expect(await lastAudit("account.lock")).toMatchObject({ entityId: String(member!.id), before: { locked: false }, after: { locked: true } });
    await post("account/lock", { userId: member!.id, locked: false });
    expect((await t.loginPass("listed-member")).length).toBeGreaterThan(10);
  });

  it("a reset issues a new initial password and ends the sessions", async () => {
    const token = await t.loginPass("listed-member");
    const [member] = await t.database.db.select().from(users).where(eq(users.account, "listed-member"));
    const reset = await post<TIssuedPassword>("account/reset_password", { userId: member!.id });
    expect(reset.datas[0]!.account.mustChangePassword).toBe(true);
    expect((await t.post("/base-service/api/auth/v1/user/userinfo", {}, as(token))).code).toBe(401);
    expect(await passLogin("listed-member", reset.datas[0]!.initialPassword)).toMatchObject({ message: AccountMsg.passwordChangeRequired });
    expect(await lastAudit("account.resetPassword")).toMatchObject({ before: { mustChangePassword: false }, after: { mustChangePassword: true } });
  });

  it("operators: opened with a role; no one changes their own role or locks themselves; the last supervisor stays", async () => {
    const opened = await post<TIssuedPassword>("account/operator_create", { account: "ops_zhou", nickName: "周运营", operatorRole: "operator" });
    expect(opened.datas[0]!.account).toMatchObject({ userType: "operator", operatorRole: "operator", mustChangePassword: true });
    const zhou = opened.datas[0]!.account.userId;
    const [me] = await t.database.db.select().from(users).where(eq(users.account, "ops-admin"));
    expect(await post("account/operator_role", { userId: me!.id, operatorRole: "operator" })).toMatchObject({ code: 400, message: AccountMsg.cannotChangeOwnRole });
    expect(await post("account/lock", { userId: me!.id, locked: true })).toMatchObject({ code: 400, message: AccountMsg.cannotLockSelf });
    const [company] = await t.database.db.select().from(users).where(eq(users.account, "listed-admin"));
    expect(await post("account/operator_role", { userId: company!.id, operatorRole: "supervisor" })).toMatchObject({ code: 400, message: AccountMsg.notOperator });
    expect(await post("account/operator_role", { userId: zhou, operatorRole: "root" })).toMatchObject({ code: 400 });
    expect((await post<TAdminAccount>("account/operator_role", { userId: zhou, operatorRole: "supervisor" })).datas[0]).toMatchObject({ operatorRole: "supervisor" });
    expect(await lastAudit("operator.role")).toMatchObject({ entityId: String(zhou), before: { operatorRole: "operator" }, after: { operatorRole: "supervisor" } });
    expect(await post("account/operator_create", { account: "ops_zhou", nickName: "重复", operatorRole: "operator" })).toMatchObject({ code: 400, message: AccountMsg.accountTaken });
  });
});
