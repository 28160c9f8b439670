import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { TAdminCompany } from "#shared/api/company-admin.contract.ts";
import type { TDb } from "../../db/client.ts";
import { likePattern } from "../../db/raw-sql.ts";
import { companies } from "../../db/schema/index.ts";

export type TCompanyRow = typeof companies.$inferSelect;

const memberCount = sql<number>`(select count(*)::int from company_members cm where cm.company_id = "companies"."id")`;
const adminName = sql<string | null>`(select u.nick_name from company_members cm join users u on u.id = cm.user_id where cm.company_id = "companies"."id" and cm.user_role = 1 limit 1)`;

export function toAdminCompany(c: TCompanyRow, members: number, admin: string | null): TAdminCompany {
  return {
    id: c.id,
    companyType: c.companyType,
    shortName: c.shortName,
    fullName: c.fullName,
    enShortName: c.enShortName,
    enFullName: c.enFullName,
    stockCode: c.stockCode,
    isOpenExplanation: c.isOpenExplanation,
    isEnableFundRoadshow: c.isEnableFundRoadshow,
    isEnableDiversion: c.isEnableDiversion,
    isEnableDistribute: c.isEnableDistribute,
    isDistributeCompany: c.isDistributeCompany,
    isEnableActivitySearch: c.isEnableActivitySearch,
    memberCount: Number(members),
    adminName: admin ?? null,
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function pageCompanies(db: TDb, f: { keyword?: string; companyType?: number; pageNo: number; pageSize: number }) {
  const where: (SQL | undefined)[] = [
    f.keyword ? or(ilike(companies.shortName, likePattern(f.keyword)), ilike(companies.fullName, likePattern(f.keyword)), ilike(companies.stockCode, likePattern(f.keyword))) : undefined,
    f.companyType === undefined ? undefined : eq(companies.companyType, f.companyType),
  ];
  const [rows, [counted]] = await Promise.all([
    db.select({ c: companies, memberCount, adminName }).from(companies).where(and(...where)).orderBy(asc(companies.id)).limit(f.pageSize).offset((f.pageNo - 1) * f.pageSize),
    db.select({ n: count() }).from(companies).where(and(...where)),
  ]);
  return { records: rows.map((r) => toAdminCompany(r.c, r.memberCount, r.adminName)), total: Number(counted?.n ?? 0) };
}

export async function findAdminCompany(db: TDb, id: number): Promise<TAdminCompany | undefined> {
  const [row] = await db.select({ c: companies, memberCount, adminName }).from(companies).where(eq(companies.id, id));
  return row ? toAdminCompany(row.c, row.memberCount, row.adminName) : undefined;
}
