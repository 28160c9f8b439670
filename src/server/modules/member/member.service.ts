import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  canDeleteMember,
  canEditMember,
  canExitCompany,
  canManageMembers,
  canTransferAdmin,
  MemberOutcome,
  MemberRole,
  MemberSource,
  offeredScopes,
  resolveScopeChoice,
  SCOPE_FLAGS,
  type TMemberActor,
  type TScopeFlags,
} from "#shared/company/member-rules.ts";
import type { TMember, TMemberAddBody, TMemberEditBody } from "#shared/api/member.contract.ts";
import type { TDb } from "../../db/client.ts";
import { companyMembers, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { forbidden, refuse } from "../../lib/errors.ts";
import type { TSession } from "../../types.ts";
import { findMembership, findUserByMobile, memberCompanyOf, membersByIds, toMember, type TCompanyRow, type TMemberRow } from "./member.repository.ts";

export interface TMemberCtx {
  db: TDb;
  at: Date;
  /** drops a user's cached sessions once their membership changed (TSessionService.forgetUser) */
  forgetUser: (userId: number) => Promise<void>;
}

export interface TCaller {
  userId: number;
  member: TMemberRow;
  company: TCompanyRow;
  actor: TMemberActor;
}

const flagsOf = (m: TScopeFlags): TScopeFlags => Object.fromEntries(SCOPE_FLAGS.map((f) => [f, m[f]])) as TScopeFlags;

/** The caller's membership, read fresh on every call (flags are checked on each call, never cached): 403 without one. */
export async function requireMember(db: TDb, session: TSession): Promise<TCaller> {
  if (session.userType !== "enterprise" || !session.companyId) throw forbidden();
  const row = await findMembership(db, session.userId);
  if (!row || row.company.id !== session.companyId) throw forbidden();
  return { userId: session.userId, member: row.member, company: row.company, actor: { id: row.member.id, userRole: row.member.userRole, memberSource: row.member.memberSource, ...flagsOf(row.member) } };
}

/** The caller's own member row, for member_info. */
export async function memberInfo(caller: TCaller, user: { nickName: string; mobile: string | null; account: string | null }) {
  const c = caller.company;
  return {
    ...toMember(c, caller.member, user),
    companyType: c.companyType,
    isOpenExplanation: c.isOpenExplanation,
    isEnableFundRoadshow: c.isEnableFundRoadshow,
    isEnableDiversion: c.isEnableDiversion,
    isEnableDistribute: c.isEnableDistribute,
    isEnableActivitySearch: c.isEnableActivitySearch,
  };
}

/** Ids that are not this company's answer 403 (another company's members), before any rule runs. */
async function requireOwnIds(db: TDb, companyId: number, ids: number[]) {
  const rows = await membersByIds(db, companyId, ids);
  if (rows.length !== new Set(ids).size) {
    const companiesOfIds = await memberCompanyOf(db, ids);
    if (companiesOfIds.some((id) => id !== companyId)) throw forbidden();
    throw refuse(MemberOutcome.memberIdInvalid);
  }
  return rows;
}

/** member_add: binds the account behind a passport mobile (creating the enterprise account when none exists). */
export async function addMember(ctx: TMemberCtx, req: FastifyRequest, caller: TCaller, body: TMemberAddBody): Promise<TMember> {
  if (!canManageMembers(caller.actor)) throw forbidden();
  const choice = resolveScopeChoice(caller.company, caller.actor, body);
  if ("refusal" in choice) throw refuse(choice.refusal);
  const existing = await findUserByMobile(ctx.db, body.account);
  if (existing?.member) throw refuse(existing.member.companyId === caller.company.id ? MemberOutcome.alreadyMember : MemberOutcome.inOtherCompany);
  if (existing && existing.user.userType !== "enterprise") throw refuse(MemberOutcome.personalAccount);
  const created = await ctx.db.transaction(async (tx) => {
    const user =
      existing?.user ??
      (
        await tx
          .insert(users)
          .values({ account: body.account, mobile: body.account, nickName: body.nickName ?? body.account, userType: "enterprise", createdAt: ctx.at, updatedAt: ctx.at })
          .returning()
      )[0]!;
    if (existing && body.nickName && body.nickName !== user.nickName) {
      await tx.update(users).set({ nickName: body.nickName, updatedAt: ctx.at }).where(eq(users.id, user.id));
      user.nickName = body.nickName;
    }
    const [member] = await tx
      .insert(companyMembers)
      .values({ companyId: caller.company.id, userId: user.id, userRole: MemberRole.member, memberSource: MemberSource.added, title: body.title ?? null, description: body.description ?? null, ...choice.flags, updTime: ctx.at })
      .returning();
    return { user, member: member! };
  });
  await writeAudit(ctx.db, { req, action: "member.add", entity: "company_member", entityId: created.member.id, after: created.member });
  await ctx.forgetUser(created.user.id);
  return toMember(caller.company, created.member, created.user);
}

/** member_edit: names and scopes; an ordinary manager neither edits an admin or themselves nor grants what they lack. */
export async function editMember(ctx: TMemberCtx, req: FastifyRequest, caller: TCaller, body: TMemberEditBody): Promise<TMember> {
  if (!canManageMembers(caller.actor)) throw forbidden();
  const [target] = await requireOwnIds(ctx.db, caller.company.id, [body.id]);
  if (!target) throw refuse(MemberOutcome.memberIdInvalid);
  if (!canEditMember(caller.actor, target.member)) throw refuse(MemberOutcome.cannotEditMember);
  const choice = target.member.userRole === MemberRole.admin ? { flags: flagsOf(target.member) } : resolveScopeChoice(caller.company, caller.actor, body, flagsOf(target.member));
  if ("refusal" in choice) throw refuse(choice.refusal);
  const updated = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ nickName: body.nickName, updatedAt: ctx.at }).where(eq(users.id, target.user.id));
    const [member] = await tx
      .update(companyMembers)
      .set({ title: body.title ?? null, description: body.description ?? null, ...choice.flags, updTime: ctx.at })
      .where(eq(companyMembers.id, target.member.id))
      .returning();
    return member!;
  });
  await writeAudit(ctx.db, { req, action: "member.edit", entity: "company_member", entityId: target.member.id, before: target.member, after: updated });
  await ctx.forgetUser(target.user.id);
  return toMember(caller.company, updated, { ...target.user, nickName: body.nickName });
}

