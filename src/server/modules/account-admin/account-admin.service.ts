import { and, eq, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { TIssuedPassword, TAdminAccount, ZAccountCreateBody, ZOperatorCreateBody } from "#shared/api/account-admin.contract.ts";
import { AccountOutcome, auditableAccount, lockRefusal, roleChangeRefusal } from "#shared/company/accounts.ts";
import { CompanyAdminOutcome } from "#shared/company/company-admin.ts";
import { MemberRole, MemberSource } from "#shared/company/member-rules.ts";
import type { TDb } from "../../db/client.ts";
import { companies, companyMembers, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { hashPassword, newInitialPassword } from "../../lib/crypto.ts";
import { refuse } from "../../lib/errors.ts";
import { isUniqueViolation } from "../booking/index.ts";
import { countSupervisors, findAccount, revokeUserSessions } from "./account-admin.repository.ts";

export interface TAccountCtx {
  db: TDb;
  req: FastifyRequest;
  actorUserId: number;
  at: Date;
  /** drops a user's cached sessions in every process (session service) */
  forgetUser: (userId: number) => Promise<void>;
}

async function loaded(db: TDb, userId: number): Promise<TAdminAccount> {
  const account = await findAccount(db, userId);
  if (!account) throw refuse(AccountOutcome.notFound);
  return account;
}

/** Refuses a name or mobile someone else holds (checked first, so the message says which). */
async function refuseTaken(db: TDb, account: string, mobile: string | undefined): Promise<void> {
  const [byAccount] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (byAccount) throw refuse(AccountOutcome.accountTaken);
  if (mobile) {
    const [byMobile] = await db.select({ id: users.id }).from(users).where(or(eq(users.mobile, mobile), eq(users.account, mobile)));
    if (byMobile) throw refuse(AccountOutcome.mobileTaken);
  }
}

/** Two supervisors opening the same name at once: the unique index decides, with the same message. */
function takenRefusal(error: unknown): never {
  if (isUniqueViolation(error)) throw refuse(AccountOutcome.accountTaken);
  throw error;
}

/**
 * Opens an enterprise account in a company with a one-time initial password, shown once. As the company's
 * admin (memberSource 1, appointed by the platform), the former admin becomes an ordinary member.
 */
export async function createEnterpriseAccount(ctx: TAccountCtx, b: z.output<typeof ZAccountCreateBody>): Promise<TIssuedPassword> {
  const initialPassword = newInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  let userId: number;
  let formerAdmin: number | null = null;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, b.companyId)).for("update");
      if (!company) throw refuse(CompanyAdminOutcome.notFound);
      await refuseTaken(tx, b.account, b.mobile);
      const [user] = await tx
        .insert(users)
        .values({ account: b.account, nickName: b.nickName, mobile: b.mobile ?? null, userType: "enterprise", passwordHash, mustChangePassword: true, createdAt: ctx.at, updatedAt: ctx.at })
        .returning();
      if (!user) throw new Error("users insert returned nothing");
      if (b.asAdmin) {
        const [former] = await tx.select().from(companyMembers).where(and(eq(companyMembers.companyId, b.companyId), eq(companyMembers.userRole, MemberRole.admin)));
        if (former) {
          formerAdmin = former.userId;
          await tx.update(companyMembers).set({ userRole: MemberRole.member, updTime: ctx.at }).where(eq(companyMembers.id, former.id));
        }
      }
      const [member] = await tx
        .insert(companyMembers)
        .values({ companyId: b.companyId, userId: user.id, userRole: b.asAdmin ? MemberRole.admin : MemberRole.member, memberSource: MemberSource.platform, updTime: ctx.at })
        .returning();
      await writeAudit(tx, {
        req: ctx.req, actorUserId: ctx.actorUserId, action: "account.create", entity: "users", entityId: user.id,
        after: { ...auditableAccount(user), companyId: b.companyId, userRole: member?.userRole, formerAdminUserId: formerAdmin },
      });
      return user.id;
    });
  } catch (error) {
    takenRefusal(error);
  }
  if (formerAdmin !== null) await ctx.forgetUser(formerAdmin);
  return { account: await loaded(ctx.db, userId), initialPassword };
}

