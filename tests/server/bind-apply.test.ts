import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { auditLog, companies, companyBindApplies, companyMembers, messages, users } from "#server/db/schema/index.ts";
import { AUTH, OPS } from "#shared/api/contract.ts";
import type { TBindApply, TBindCompany, TOpsBindApply } from "#shared/api/bind.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { BindMsg, BindStatus } from "#shared/identity/bind-apply.ts";
import { SUPERVISOR_ONLY_MESSAGE } from "#shared/activity/ops-roles.ts";
import { CompanyUserRole } from "#shared/company/company-type.ts";
import { UploadMsg } from "#shared/upload/upload-limits.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { newInvestor } from "./qa-helpers.ts";
import { PDF, PNG, uploadFile } from "./upload-helpers.ts";

let t: TTestApp;
let unbound: string;
let supervisor: string;
let operator: string;
let bound: string;
let letter: string;
let fresh: number;
let staffed: number;
const as = (token: string) => ({ authorization: token });
const apply = (token: string, body: Record<string, unknown>) => t.post<TBindApply>(`${AUTH}/company_apply/apply_bind`, body as never, as(token));
const ops = <T = TOpsBindApply>(call: string, body: Record<string, unknown>, token = supervisor) => t.post<T>(`${OPS}/company_apply/${call}`, body as never, as(token));
const bindStatus = async (token: string) => (await t.post<{ status: number }>(`${AUTH}/company_apply/check_bind_company`, {}, as(token))).datas[0]?.status;

/** An enterprise account without a company, with the demo password (copied from the seeded "unbound"). */
async function newUnbound(account: string): Promise<string> {
  const [model] = await t.database.db.select().from(users).where(eq(users.account, "unbound"));
  await t.database.db.insert(users).values({ account, passwordHash: model!.passwordHash, nickName: `申请人${account}`, userType: "enterprise", createdAt: new Date(), updatedAt: new Date() });
  return t.loginPass(account);
}

async function newCompany(fullName: string, stockCode: string): Promise<number> {
  const [row] = await t.database.db.insert(companies).values({ shortName: fullName.slice(0, 4), fullName, stockCode, companyType: 1 }).returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [unbound, supervisor, operator, bound] = await Promise.all([t.loginPass("unbound"), t.loginPass("ops-admin"), t.loginPass("ops-operator"), t.loginPass("listed-admin")]);
  letter = (await uploadFile(t, unbound, "授权书.pdf", PDF, { isPDF: "true" })).datas[0]!.filePath;
  fresh = await newCompany("星河绑定测试科技股份有限公司", "688990");
  staffed = await t.companyOf("listed-admin");
});
afterAll(async () => t.close());

describe("finding the company", () => {
  it("finds companies of the chosen type by code or name, and only of that type", async () => {
    const byCode = await t.post<TBindCompany>(`${AUTH}/company_apply/company_search`, { companyType: 1, keyword: "688990" }, as(unbound));
    expect(byCode.datas).toEqual([expect.objectContaining({ id: fresh, stockCode: "688990" })]);
    const byName = await t.post<TBindCompany>(`${AUTH}/company_apply/company_search`, { companyType: 1, keyword: "星河绑定" }, as(unbound));
    expect(byName.datas.map((c) => c.id)).toEqual([fresh]);
    expect((await t.post<TBindCompany>(`${AUTH}/company_apply/company_search`, { companyType: 2, keyword: "星河绑定" }, as(unbound))).datas).toEqual([]);
    // LIKE wildcards are literal
    expect((await t.post<TBindCompany>(`${AUTH}/company_apply/company_search`, { companyType: 1, keyword: "%" }, as(unbound))).datas).toEqual([]);
    expect(await t.post(`${AUTH}/company_apply/company_search`, { keyword: "星河" }, as(unbound))).toMatchObject({ code: 400, message: BindMsg.companyTypeRequired });
  });
});

