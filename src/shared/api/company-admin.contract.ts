import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { companyAdminRoutes } from "./company-admin.routes.ts";
import { zInt, zOptionalBool, zOptionalInt, zOptionalText, zText } from "../validation/form-fields.ts";
import { COMPANY_TYPES } from "../company/company-type.ts";
import { CompanyAdminMsg } from "../company/company-admin.ts";
import { toPlainText } from "../text/plain-text.ts";

/** Companies in the back office (document 4 section 6; document 2 section 2.3 company info). */

const zPlain = (required: string, max: number, tooLong: string) =>
  zText(required, max, tooLong).transform(toPlainText).refine((v) => v.length > 0, { error: required });
const zOptionalPlain = (max: number, tooLong: string) => zOptionalText(max, tooLong).transform((v) => (v === undefined ? undefined : toPlainText(v) || undefined));
const zSwitch = zOptionalBool("功能开关参数不正确").transform((v) => v ?? false);

export const ZAdminCompany = z.object({
  id: z.number(),
  companyType: z.number(),
  shortName: z.string(),
  fullName: z.string(),
  enShortName: z.string().nullable(),
  enFullName: z.string().nullable(),
  stockCode: z.string().nullable(),
  isOpenExplanation: z.boolean(),
  isEnableFundRoadshow: z.boolean(),
  isEnableDiversion: z.boolean(),
  isEnableDistribute: z.boolean(),
  isDistributeCompany: z.boolean(),
  isEnableActivitySearch: z.boolean(),
  memberCount: z.number(),
  adminName: z.string().nullable().describe("the nickname of the company's admin, if it has one"),
  updatedAt: z.string().describe("the edit's version: send it back with company_save"),
});
export type TAdminCompany = z.infer<typeof ZAdminCompany>;

export const ZCompanyPageBody = z.object({
  keyword: zOptionalText(100, "搜索内容不能超过100个字符"),
  companyType: zOptionalInt(CompanyAdminMsg.typeInvalid, COMPANY_TYPES),
  pageNo: zInt("页码不正确").default(1).refine((n) => n >= 1, { error: "页码不正确" }),
  pageSize: zInt("每页条数不正确").default(20).refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" }),
});

export const ZCompanySaveBody = z
  .object({
    id: zOptionalInt(CompanyAdminMsg.notFound),
    updatedAt: zOptionalText(40, CompanyAdminMsg.stale),
    companyType: zInt(CompanyAdminMsg.typeInvalid).refine((n) => (COMPANY_TYPES as readonly number[]).includes(n), { error: CompanyAdminMsg.typeInvalid }),
    shortName: zPlain(CompanyAdminMsg.shortNameRequired, 20, CompanyAdminMsg.shortNameTooLong),
    fullName: zPlain(CompanyAdminMsg.fullNameRequired, 100, CompanyAdminMsg.fullNameTooLong),
    enShortName: zOptionalPlain(200, CompanyAdminMsg.enNameTooLong),
    enFullName: zOptionalPlain(200, CompanyAdminMsg.enNameTooLong),
    stockCode: zOptionalText(6, CompanyAdminMsg.stockCodeInvalid),
    isOpenExplanation: zSwitch,
    isEnableFundRoadshow: zSwitch,
    isEnableDiversion: zSwitch,
    isEnableDistribute: zSwitch,
    isDistributeCompany: zSwitch,
    isEnableActivitySearch: zSwitch,
  })
  .refine((b) => b.id === undefined || b.updatedAt !== undefined, { error: CompanyAdminMsg.stale });

export const companyAdminContracts = contractGroup("companyAdmin", {
  companyPage: defineContract({
    ...companyAdminRoutes.companyPage, tag: "ops",
    summary: "Searches companies by name or stock code and type", body: ZCompanyPageBody, datas: ZPageOf(ZAdminCompany),
  }),
  companySave: defineContract({
    ...companyAdminRoutes.companySave, tag: "ops",
    summary: "Creates a company, or edits one at the updatedAt read (type, codes, names, feature switches)", body: ZCompanySaveBody, datas: ZAdminCompany,
  }),
});