/** Opens an operator account with its role and a one-time initial password, shown once. */
export async function createOperator(ctx: TAccountCtx, b: z.output<typeof ZOperatorCreateBody>): Promise<TIssuedPassword> {
  const initialPassword = newInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  let userId: number;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      await refuseTaken(tx, b.account, undefined);
      const [user] = await tx
        .insert(users)
        .values({ account: b.account, nickName: b.nickName, userType: "operator", operatorRole: b.operatorRole, passwordHash, mustChangePassword: true, createdAt: ctx.at, updatedAt: ctx.at })
        .returning();
      if (!user) throw new Error("users insert returned nothing");
      await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "operator.create", entity: "users", entityId: user.id, after: auditableAccount(user) });
      return user.id;
    });
  } catch (error) {
    takenRefusal(error);
  }
  return { account: await loaded(ctx.db, userId), initialPassword };
}

/** A new initial password the holder must change; every session of the account ends. */
export async function resetPassword(ctx: TAccountCtx, userId: number): Promise<TIssuedPassword> {
  const initialPassword = newInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!before || before.userType === "personal") throw refuse(AccountOutcome.notFound);
    const [after] = await tx.update(users).set({ passwordHash, mustChangePassword: true, updatedAt: ctx.at }).where(eq(users.id, userId)).returning();
    await revokeUserSessions(tx, userId, ctx.at);
    await writeAudit(tx, {
      req: ctx.req, actorUserId: ctx.actorUserId, action: "account.resetPassword", entity: "users", entityId: userId,
      before: auditableAccount(before), after: after ? auditableAccount(after) : null,
    });
  });
  await ctx.forgetUser(userId);
  return { account: await loaded(ctx.db, userId), initialPassword };
}

/** Locks (cannot log in; every session ends) or unlocks an account; never one's own. */
export async function setLocked(ctx: TAccountCtx, userId: number, locked: boolean): Promise<TAdminAccount> {
  const refusal = lockRefusal(ctx.actorUserId, userId);
  if (refusal) throw refuse(refusal);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!before) throw refuse(AccountOutcome.notFound);
    // locking the last active supervisor would leave no one to manage the back office
    if (locked && before.userType === "operator" && before.operatorRole === "supervisor" && !before.disabled && (await countSupervisors(tx)) <= 1) {
      throw refuse(AccountOutcome.lastSupervisor);
    }
    const [after] = await tx.update(users).set({ disabled: locked, updatedAt: ctx.at }).where(eq(users.id, userId)).returning();
    if (locked) await revokeUserSessions(tx, userId, ctx.at);
    await writeAudit(tx, {
      req: ctx.req, actorUserId: ctx.actorUserId, action: locked ? "account.lock" : "account.unlock", entity: "users", entityId: userId,
      before: { locked: before.disabled }, after: { locked: after?.disabled ?? locked },
    });
  });
  await ctx.forgetUser(userId);
  return loaded(ctx.db, userId);
}

/** Changes an operator's role (never one's own; the last supervisor stays one). */
export async function setOperatorRole(ctx: TAccountCtx, userId: number, operatorRole: "operator" | "supervisor"): Promise<TAdminAccount> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!before) throw refuse(AccountOutcome.notFound);
    if (before.userType !== "operator" || !before.operatorRole) throw refuse(AccountOutcome.notOperator);
    const refusal = roleChangeRefusal({ actorUserId: ctx.actorUserId, targetUserId: userId, from: before.operatorRole, to: operatorRole, supervisors: await countSupervisors(tx) });
    if (refusal) throw refuse(refusal);
    await tx.update(users).set({ operatorRole, updatedAt: ctx.at }).where(eq(users.id, userId));
    await writeAudit(tx, {
      req: ctx.req, actorUserId: ctx.actorUserId, action: "operator.role", entity: "users", entityId: userId,
      before: { operatorRole: before.operatorRole }, after: { operatorRole },
    });
  });
  await ctx.forgetUser(userId);
  return loaded(ctx.db, userId);
}