describe("applying", () => {
  it("refuses a letter that is not a pdf, by content, and bad fields, changing nothing", async () => {
    expect(await uploadFile(t, unbound, "授权书.pdf", PNG, { isPDF: "true" })).toMatchObject({ code: 400, message: UploadMsg.pdfOnly });
    const png = (await uploadFile(t, unbound, "授权书.png", PNG)).datas[0]!.filePath;
    const base = { companyType: 1, companyId: fresh, applicantName: "张伟", letterPath: letter };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, letterPath: png }, BindMsg.letterNotPdf],
      [{ ...base, letterPath: "/files/uploads/2026/01/none.pdf" }, BindMsg.letterNotPdf],
      [{ ...base, letterPath: "https://evil.example/a.pdf" }, BindMsg.letterNotPdf],
      [{ ...base, letterPath: "" }, BindMsg.letterRequired],
      [{ ...base, applicantName: " " }, BindMsg.applicantRequired],
      [{ ...base, applicantName: "张".repeat(51) }, BindMsg.applicantTooLong],
      [{ ...base, companyId: "" }, BindMsg.companyRequired],
      [{ ...base, companyType: 7 }, BindMsg.companyTypeRequired],
      [{ ...base, companyType: 2 }, BindMsg.companyNotFound],
      [{ ...base, companyId: 999999 }, BindMsg.companyNotFound],
    ];
    const before = (await t.database.db.select().from(companyBindApplies)).length;
    for (const [body, message] of cases) expect(await apply(unbound, body), JSON.stringify(body)).toMatchObject({ code: 400, message });
    expect((await t.database.db.select().from(companyBindApplies)).length).toBe(before);
  });

  it("refuses a bound account and a personal one", async () => {
    const body = { companyType: 1, companyId: fresh, applicantName: "李四", letterPath: letter };
    expect(await apply(bound, body)).toMatchObject({ code: 400, message: BindMsg.alreadyBound, outcome: "bind.alreadyBound" });
    const investor = await newInvestor(t);
    expect(await apply(investor.token, body)).toMatchObject({ code: 400, message: BindMsg.enterpriseOnly });
  });

  it("takes one application, refuses a duplicate and a second company while it waits, and lists it for its owner only", async () => {
    const body = { companyType: 1, companyId: fresh, applicantName: "张伟<b>", letterPath: letter, letterName: "授权书.pdf" };
    const [a, b] = await Promise.all([apply(unbound, body), apply(unbound, body)]);
    expect([a.code, b.code].sort()).toEqual([200, 400]);
    const created = (a.code === 200 ? a : b).datas[0]!;
    expect(created).toMatchObject({ status: BindStatus.pending, applicantName: "张伟", letterName: "授权书.pdf", company: { id: fresh } });
    expect((a.code === 200 ? b : a).message).toBe(BindMsg.duplicate);
    expect(await apply(unbound, body)).toMatchObject({ code: 400, message: BindMsg.duplicate, outcome: "bind.duplicate" });
    expect(await apply(unbound, { ...body, companyId: staffed })).toMatchObject({ code: 400, message: BindMsg.otherPending });
    const mine = await t.post<TPage<TBindApply>>(`${AUTH}/company_apply/apply_page`, { pageNo: 1 }, as(unbound));
    expect(mine.datas[0]!.records.map((r) => r.id)).toEqual([created.id]);
    expect((await t.post<TPage<TBindApply>>(`${AUTH}/company_apply/apply_page`, {}, as(bound))).datas[0]!.records).toEqual([]);
    expect(await bindStatus(unbound)).toBe(0);
  });
});

