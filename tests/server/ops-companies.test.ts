import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { auditLog } from "#server/db/schema/index.ts";
import { companyAdminContracts } from "#shared/api/company-admin.contract.ts";
import type { TAdminCompany } from "#shared/api/company-admin.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { CompanyAdminMsg } from "#shared/company/company-admin.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const OPS = "/base-service/api/ops/v1/company";
let t: TTestApp;
let supervisor: string;
let operator: string;
let admin: string;

const as = (token: string) => ({ authorization: token });
const post = <T>(call: string, body: Record<string, unknown>, token = supervisor) => t.post<T>(`${OPS}/${call}`, body as never, as(token));
const fresh = { companyType: 1, shortName: "海岳新材", fullName: "海岳新材料科技股份有限公司", stockCode: "688901", isOpenExplanation: true };

async function lastAudit(action: string) {
  const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  [supervisor, operator, admin] = await Promise.all([t.loginPass("ops-admin"), t.loginPass("ops-operator"), t.loginPass("listed-admin")]);
});
afterAll(async () => t.close());

describe("companies in the back office", () => {
  it("answers 401 and 403 to outsiders; an operator searches but may not save", async () => {
    for (const c of Object.values(companyAdminContracts)) {
      expect((await t.post(c.path, {})).code).toBe(401);
      expect((await t.post(c.path, {}, as(admin))).code).toBe(403);
    }
    expect(await post("company_save", fresh, operator)).toMatchObject({ code: 403, message: "暂无权限" });
    const found = await post<TPage<TAdminCompany>>("company_search", { keyword: "300917" }, operator);
    expect(found.datas[0]!.records).toEqual([expect.objectContaining({ shortName: "鹏城智能", companyType: 1, isOpenExplanation: true })]);
    expect((await post<TPage<TAdminCompany>>("company_search", { companyType: 2, pageSize: 100 }, operator)).datas[0]!.records.every((c) => c.companyType === 2)).toBe(true);
  });

  it("a supervisor creates a company with its switches, and edits it at the version read", async () => {
    const created = await post<TAdminCompany>("company_save", fresh);
    expect(created).toMatchObject({ code: 200, datas: [{ ...fresh, isEnableFundRoadshow: false, memberCount: 0 }] });
    const company = created.datas[0]!;
    expect(await lastAudit("company.create")).toMatchObject({ entityId: String(company.id), after: { fullName: fresh.fullName } });

    const edited = await post<TAdminCompany>("company_save", { ...fresh, id: company.id, updatedAt: company.updatedAt, isEnableActivitySearch: true, isOpenExplanation: false });
    expect(edited.datas[0]).toMatchObject({ isEnableActivitySearch: true, isOpenExplanation: false });
    expect(await lastAudit("company.save")).toMatchObject({ before: { isOpenExplanation: true, isEnableActivitySearch: false }, after: { isOpenExplanation: false, isEnableActivitySearch: true } });
    expect(await post("company_save", { ...fresh, id: company.id, updatedAt: company.updatedAt })).toMatchObject({ code: 400, message: CompanyAdminMsg.stale });
    expect(await post("company_save", { ...fresh, id: company.id })).toMatchObject({ code: 400, message: CompanyAdminMsg.stale });
  });

  it("refuses bad values with their messages and changes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...fresh, fullName: "深圳鹏城智能科技股份有限公司x", stockCode: "12345" }, CompanyAdminMsg.stockCodeInvalid],
      [{ ...fresh, fullName: "无代码上市公司", stockCode: "" }, CompanyAdminMsg.stockCodeRequired],
      [{ ...fresh, companyType: 7 }, CompanyAdminMsg.typeInvalid],
      [{ ...fresh, shortName: "" }, CompanyAdminMsg.shortNameRequired],
      [{ ...fresh, shortName: "很".repeat(21) }, CompanyAdminMsg.shortNameTooLong],
      [{ ...fresh }, CompanyAdminMsg.fullNameTaken],
      [{ ...fresh, id: 999999, updatedAt: new Date().toISOString(), fullName: "不存在的公司" }, CompanyAdminMsg.notFound],
    ];
    const before = (await post<TPage<TAdminCompany>>("company_search", { pageSize: 100 })).datas[0]!.total;
    for (const [body, message] of cases) expect(await post("company_save", body), JSON.stringify(body)).toMatchObject({ code: 400, message });
    expect((await post<TPage<TAdminCompany>>("company_search", { pageSize: 100 })).datas[0]!.total).toBe(before);
    // a fund company needs no stock code
    expect((await post("company_save", { companyType: 2, shortName: "远见基金", fullName: "远见基金管理有限公司" })).code).toBe(200);
  });
});
