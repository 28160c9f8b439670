/** Company types of the spec: 1 listed, 2 fund, 3 other (fund roadshow only), 4 government or regulator, 5 and 6 other institutions, 8 listed with visual financial report. */
export const COMPANY_TYPES = [1, 2, 3, 4, 5, 6, 8] as const;
export type TCompanyType = (typeof COMPANY_TYPES)[number];

const TYPE_TEXT: Record<TCompanyType, string> = {
  1: "上市公司",
  2: "基金公司",
  3: "其他机构",
  4: "政府监管",
  5: "证券公司",
  6: "投资机构",
  8: "拟上市公司",
};

/** The display name of a company type. */
export function companyTypeText(type: number): string {
  return TYPE_TEXT[type as TCompanyType] ?? "其他";
}

/** Whether a number is a known company type. */
export function isCompanyType(type: number): type is TCompanyType {
  return (COMPANY_TYPES as readonly number[]).includes(type);
}

/** Company user roles: 1 company admin, 2 ordinary member. */
export const CompanyUserRole = { admin: 1, member: 2 } as const;
