import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TOpsRollingApply, TRollingApply, TRollingApplyBody, TRollingService } from "#shared/api/rolling.contract.ts";
import { contactsFromArrays, ZContact } from "#shared/booking/contacts.ts";
import { formatDate, toDate } from "#shared/format/date.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { drawTimeProblem, preferredDateProblem, RollingOutcome, rollingApplyRefusal, rollingReviewMessage, RollingStatus } from "#shared/rolling/rolling-rules.ts";
import { toPlainText } from "#shared/text/plain-text.ts";
import type { TDb } from "../../db/client.ts";
import { messages, rollingApplies, rollingServices } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, forbidden, refuse } from "../../lib/errors.ts";
import { channels, type TPubSub } from "../../lib/pubsub.ts";
import type { TStorage } from "../../lib/storage.ts";
import { isUniqueViolation } from "../booking/index.ts";
import { resolveUploadedFile } from "../upload/index.ts";
import { findActiveRoom, findApply, findService, liveAppliesOf, toApply, toOpsApply, toService } from "./rolling.repository.ts";

export interface TRollingCtx {
  db: TDb;
  storage: TStorage;
  pubsub: TPubSub;
  at: Date;
  sign: (path: string) => string;
}

const today = (ctx: TRollingCtx) => beijingDateOf(ctx.at);

/** A free text as stored: plain text, like every text shown back. */
function plain(text: string, required: { message: string; code: string }) {
  const clean = toPlainText(text);
  if (!clean) throw refuse(required);
  return clean;
}

/** rolling/apply: the caller's company applies for an open service with a pdf announcement this portal stored. */
export async function applyForDraw(ctx: TRollingCtx, userId: number, companyId: number, body: TRollingApplyBody): Promise<TRollingApply> {
  const service = await findService(ctx.db, body.serviceId);
  if (!service) throw refuse(RollingOutcome.serviceNotFound);
  const refusal = rollingApplyRefusal(service, today(ctx), await liveAppliesOf(ctx.db, companyId, service.id));
  if (refusal) throw refuse(refusal);
  const dateProblem = preferredDateProblem(body.preferredDate, today(ctx));
  if (dateProblem) throw badRequest(dateProblem);
  const file = await resolveUploadedFile(ctx.storage, body.announcementPath, ["pdf"]);
  if (!file) throw refuse(RollingOutcome.announcementNotPdf);
  const announcementPath = `/files/${file.key}`;
  const contacts = contactsFromArrays(body).map((row) => {
    const c = ZContact.parse(row);
    return { contactName: toPlainText(c.contactName), contactMobile: c.contactMobile, contactWechat: toPlainText(c.contactWechat), contactMail: c.contactMail || null };
  });
  try {
    const [row] = await ctx.db
      .insert(rollingApplies)
      .values({
        serviceId: service.id,
        companyId,
        userId,
        companyFullName: plain(body.companyFullName, RollingOutcome.fullNameRequired),
        stockCode: body.stockCode,
        issueType: body.issueType,
        preferredDate: body.preferredDate,
        contacts,
        announcementPath,
        announcementName: toPlainText(body.announcementName ?? "") || announcementPath.split("/").pop()!,
        status: RollingStatus.submitted,
        createdAt: ctx.at,
      })
      .returning();
    return toApply(row!, service, null, today(ctx), ctx.sign);
  } catch (error) {
    // two submits at once: the one-live-application index lets one through
    if (isUniqueViolation(error)) throw refuse(RollingOutcome.duplicate);
    throw error;
  }
}

/** One of the company's applications; another company's answers 403, a missing one as not found. */
export async function ownApply(ctx: TRollingCtx, companyId: number, id: number): Promise<TRollingApply> {
  const row = await findApply(ctx.db, id);
  if (!row) throw refuse(RollingOutcome.applicationNotFound);
  if (row.apply.companyId !== companyId) throw forbidden();
  return toApply(row.apply, row.service, row.room, today(ctx), ctx.sign);
}

export interface TServiceInput {
  id?: number | undefined;
  title: string;
  titleEn?: string | undefined;
  description: string;
  descriptionEn?: string | undefined;
  applyEndDate: string;
  status: number;
}