describe("the operator's review", () => {
  it("refuses enterprise and personal tokens on every review call", async () => {
    const investor = await newInvestor(t);
    for (const call of ["apply_page", "approve", "reject"]) {
      for (const token of [investor.token, unbound, bound]) expect(await ops(call, { id: 1, reason: "x" }, token), call).toMatchObject({ code: 403 });
    }
  });

  it("lets only a supervisor appoint the first admin; approval binds the account, which then enters the enterprise centre", async () => {
    const queue = await ops<TPage<TOpsBindApply>>("apply_page", {});
    const waiting = queue.datas[0]!.records.find((r) => r.company.id === fresh)!;
    expect(waiting).toMatchObject({ account: "unbound", companyHasAdmin: false, status: BindStatus.pending });
    expect(await ops("approve", { id: waiting.id }, operator)).toMatchObject({ code: 400, message: SUPERVISOR_ONLY_MESSAGE });

    const approved = await ops("approve", { id: waiting.id });
    expect(approved).toMatchObject({ code: 200, datas: [{ status: BindStatus.approved, companyHasAdmin: true }] });
    const [member] = await t.database.db.select().from(companyMembers).where(eq(companyMembers.companyId, fresh));
    expect(member).toMatchObject({ userRole: CompanyUserRole.admin });
    expect(await bindStatus(unbound)).toBe(2);
    expect((await t.post<{ shortName: string }>(`${AUTH}/company/info`, {}, as(unbound))).datas[0]).toMatchObject({ fullName: "星河绑定测试科技股份有限公司" });
    const [message] = await t.database.db.select().from(messages).where(eq(messages.userId, member!.userId)).orderBy(desc(messages.id)).limit(1);
    expect(message).toMatchObject({ msgTitle: "机构认证审核通过", isCompanyMessage: false });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "bind.approve")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ entityId: String(waiting.id), before: expect.objectContaining({ status: 0 }) });

    expect(await ops("approve", { id: waiting.id })).toMatchObject({ code: 400, message: BindMsg.notPending });
    expect(await ops("reject", { id: waiting.id, reason: "晚了" })).toMatchObject({ code: 400, message: BindMsg.notPending });
    expect(await ops("approve", { id: 999999 })).toMatchObject({ code: 400, message: BindMsg.applicationNotFound });
  });

  it("an operator approves into a company that has an admin (as an ordinary member) and rejects with a reason", async () => {
    const second = await newUnbound("bind-second");
    const third = await newUnbound("bind-third");
    await apply(second, { companyType: 1, companyId: staffed, applicantName: "王五", letterPath: letter });
    await apply(third, { companyType: 1, companyId: staffed, applicantName: "赵六", letterPath: letter });
    const queue = (await ops<TPage<TOpsBindApply>>("apply_page", {}, operator)).datas[0]!.records.filter((r) => r.company.id === staffed);
    const [toApprove, toReject] = [queue.find((r) => r.account === "bind-second")!, queue.find((r) => r.account === "bind-third")!];
    expect(toApprove.companyHasAdmin).toBe(true);
    expect(await ops("approve", { id: toApprove.id }, operator)).toMatchObject({ code: 200 });
    const [joined] = await t.database.db.select().from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId)).where(eq(users.account, "bind-second"));
    expect(joined!.company_members).toMatchObject({ companyId: staffed, userRole: CompanyUserRole.member });

    expect(await ops("reject", { id: toReject.id, reason: " " }, operator)).toMatchObject({ code: 400, message: BindMsg.reasonRequired });
    expect(await ops("reject", { id: toReject.id, reason: "x".repeat(201) }, operator)).toMatchObject({ code: 400, message: BindMsg.reasonTooLong });
    expect(await ops("reject", { id: toReject.id, reason: "授权书未盖公章" }, operator)).toMatchObject({ code: 200, datas: [{ status: BindStatus.rejected, rejectReason: "授权书未盖公章" }] });
    const mine = (await t.post<TPage<TBindApply>>(`${AUTH}/company_apply/apply_page`, {}, as(third))).datas[0]!.records;
    expect(mine).toEqual([expect.objectContaining({ status: BindStatus.rejected, rejectReason: "授权书未盖公章" })]);
    expect(await bindStatus(third)).toBe(0);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "bind.reject"), eq(auditLog.entityId, String(toReject.id))));
    expect(audit).toBeTruthy();
    // after a rejection the account may apply again
    expect((await apply(third, { companyType: 1, companyId: staffed, applicantName: "赵六", letterPath: letter })).code).toBe(200);
  });
});
