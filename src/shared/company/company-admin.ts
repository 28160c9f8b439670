import { outcomeTable, type TOutcome } from "../outcome/outcome.ts";

/**
 * Companies as the back office creates and edits them (document 4 section 6 "Companies and accounts";
 * document 2 section 2.3 company info): type, codes, names and the feature switches. An edit names the
 * updatedAt it read, so two supervisors never overwrite each other.
 */
export const CompanyAdminMsg = {
  notFound: "该公司不存在",
  stale: "该公司信息已被其他人修改，请刷新后重试",
  typeInvalid: "请选择公司类型",
  shortNameRequired: "请输入公司简称",
  shortNameTooLong: "公司简称不能超过20个字符",
  fullNameRequired: "请输入公司全称",
  fullNameTooLong: "公司全称不能超过100个字符",
  enNameTooLong: "英文名称不能超过200个字符",
  stockCodeInvalid: "证券代码须为6位数字",
  stockCodeRequired: "上市公司须填写证券代码",
  fullNameTaken: "公司全称已存在",
} as const;

export const CompanyAdminOutcome = outcomeTable("companyAdmin", CompanyAdminMsg);

/** The feature switches of a company an operator may turn on and off (document 4 section 6). */
export const COMPANY_SWITCHES = [
  "isOpenExplanation",
  "isEnableFundRoadshow",
  "isEnableDiversion",
  "isEnableDistribute",
  "isDistributeCompany",
  "isEnableActivitySearch",
] as const;
export type TCompanySwitch = (typeof COMPANY_SWITCHES)[number];

/** Listed companies (1, and 8 with the visual financial report) are known by their stock code. */
export function needsStockCode(companyType: number): boolean {
  return companyType === 1 || companyType === 8;
}

/** Why a company's stock code does not fit its type, or null. */
export function stockCodeError(companyType: number, stockCode: string | null | undefined): TOutcome | null {
  if (!stockCode) return needsStockCode(companyType) ? CompanyAdminOutcome.stockCodeRequired : null;
  return /^\d{6}$/.test(stockCode) ? null : CompanyAdminOutcome.stockCodeInvalid;
}
