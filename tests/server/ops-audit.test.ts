import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditContracts } from "#shared/api/audit.contract.ts";
import type { TAuditEntry } from "#shared/api/audit.contract.ts";
import type { TAdminCompany } from "#shared/api/company-admin.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { AuditMsg, auditDiff } from "#shared/audit/audit-diff.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const OPS = "/base-service/api/ops/v1";
let t: TTestApp;
let supervisor: string;
let operator: string;
let enterprise: string;
let personal: string;

const as = (token: string) => ({ authorization: token });
const post = <T>(path: string, body: Record<string, unknown>, token = operator) => t.post<T>(`${OPS}/${path}`, body as never, as(token));

beforeAll(async () => {
  t = await createTestApp();
  [supervisor, operator, enterprise] = await Promise.all([t.loginPass("ops-admin"), t.loginPass("ops-operator"), t.loginPass("listed-admin")]);
  personal = await t.loginMobile("13900000002");
});
afterAll(async () => t.close());

describe("the audit log view", () => {
  it("refuses outsiders (401) and enterprise and personal tokens (403)", async () => {
    for (const c of Object.values(auditContracts)) {
      expect((await t.post(c.path, {})).code, c.path).toBe(401);
      expect((await t.post(c.path, {}, as(enterprise))).code, c.path).toBe(403);
      expect((await t.post(c.path, {}, as(personal))).code, c.path).toBe(403);
    }
  });

  it("shows a supervisor's company edit: who, what, before and after; filtered by operator, object, date and text", async () => {
    const created = await post<TAdminCompany>("company/company_save", { companyType: 2, shortName: "审计基金", fullName: "审计测试基金管理有限公司" }, supervisor);
    const company = created.datas[0]!;
    await post("company/company_save", { companyType: 2, shortName: "审计基金", fullName: "审计测试基金管理有限公司", id: company.id, updatedAt: company.updatedAt, isEnableFundRoadshow: true }, supervisor);

    const options = (await post<{ actors: { userId: number; account: string | null }[]; entities: string[] }>("audit/audit_options", {})).datas[0]!;
    const sup = options.actors.find((a) => a.account === "ops-admin")!;
    expect(options.entities).toContain("companies");

    const byObject = (await post<TPage<TAuditEntry>>("audit/audit_page", { entity: "companies", entityId: String(company.id) })).datas[0]!;
    expect(byObject.records.map((r) => r.action)).toEqual(["company.save", "company.create"]);
    const [edit] = byObject.records;
    expect(edit).toMatchObject({ actorUserId: sup.userId, actorAccount: "ops-admin" });
    expect(auditDiff(edit!.before, edit!.after).filter((c) => c.path !== "updatedAt")).toEqual([{ path: "isEnableFundRoadshow", kind: "changed", before: "false", after: "true" }]);

    const byActor = (await post<TPage<TAuditEntry>>("audit/audit_page", { actorUserId: sup.userId, pageSize: 100 })).datas[0]!;
    expect(byActor.records.every((r) => r.actorUserId === sup.userId)).toBe(true);
    expect((await post<TPage<TAuditEntry>>("audit/audit_page", { keyword: "审计测试基金" })).datas[0]!.total).toBe(2);
    // the test clock is 2026-11-23 (Beijing)
    expect((await post<TPage<TAuditEntry>>("audit/audit_page", { keyword: "审计测试基金", dateFrom: "2026-11-23", dateTo: "2026-11-23" })).datas[0]!.total).toBe(2);
    expect((await post<TPage<TAuditEntry>>("audit/audit_page", { keyword: "审计测试基金", dateFrom: "2026-11-24" })).datas[0]!.total).toBe(0);
    // pages do not overlap
    const p1 = (await post<TPage<TAuditEntry>>("audit/audit_page", { pageSize: 1, pageNo: 1, keyword: "审计测试基金" })).datas[0]!;
    const p2 = (await post<TPage<TAuditEntry>>("audit/audit_page", { pageSize: 1, pageNo: 2, keyword: "审计测试基金" })).datas[0]!;
    expect([p1.records[0]!.id, p2.records[0]!.id]).toEqual(byObject.records.map((r) => r.id));

    const exported = await post<TAuditEntry>("audit/audit_export", { entity: "companies", entityId: String(company.id) });
    expect(exported.datas.map((r) => r.action)).toEqual(["company.save", "company.create"]);
  });

  it("refuses bad filters with their messages", async () => {
    expect(await post("audit/audit_page", { dateFrom: "2026-13-40" })).toMatchObject({ code: 400, message: AuditMsg.dateInvalid });
    expect(await post("audit/audit_page", { dateFrom: "2026-11-24", dateTo: "2026-11-23" })).toMatchObject({ code: 400, message: AuditMsg.dateOrder });
    expect(await post("audit/audit_export", { dateFrom: "2026-11-24", dateTo: "2026-11-23" })).toMatchObject({ code: 400, message: AuditMsg.dateOrder });
    expect(await post("audit/audit_page", { actorUserId: "abc" })).toMatchObject({ code: 400 });
  });
});
