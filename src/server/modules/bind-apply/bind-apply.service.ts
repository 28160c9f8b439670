import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TBindApply, TOpsBindApply } from "#shared/api/bind.contract.ts";
import { bindApplyRefusal, bindApproveRefusal, BindOutcome, BindStatus, bindReviewMessage } from "#shared/identity/bind-apply.ts";
import { CompanyUserRole } from "#shared/company/company-type.ts";
import { toPlainText } from "#shared/text/plain-text.ts";
import { MemberSource } from "#shared/company/member-rules.ts";
import type { TDb } from "../../db/client.ts";
import { companies, companyBindApplies, companyMembers, messages, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, refuse } from "../../lib/errors.ts";
import { channels, type TPubSub } from "../../lib/pubsub.ts";
import type { TStorage } from "../../lib/storage.ts";
import type { TSession } from "../../types.ts";
import { isUniqueViolation } from "../booking/index.ts";
import { resolveUploadedFile } from "../upload/index.ts";
import { companiesWithAdmin, findCompanyRow, findOpsApply, pendingOf, toBindApply, toOpsRows } from "./bind-apply.repository.ts";

export interface TBindCtx {
  db: TDb;
  storage: TStorage;
  pubsub: TPubSub;
  at: Date;
  sign: (path: string) => string;
  /** drops the user's cached sessions once their company changed, so check_bind_company answers at once */
  forgetUser: (userId: number) => Promise<void>;
}

export interface TApplyInput {
  companyType: number;
  companyId: number;
  applicantName: string;
  letterPath: string;
  letterName?: string | undefined;
}

/** apply_bind: an unbound enterprise account asks to join a company, with a pdf letter this portal stored. */
export async function applyForBinding(ctx: TBindCtx, session: TSession, body: TApplyInput): Promise<TBindApply> {
  const company = await findCompanyRow(ctx.db, body.companyId);
  // a company of another type than the one chosen is not one the form could have offered
  if (!company || company.companyType !== body.companyType) throw refuse(BindOutcome.companyNotFound);
  const refusal = bindApplyRefusal({ userType: session.userType, companyId: session.companyId }, company.id, await pendingOf(ctx.db, session.userId));
  if (refusal) throw refuse(refusal);
  const letter = await resolveUploadedFile(ctx.storage, body.letterPath, ["pdf"]);
  if (!letter) throw refuse(BindOutcome.letterNotPdf);
  const letterPath = `/files/${letter.key}`;
  // stored as plain text, like every free text shown back (the back office lists it)
  const applicantName = toPlainText(body.applicantName);
  if (!applicantName) throw refuse(BindOutcome.applicantRequired);
  const letterName = toPlainText(body.letterName ?? "") || letterPath.split("/").pop()!;
  try {
    const [row] = await ctx.db
      .insert(companyBindApplies)
      .values({
        userId: session.userId,
        companyId: company.id,
        applicantName,
        letterPath,
        letterName,
        status: BindStatus.pending,
        createdAt: ctx.at,
      })
      .returning();
    return toBindApply(row!, company, ctx.sign);
  } catch (error) {
    // two submits at once: the database's one-waiting-application index lets one through
    if (isUniqueViolation(error)) throw refuse(BindOutcome.duplicate);
    throw error;
  }
}

async function reviewed(ctx: TBindCtx, id: number): Promise<TOpsBindApply> {
  const row = await findOpsApply(ctx.db, id);
  return (await toOpsRows(ctx.db, [row!], ctx.sign))[0]!;
}

async function notify(ctx: TBindCtx, userId: number, text: { msgTitle: string; content: string }, tx: TDb) {
  await tx.insert(messages).values({ userId, isCompanyMessage: false, mqType: 1, msgTitle: text.msgTitle, content: text.content, status: 0, crtTime: ctx.at });
}

/**
 * Approves a waiting application in one transaction: the company row is locked first, so two approvals into a
 * company without an admin cannot both appoint one; the account joins as admin when the company has none
 * (a supervisor's call, bindApproveRefusal), otherwise as an ordinary member its admin then grants scopes to.
 */
export async function approveBinding(ctx: TBindCtx, req: FastifyRequest, session: TSession, id: number): Promise<TOpsBindApply> {
  const found = await findOpsApply(ctx.db, id);
  if (!found) throw refuse(BindOutcome.applicationNotFound);
  const after = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, found.company.id)).for("update");
    const [apply] = await tx.select().from(companyBindApplies).where(eq(companyBindApplies.id, id)).for("update");
    if (!apply || apply.status !== BindStatus.pending) throw refuse(BindOutcome.notPending);
    const hasAdmin = (await companiesWithAdmin(tx, [found.company.id])).has(found.company.id);
    const refusal = bindApproveRefusal(session.operatorRole, hasAdmin);
    if (refusal) throw badRequest(refusal);
    const [bound] = await tx.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.userId, apply.userId));
    if (bound) throw refuse(BindOutcome.alreadyBound);
    const [account] = await tx.select({ userType: users.userType }).from(users).where(eq(users.id, apply.userId));
    if (account?.userType !== "enterprise") throw refuse(BindOutcome.enterpriseOnly);
    const [member] = await tx
      .insert(companyMembers)
      .values({ companyId: found.company.id, userId: apply.userId, userRole: hasAdmin ? CompanyUserRole.member : CompanyUserRole.admin, memberSource: MemberSource.applied, updTime: ctx.at })
      .returning();
    const [updated] = await tx
      .update(companyBindApplies)
      .set({ status: BindStatus.approved, reviewedBy: session.userId, reviewedAt: ctx.at })
      .where(and(eq(companyBindApplies.id, id), eq(companyBindApplies.status, BindStatus.pending)))
      .returning();
    await notify(ctx, apply.userId, bindReviewMessage(found.company.fullName, BindStatus.approved), tx);
    await writeAudit(tx, { req, action: "bind.approve", entity: "company_bind_applies", entityId: id, before: apply, after: { apply: updated, member } });
    return updated!;
  });
  await ctx.forgetUser(after.userId);
  await ctx.pubsub.publish(channels.user(after.userId), { type: 1, mqType: 1, isCompanyMessage: false, msg: "机构认证审核通过" }).catch(() => {});
  return reviewed(ctx, id);
}

/** Rejects a waiting application with the operator's reason; the applicant gets a message. */
export async function rejectBinding(ctx: TBindCtx, req: FastifyRequest, id: number, reason: string, session: TSession): Promise<TOpsBindApply> {
  const found = await findOpsApply(ctx.db, id);
  if (!found) throw refuse(BindOutcome.applicationNotFound);
  reason = toPlainText(reason);
  if (!reason) throw refuse(BindOutcome.reasonRequired);
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companyBindApplies)
      .set({ status: BindStatus.rejected, rejectReason: reason, reviewedBy: session.userId, reviewedAt: ctx.at })
      .where(and(eq(companyBindApplies.id, id), eq(companyBindApplies.status, BindStatus.pending)))
      .returning();
    if (!updated) throw refuse(BindOutcome.notPending);
    await notify(ctx, updated.userId, bindReviewMessage(found.company.fullName, BindStatus.rejected, reason), tx);
    await writeAudit(tx, { req, action: "bind.reject", entity: "company_bind_applies", entityId: id, before: found.apply, after: updated });
  });
  await ctx.pubsub.publish(channels.user(found.apply.userId), { type: 1, mqType: 1, isCompanyMessage: false, msg: "机构认证审核未通过" }).catch(() => {});
  return reviewed(ctx, id);
}