/** member_del: never an admin, never the caller. */
export async function deleteMembers(ctx: TMemberCtx, req: FastifyRequest, caller: TCaller, ids: number[]): Promise<void> {
  if (!canManageMembers(caller.actor)) throw forbidden();
  const targets = await requireOwnIds(ctx.db, caller.company.id, ids);
  if (targets.some((t) => !canDeleteMember(caller.actor, t.member))) throw refuse(MemberOutcome.cannotDeleteAdminOrSelf);
  await ctx.db.delete(companyMembers).where(and(eq(companyMembers.companyId, caller.company.id), inArray(companyMembers.id, ids)));
  await writeAudit(ctx.db, { req, action: "member.delete", entity: "company_member", entityId: ids.join(","), before: targets.map((t) => t.member) });
  for (const t of targets) await ctx.forgetUser(t.user.id);
}

/**
 * Hands the admin role to `targetId` inside one transaction, so the company never has no admin or two. The
 * former admin keeps, as explicit flags, every scope the company offers (what they could do as admin).
 */
export async function moveAdminRole(ctx: TMemberCtx, company: TCompanyRow, from: TMemberRow | undefined, targetId: number, source: number): Promise<TMemberRow> {
  const [target] = await membersByIds(ctx.db, company.id, [targetId]);
  if (!target || target.member.userRole !== MemberRole.member) throw refuse(MemberOutcome.transferTargetInvalid);
  const kept = Object.fromEntries(offeredScopes(company).map((s) => [s, true]));
  await ctx.db.transaction(async (tx) => {
    if (from) await tx.update(companyMembers).set({ userRole: MemberRole.member, ...kept, updTime: ctx.at }).where(eq(companyMembers.id, from.id));
    await tx.update(companyMembers).set({ userRole: MemberRole.admin, memberSource: source, updTime: ctx.at }).where(eq(companyMembers.id, target.member.id));
  });
  if (from) await ctx.forgetUser(from.userId);
  await ctx.forgetUser(target.user.id);
  return target.member;
}

/** admin_exchange: only an admin not appointed or imported by the platform (section 6). */
export async function exchangeAdmin(ctx: TMemberCtx, req: FastifyRequest, caller: TCaller, targetId: number): Promise<void> {
  if (!canTransferAdmin(caller.actor)) throw refuse(MemberOutcome.cannotTransfer);
  const companiesOfId = await memberCompanyOf(ctx.db, [targetId]);
  if (companiesOfId.some((id) => id !== caller.company.id)) throw forbidden();
  const target = await moveAdminRole(ctx, caller.company, caller.member, targetId, MemberSource.transferred);
  await writeAudit(ctx.db, { req, action: "member.adminExchange", entity: "company_member", entityId: target.id, before: { admin: caller.member.id }, after: { admin: target.id } });
}

/** company_exit: an ordinary member leaves; an admin cannot, so a company is never left without one. */
export async function exitCompany(ctx: TMemberCtx, req: FastifyRequest, caller: TCaller): Promise<void> {
  if (!canExitCompany(caller.actor)) throw refuse(MemberOutcome.adminCannotExit);
  await ctx.db.delete(companyMembers).where(eq(companyMembers.id, caller.member.id));
  await writeAudit(ctx.db, { req, action: "member.exit", entity: "company_member", entityId: caller.member.id, before: caller.member });
  await ctx.forgetUser(caller.userId);
}
