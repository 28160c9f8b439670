import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { maskMobile } from "#shared/identity/mobile.ts";
import { businessScopeText, memberSourceText, SCOPE_FLAGS, type TScopeCompany } from "#shared/company/member-rules.ts";
import type { TMember } from "#shared/api/member.contract.ts";
import type { TDb } from "../../db/client.ts";
import { companies, companyMembers, users } from "../../db/schema/index.ts";
import { likePattern } from "../../db/raw-sql.ts";

export type TMemberRow = typeof companyMembers.$inferSelect;
export type TCompanyRow = typeof companies.$inferSelect;
type TUserRow = typeof users.$inferSelect;

/** A membership as the panel shows it; the account is the passport mobile, masked. */
export function toMember(company: TScopeCompany, member: TMemberRow, user: Pick<TUserRow, "nickName" | "mobile" | "account">): TMember {
  const flags = Object.fromEntries(SCOPE_FLAGS.map((f) => [f, member[f]])) as Record<(typeof SCOPE_FLAGS)[number], boolean>;
  const account = user.mobile ?? user.account ?? "";
  return {
    id: member.id,
    userId: member.userId,
    nickName: user.nickName,
    account: maskMobile(account),
    title: member.title,
    description: member.description,
    userRole: member.userRole,
    memberSource: member.memberSource,
    memberSourceText: memberSourceText(member.memberSource),
    updTime: member.updTime.toISOString(),
    businessScope: businessScopeText(company, member),
    ...flags,
  };
}

/** The caller's membership with its company, or undefined. */
export async function findMembership(db: TDb, userId: number): Promise<{ member: TMemberRow; company: TCompanyRow; user: TUserRow } | undefined> {
  const [row] = await db
    .select({ member: companyMembers, company: companies, user: users })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.userId, userId));
  return row;
}

/** Members of one company by membership id (ids of another company are simply not found). */
export async function membersByIds(db: TDb, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ member: companyMembers, user: users })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.id, ids)));
}

/** Any membership with this id, whatever its company: tells a foreign id (403) from a missing one. */
export async function memberCompanyOf(db: TDb, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectDistinct({ companyId: companyMembers.companyId }).from(companyMembers).where(inArray(companyMembers.id, ids));
  return rows.map((r) => r.companyId);
}

/**
 * A page of a company's members, admins first. mobileSearch matches the full mobile or its last digits
 * (section 2.2 item 6 and the guest library's rule); nickName is a contains search.
 */
export async function memberPage(db: TDb, companyId: number, q: { nickName?: string; mobileSearch?: string; pageNo: number; pageSize: number; userRole?: number }) {
  const where: SQL[] = [eq(companyMembers.companyId, companyId)];
  if (q.nickName) where.push(ilike(users.nickName, likePattern(q.nickName)));
  if (q.mobileSearch) {
    const digits = q.mobileSearch.replace(/\D/g, "");
    const tail = `%${digits}`;
    where.push(digits ? (or(eq(users.mobile, digits), sql`${users.mobile} like ${tail}`, eq(users.account, q.mobileSearch)) as SQL) : eq(users.account, q.mobileSearch));
  }
  if (q.userRole) where.push(eq(companyMembers.userRole, q.userRole));
  const filter = and(...where);
  const [{ total }] = (await db.select({ total: count() }).from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId)).where(filter)) as [{ total: number }];
  const rows = await db
    .select({ member: companyMembers, user: users })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(filter)
    .orderBy(asc(companyMembers.userRole), asc(companyMembers.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return { rows, total: Number(total) };
}

/** The user behind a passport mobile (as mobile or as account name), with their membership if any. */
export async function findUserByMobile(db: TDb, mobile: string) {
  const [row] = await db
    .select({ user: users, member: companyMembers })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(or(eq(users.mobile, mobile), eq(users.account, mobile)));
  return row;
}