/** Creates or edits a draw service; audited. */
export async function saveService(ctx: TRollingCtx, req: FastifyRequest, body: TServiceInput): Promise<TRollingService> {
  const fields = {
    title: plain(body.title, RollingOutcome.titleRequired),
    titleEn: body.titleEn ? toPlainText(body.titleEn) || null : null,
    description: plain(body.description, RollingOutcome.descriptionRequired),
    descriptionEn: body.descriptionEn ? toPlainText(body.descriptionEn) || null : null,
    applyEndDate: body.applyEndDate,
    status: body.status,
  };
  if (body.id === undefined) {
    const [row] = await ctx.db.insert(rollingServices).values({ ...fields, createdBy: req.session?.userId ?? null, createdAt: ctx.at }).returning();
    await writeAudit(ctx.db, { req, action: "rolling.service.create", entity: "rolling_services", entityId: row!.id, after: row });
    return toService(row!, today(ctx));
  }
  const before = await findService(ctx.db, body.id);
  if (!before) throw refuse(RollingOutcome.serviceNotFound);
  const [row] = await ctx.db.update(rollingServices).set(fields).where(eq(rollingServices.id, body.id)).returning();
  await writeAudit(ctx.db, { req, action: "rolling.service.save", entity: "rolling_services", entityId: body.id, before, after: row });
  return toService(row!, today(ctx));
}

async function reviewedRow(ctx: TRollingCtx, id: number): Promise<TOpsRollingApply> {
  return toOpsApply((await findApply(ctx.db, id))!, today(ctx), ctx.sign);
}

async function notifyCompany(tx: TDb, companyId: number, at: Date, text: { msgTitle: string; content: string }) {
  await tx.insert(messages).values({ companyId, isCompanyMessage: true, mqType: 1, msgTitle: text.msgTitle, content: text.content, status: 0, crtTime: at });
}

/** Accepts a submitted application with a draw time ahead and a room in use; the company gets a message; audited. */
export async function acceptApply(ctx: TRollingCtx, req: FastifyRequest, id: number, drawTimeText: string, roomId: number): Promise<TOpsRollingApply> {
  const found = await findApply(ctx.db, id);
  if (!found) throw refuse(RollingOutcome.applicationNotFound);
  const drawTime = toDate(drawTimeText);
  const timeProblem = drawTimeProblem(drawTime, ctx.at);
  if (timeProblem) throw badRequest(timeProblem);
  const room = await findActiveRoom(ctx.db, roomId);
  if (!room) throw refuse(RollingOutcome.roomNotFound);
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rollingApplies)
      .set({ status: RollingStatus.accepted, drawTime, roomId: room.id, reviewedBy: req.session?.userId ?? null, reviewedAt: ctx.at })
      .where(and(eq(rollingApplies.id, id), eq(rollingApplies.status, RollingStatus.submitted)))
      .returning();
    if (!updated) throw refuse(RollingOutcome.alreadyReviewed);
    await notifyCompany(tx, updated.companyId, ctx.at, rollingReviewMessage(found.service.title, { drawTime: formatDate(drawTime, "YYYY-MM-DD HH:mm"), roomName: room.roomName }));
    await writeAudit(tx, { req, action: "rolling.accept", entity: "rolling_applies", entityId: id, before: found.apply, after: updated });
  });
  await ctx.pubsub.publish(channels.company(found.apply.companyId), { type: 1, mqType: 1, isCompanyMessage: true, msg: "摇号申请已受理" }).catch(() => {});
  return reviewedRow(ctx, id);
}

/** Rejects a submitted application with a reason; the company gets a message; audited. */
export async function rejectApply(ctx: TRollingCtx, req: FastifyRequest, id: number, reasonText: string): Promise<TOpsRollingApply> {
  const found = await findApply(ctx.db, id);
  if (!found) throw refuse(RollingOutcome.applicationNotFound);
  const reason = plain(reasonText, RollingOutcome.rejectReasonRequired);
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rollingApplies)
      .set({ status: RollingStatus.rejected, rejectReason: reason, reviewedBy: req.session?.userId ?? null, reviewedAt: ctx.at })
      .where(and(eq(rollingApplies.id, id), eq(rollingApplies.status, RollingStatus.submitted)))
      .returning();
    if (!updated) throw refuse(RollingOutcome.alreadyReviewed);
    await notifyCompany(tx, updated.companyId, ctx.at, rollingReviewMessage(found.service.title, null, reason));
    await writeAudit(tx, { req, action: "rolling.reject", entity: "rolling_applies", entityId: id, before: found.apply, after: updated });
  });
  await ctx.pubsub.publish(channels.company(found.apply.companyId), { type: 1, mqType: 1, isCompanyMessage: true, msg: "摇号申请未通过" }).catch(() => {});
  return reviewedRow(ctx, id);
}
