import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { TAdminAccount } from "#shared/api/account-admin.contract.ts";
import type { TDb } from "../../db/client.ts";
import { companyMembers, sessions, users } from "../../db/schema/index.ts";

type TUserRow = typeof users.$inferSelect;
type TMemberRow = typeof companyMembers.$inferSelect;

export function toAdminAccount(u: TUserRow, m: TMemberRow | null): TAdminAccount {
  return {
    userId: u.id,
    account: u.account,
    nickName: u.nickName,
    mobile: u.mobile,
    userType: u.userType,
    companyId: m?.companyId ?? null,
    memberId: m?.id ?? null,
    userRole: m?.userRole ?? null,
    operatorRole: u.operatorRole,
    locked: u.disabled,
    mustChangePassword: u.mustChangePassword,
    createdAt: u.createdAt.toISOString(),
  };
}

/** A company's accounts, its admin first. */
export async function pageCompanyAccounts(db: TDb, q: { companyId: number; pageNo: number; pageSize: number }) {
  const where = eq(companyMembers.companyId, q.companyId);
  const [rows, [counted]] = await Promise.all([
    db.select({ u: users, m: companyMembers }).from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId)).where(where)
      .orderBy(asc(companyMembers.userRole), asc(users.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(companyMembers).where(where),
  ]);
  return { records: rows.map((r) => toAdminAccount(r.u, r.m)), total: Number(counted?.n ?? 0) };
}

/** The operators, supervisors first. */
export async function pageOperators(db: TDb, q: { pageNo: number; pageSize: number }) {
  const where = eq(users.userType, "operator");
  const [rows, [counted]] = await Promise.all([
    db.select().from(users).where(where).orderBy(sql`${users.operatorRole} = 'supervisor' desc`, asc(users.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { records: rows.map((u) => toAdminAccount(u, null)), total: Number(counted?.n ?? 0) };
}

export async function findAccount(db: TDb, userId: number): Promise<TAdminAccount | undefined> {
  const [row] = await db.select({ u: users, m: companyMembers }).from(users).leftJoin(companyMembers, eq(companyMembers.userId, users.id)).where(eq(users.id, userId));
  return row ? toAdminAccount(row.u, row.m) : undefined;
}

export async function countSupervisors(db: TDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.userType, "operator"), eq(users.operatorRole, "supervisor"), eq(users.disabled, false)));
  return Number(row?.n ?? 0);
}

/** Ends every live session of a user in the database (the session service then drops its caches). */
export async function revokeUserSessions(db: TDb, userId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
