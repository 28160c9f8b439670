import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { TBindApply, TBindCompany, TOpsBindApply } from "#shared/api/bind.contract.ts";
import { BIND_PAGE_SIZE, BIND_SEARCH_LIMIT, BindStatus } from "#shared/identity/bind-apply.ts";
import { CompanyUserRole } from "#shared/company/company-type.ts";
import type { TDb } from "../../db/client.ts";
import { companies, companyBindApplies, companyMembers, users } from "../../db/schema/index.ts";

export type TBindApplyRow = typeof companyBindApplies.$inferSelect;
type TCompanyRow = typeof companies.$inferSelect;

export const toBindCompany = (c: TCompanyRow): TBindCompany => ({ id: c.id, shortName: c.shortName, fullName: c.fullName, stockCode: c.stockCode, companyType: c.companyType });

export function toBindApply(row: TBindApplyRow, company: TCompanyRow, sign: (path: string) => string): TBindApply {
  return {
    id: row.id,
    company: toBindCompany(company),
    applicantName: row.applicantName,
    letterUrl: sign(row.letterPath),
    letterName: row.letterName,
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** LIKE wildcards in what a person typed are matched literally. */
const literal = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Companies of a type whose code or names contain the keyword, codes first-come. */
export async function searchCompanies(db: TDb, companyType: number, keyword: string | undefined): Promise<TBindCompany[]> {
  const where: SQL[] = [eq(companies.companyType, companyType)];
  if (keyword) {
    const like = literal(keyword);
    where.push(or(ilike(companies.stockCode, like), ilike(companies.shortName, like), ilike(companies.fullName, like))!);
  }
  const rows = await db.select().from(companies).where(and(...where)).orderBy(asc(companies.stockCode), asc(companies.id)).limit(BIND_SEARCH_LIMIT);
  return rows.map(toBindCompany);
}

export async function findCompanyRow(db: TDb, id: number): Promise<TCompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** The caller's applications still waiting. */
export async function pendingOf(db: TDb, userId: number): Promise<TBindApplyRow[]> {
  return db.select().from(companyBindApplies).where(and(eq(companyBindApplies.userId, userId), eq(companyBindApplies.status, BindStatus.pending)));
}

export async function pageOwnApplies(db: TDb, userId: number, pageNo: number) {
  const where = eq(companyBindApplies.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ apply: companyBindApplies, company: companies })
      .from(companyBindApplies)
      .innerJoin(companies, eq(companies.id, companyBindApplies.companyId))
      .where(where)
      .orderBy(desc(companyBindApplies.createdAt), desc(companyBindApplies.id))
      .limit(BIND_PAGE_SIZE)
      .offset((pageNo - 1) * BIND_PAGE_SIZE),
    db.select({ n: count() }).from(companyBindApplies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The companies among `ids` that have an admin. */
export async function companiesWithAdmin(db: TDb, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(and(inArray(companyMembers.companyId, ids), eq(companyMembers.userRole, CompanyUserRole.admin)));
  return new Set(rows.map((r) => r.companyId));
}

const opsSelect = { apply: companyBindApplies, company: companies, user: { account: users.account, nickName: users.nickName } };

export async function toOpsRows(db: TDb, rows: { apply: TBindApplyRow; company: TCompanyRow; user: { account: string | null; nickName: string } }[], sign: (path: string) => string): Promise<TOpsBindApply[]> {
  const withAdmin = await companiesWithAdmin(db, [...new Set(rows.map((r) => r.company.id))]);
  return rows.map((r) => ({ ...toBindApply(r.apply, r.company, sign), account: r.user.account, nickName: r.user.nickName, companyHasAdmin: withAdmin.has(r.company.id) }));
}

/** The review queue of one state; waiting ones oldest first (first come, first served), reviewed ones newest first. */
export async function pageOpsApplies(db: TDb, status: number, pageNo: number) {
  const where = eq(companyBindApplies.status, status);
  const order = status === BindStatus.pending ? [asc(companyBindApplies.createdAt), asc(companyBindApplies.id)] : [desc(companyBindApplies.reviewedAt), desc(companyBindApplies.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(opsSelect)
      .from(companyBindApplies)
      .innerJoin(companies, eq(companies.id, companyBindApplies.companyId))
      .innerJoin(users, eq(users.id, companyBindApplies.userId))
      .where(where)
      .orderBy(...order)
      .limit(BIND_PAGE_SIZE)
      .offset((pageNo - 1) * BIND_PAGE_SIZE),
    db.select({ n: count() }).from(companyBindApplies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOpsApply(db: TDb, id: number) {
  const [row] = await db
    .select(opsSelect)
    .from(companyBindApplies)
    .innerJoin(companies, eq(companies.id, companyBindApplies.companyId))
    .innerJoin(users, eq(users.id, companyBindApplies.userId))
    .where(eq(companyBindApplies.id, id));
  return row;
}
