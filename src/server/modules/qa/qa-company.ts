import { and, asc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { TGuest, TQaRecord, ZGuestAnswerBody, ZGuestSpeakBody, ZRevokeBody } from "#shared/api/qa.contract.ts";
import {
  DEFAULT_REVOKE_REASON,
  QaMsg,
  QuestionType,
  ReviewStatus,
  canRevokeAnswer,
  canRevokeSpeech,
  isApproved,
  isReplyDisabled,
  qaReadCompany,
  replyContentError,
  revokeNeedsReason,
  revokeReasonError,
  sanitizeQaText,
} from "#shared/qa/qa-rules.ts";
import type { FastifyRequest } from "fastify";
import type { TDb } from "../../db/client.ts";
import { activityGuests, qaAnswers, qaQuestions } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { TSession } from "../../types.ts";
import { isUniqueViolation } from "../booking/index.ts";
import { notYourActivity, requireCompanyPart, type TActivityRow } from "./qa-access.ts";
import type { TQaPublisher } from "./qa-publisher.ts";
import { loadPublicRecord } from "./qa-public.ts";
import { toQaRecord } from "./qa-record.ts";

/**
 * The company tab's writes (document 2 sections 2.4, 4, 5): answer an approved question, post a guest speech,
 * revoke an answer or a speech, and the guest list to choose a speaker from. Every write is scoped to the
 * caller's company taking part in the activity; each publishes after its commit.
 */

export interface TCompanyQaContext {
  db: TDb;
  publisher: TQaPublisher;
  session: TSession;
  req: FastifyRequest;
  at: Date;
}

function windowFacts(a: TActivityRow) {
  return {
    pubStatus: a.pubStatus,
    status: a.status,
    answerStartTime: a.answerStartTime?.toISOString() ?? null,
    answerEndTime: a.answerEndTime?.toISOString() ?? null,
  };
}

/** The guest as an answer or speech keeps them, in both languages (the public page shows the visitor's). */
export function guestSnapshot(guest: typeof activityGuests.$inferSelect | null) {
  return {
    guestId: guest?.id ?? null,
    guestName: guest?.guestName ?? null,
    guestTitle: guest?.title ?? null,
    guestCompanyName: guest?.guestCompanyName ?? null,
    guestEnName: guest?.guestEnName ?? null,
    guestTitleEn: guest?.titleEn ?? null,
    guestEnCompanyName: guest?.enGuestCompanyName ?? null,
  };
}

/** A guest of this activity and company (the speaker or the answering guest), or 发言嘉宾不存在. */
async function requireGuest(db: TDb, activityId: number, companyId: number, guestId: number) {
  const [guest] = await db
    .select()
    .from(activityGuests)
    .where(and(eq(activityGuests.id, guestId), eq(activityGuests.activityId, activityId), eq(activityGuests.companyId, companyId)));
  if (!guest) throw badRequest(QaMsg.guestNotFound);
  return guest;
}

export async function guestAnswer(ctx: TCompanyQaContext, body: z.infer<typeof ZGuestAnswerBody>): Promise<TQaRecord> {
  const { db, session, at } = ctx;
  const { activity, companyId } = await requireCompanyPart(db, session, body.activityId);
  if (isReplyDisabled(windowFacts(activity), at)) throw badRequest(QaMsg.outsideWindow);
  const content = sanitizeQaText(body.content);
  const contentError = replyContentError(content, "answer");
  if (contentError) throw badRequest(contentError);
  const guest = body.guestId === undefined ? null : await requireGuest(db, activity.id, companyId, body.guestId);

  let saved: { question: typeof qaQuestions.$inferSelect; answer: typeof qaAnswers.$inferSelect };
  try {
    saved = await db.transaction(async (tx) => {
      // The question's row lock makes two colleagues answering at once take turns; the second sees the first.
      const [question] = await tx
        .select()
        .from(qaQuestions)
        .where(and(eq(qaQuestions.id, body.id), eq(qaQuestions.activityId, activity.id)))
        .for("update");
      if (!question || question.questionType !== QuestionType.question) throw badRequest(QaMsg.questionNotFound);
      if (question.companyId !== companyId) throw notYourActivity();
      if (!isApproved(question.status)) throw badRequest(QaMsg.notApproved);
      const [live] = await tx
        .select({ id: qaAnswers.id })
        .from(qaAnswers)
        .where(and(eq(qaAnswers.questionId, question.id), eq(qaAnswers.isCancel, false), ne(qaAnswers.status, ReviewStatus.refused)));
      if (live) throw badRequest(QaMsg.alreadyAnswered);
      const [answer] = await tx
        .insert(qaAnswers)
        .values({
          questionId: question.id,
          activityId: activity.id,
          companyId,
          content,
          authorUserId: session.userId,
          ...guestSnapshot(guest),
          status: ReviewStatus.pending,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return { question, answer: answer! };
    });
  } catch (error) {
    // The partial unique index is the last guard of "one live answer per question".
    if (isUniqueViolation(error)) throw badRequest(QaMsg.alreadyAnswered);
    throw error;
  }
  await ctx.publisher.publish({
    kind: "answered",
    activityId: activity.id,
    questionId: saved.question.id,
    answerId: saved.answer.id,
    status: saved.answer.status,
    companyId,
    toOps: true,
  });
  return toQaRecord({ question: saved.question, answer: saved.answer, activityTitle: activity.title });
}

export async function guestAddSpeak(ctx: TCompanyQaContext, body: z.infer<typeof ZGuestSpeakBody>): Promise<TQaRecord> {
  const { db, session, at } = ctx;
  const { activity, companyId } = await requireCompanyPart(db, session, body.activityId);
  if (isReplyDisabled(windowFacts(activity), at)) throw badRequest(QaMsg.outsideWindow);
  const content = sanitizeQaText(body.content);
  const contentError = replyContentError(content, "speech");
  if (contentError) throw badRequest(contentError);
  const guest = await requireGuest(db, activity.id, companyId, body.guestId);
  const [speech] = await db
    .insert(qaQuestions)
    .values({
      activityId: activity.id,
      companyId,
      questionType: QuestionType.speech,
      content,
      ...guestSnapshot(guest),
      authorUserId: session.userId,
      status: ReviewStatus.pending,
      isTestData: activity.pubStatus === 0,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await ctx.publisher.publish({ kind: "spoke", activityId: activity.id, questionId: speech!.id, status: speech!.status, companyId, toOps: true });
  return toQaRecord({ question: speech!, activityTitle: activity.title });
}

/** The reason a revoke is stored with: required unless a pending answer, which gets the default reason. */
function revokeReason(questionType: number, status: number, given: string | undefined): string {
  if (!revokeNeedsReason(questionType, status)) return given?.trim() || DEFAULT_REVOKE_REASON;
  const error = revokeReasonError(given ?? "");
  if (error) throw badRequest(error);
  return given!.trim();
}

export async function cancelAnswer(ctx: TCompanyQaContext, body: z.infer<typeof ZRevokeBody>): Promise<TQaRecord> {
  const { db, session, at } = ctx;
  if (body.questionType !== QuestionType.question) throw badRequest(QaMsg.answerNotFound);
  const [found] = await db.select().from(qaAnswers).where(eq(qaAnswers.id, body.id));
  if (!found) throw badRequest(QaMsg.answerNotFound);
  const { activity, companyId } = await requireCompanyPart(db, session, found.activityId);
  if (found.companyId !== companyId) throw notYourActivity();

  const saved = await db.transaction(async (tx) => {
    const [answer] = await tx.select().from(qaAnswers).where(eq(qaAnswers.id, found.id)).for("update");
    if (!answer || answer.isCancel || !canRevokeAnswer(answer.status)) throw badRequest(QaMsg.cannotRevokeAnswer);
    const cancelReason = revokeReason(QuestionType.question, answer.status, body.cancelReason);
    const [after] = await tx
      .update(qaAnswers)
      .set({ isCancel: true, cancelReason, cancelledAt: at, updatedAt: at })
      .where(eq(qaAnswers.id, answer.id))
      .returning();
    const [question] = await tx.select().from(qaQuestions).where(eq(qaQuestions.id, answer.questionId));
    await writeAudit(tx, {
      req: ctx.req,
      action: "qa.answer.revoke",
      entity: "qa_answers",
      entityId: answer.id,
      before: { status: answer.status, isCancel: false },
      after: { status: after!.status, isCancel: true, cancelReason },
    });
    return { before: answer, answer: after!, question: question! };
  });

  const wasPublic = isApproved(saved.before.status);
  await ctx.publisher.publish({
    kind: "revoked",
    activityId: activity.id,
    questionId: saved.question.id,
    answerId: saved.answer.id,
    status: saved.answer.status,
    // An approved answer disappears from the page (the question stays); a pending one from the queue.
    toPublic: wasPublic,
    record: wasPublic ? await loadPublicRecord(db, saved.question.id) : null,
    companyId,
    askerId: wasPublic ? saved.question.askerUserId : null,
    toOps: !wasPublic,
  });
  return toQaRecord({ question: saved.question, answer: saved.answer, activityTitle: activity.title });
}

export async function cancelSpeech(ctx: TCompanyQaContext, body: z.infer<typeof ZRevokeBody>): Promise<TQaRecord> {
  const { db, session, at } = ctx;
  if (body.questionType !== QuestionType.speech) throw badRequest(QaMsg.speechNotFound);
  const [found] = await db.select().from(qaQuestions).where(and(eq(qaQuestions.id, body.id), eq(qaQuestions.questionType, QuestionType.speech)));
  if (!found) throw badRequest(QaMsg.speechNotFound);
  const { activity, companyId } = await requireCompanyPart(db, session, found.activityId);
  if (found.companyId !== companyId) throw notYourActivity();

  const saved = await db.transaction(async (tx) => {
    const [speech] = await tx.select().from(qaQuestions).where(eq(qaQuestions.id, found.id)).for("update");
    if (!speech || speech.isCancel || !canRevokeSpeech(speech.status)) throw badRequest(QaMsg.cannotRevokeSpeech);
    const cancelReason = revokeReason(QuestionType.speech, speech.status, body.cancelReason);
    const [after] = await tx
      .update(qaQuestions)
      .set({ isCancel: true, cancelReason, cancelledAt: at, updatedAt: at })
      .where(eq(qaQuestions.id, speech.id))
      .returning();
    await writeAudit(tx, {
      req: ctx.req,
      action: "qa.speech.revoke",
      entity: "qa_questions",
      entityId: speech.id,
      before: { status: speech.status, isCancel: false },
      after: { status: after!.status, isCancel: true, cancelReason },
    });
    return after!;
  });
  // Only approved speeches can be revoked, so the page always loses it (no record: it is gone).
  await ctx.publisher.publish({ kind: "revoked", activityId: activity.id, questionId: saved.id, status: saved.status, toPublic: true, companyId });
  return toQaRecord({ question: saved, activityTitle: activity.title });
}

/** The guests of the caller's part of the activity (`companyId`, when sent, must be the caller's company), in their form order. */
export async function guestList(db: TDb, session: TSession, activityId: number, requested?: number): Promise<TGuest[]> {
  const { companyId } = await requireCompanyPart(db, session, activityId);
  // The spec sends the company whose part is open; a company edits and speaks for its own part only.
  if (qaReadCompany({ ownPart: companyId, govReader: false }, requested, []) !== companyId) throw notYourActivity();
  return db
    .select({ id: activityGuests.id, guestName: activityGuests.guestName, title: activityGuests.title, guestCompanyName: activityGuests.guestCompanyName })
    .from(activityGuests)
    .where(and(eq(activityGuests.activityId, activityId), eq(activityGuests.companyId, companyId)))
    .orderBy(asc(activityGuests.sort), asc(activityGuests.id));
}
