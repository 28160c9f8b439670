import { and, eq, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { TModerationItem, ZModerateBody, ZModerationQueueBody } from "#shared/api/qa.contract.ts";
import { QaMsg, QuestionType, ReviewStatus } from "#shared/qa/qa-rules.ts";
import type { TDb } from "../../db/client.ts";
import { qaAnswers, qaQuestions } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { writeAudit } from "../../lib/audit.ts";
import { queryRows } from "../../db/raw-sql.ts";
import type { TQaPublisher } from "./qa-publisher.ts";
import { loadPublicRecord } from "./qa-public.ts";

/**
 * The operators' moderation queue (document 4 section 6): pending questions, answers and speeches of every
 * activity in one list, oldest first, as of the moment the operator loaded it so it does not jump while they
 * work; approving (1) or refusing (2, with a reason) one item, guarded so two operators cannot both review it.
 */

export const ModerationKind = { question: 1, answer: 2, speech: 3 } as const;

/** The three pending sets as one relation with the columns of a queue item. */
const PENDING_ITEMS = sql`(
  select 1 as kind, q.id, q.activity_id, q.company_id, q.id as question_id, q.content as question_content, q.content,
         q.user_nick_name, null::text as guest_name, q.created_at
    from qa_questions q where q.question_type = 1 and q.status = 0 and not q.is_cancel
  union all
  select 2, an.id, an.activity_id, an.company_id, an.question_id, q.content, an.content,
         q.user_nick_name, an.guest_name, an.created_at
    from qa_answers an join qa_questions q on q.id = an.question_id where an.status = 0 and not an.is_cancel
  union all
  select 3, s.id, s.activity_id, s.company_id, s.id, s.content, s.content,
         null, s.guest_name, s.created_at
    from qa_questions s where s.question_type = 3 and s.status = 0 and not s.is_cancel
) p`;

type TQueueFilter = Pick<z.infer<typeof ZModerationQueueBody>, "activityId" | "kind" | "asOf">;

function filterOf(f: TQueueFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.activityId !== undefined) parts.push(sql`p.activity_id = ${f.activityId}`);
  if (f.kind !== undefined) parts.push(sql`p.kind = ${f.kind}`);
  // Items that arrived after the list was loaded are announced over the socket, not shuffled in.
  if (f.asOf !== undefined) parts.push(sql`p.created_at <= ${new Date(f.asOf).toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

interface TRawItem {
  kind: number;
  id: number;
  activityId: number;
  activityTitle: string;
  companyName: string;
  questionId: number;
  questionContent: string;
  content: string;
  userNickName: string | null;
  guestName: string | null;
  createdAt: string | Date;
}

export async function moderationQueue(db: TDb, body: z.infer<typeof ZModerationQueueBody>): Promise<{ records: TModerationItem[]; total: number }> {
  const where = filterOf(body);
  const [total] = await queryRows<{ n: number | string }>(db, sql`select count(*)::int as n from ${PENDING_ITEMS} where ${where}`);
  const rows = await queryRows<TRawItem>(
    db,
    sql`select p.kind::int as kind, p.id, p.activity_id as "activityId", a.title as "activityTitle", c.full_name as "companyName",
          p.question_id as "questionId", p.question_content as "questionContent", p.content,
          p.user_nick_name as "userNickName", p.guest_name as "guestName", p.created_at as "createdAt"
        from ${PENDING_ITEMS}
        join activities a on a.id = p.activity_id
        join companies c on c.id = p.company_id
        where ${where}
        order by p.created_at, p.id, p.kind
        limit ${body.pageSize} offset ${(body.pageNo - 1) * body.pageSize}`,
  );
  const records = rows.map((r) => ({ ...r, kind: Number(r.kind), createdAt: new Date(r.createdAt).toISOString() }));
  return { records, total: Number(total?.n ?? 0) };
}

export interface TModerationCount {
  questions: number;
  answers: number;
  speeches: number;
}

export async function moderationCount(db: TDb): Promise<TModerationCount> {
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql`select
      (select count(*) from qa_questions where question_type = 1 and status = 0 and not is_cancel)::int as questions,
      (select count(*) from qa_answers where status = 0 and not is_cancel)::int as answers,
      (select count(*) from qa_questions where question_type = 3 and status = 0 and not is_cancel)::int as speeches`,
  );
  return { questions: Number(row?.questions ?? 0), answers: Number(row?.answers ?? 0), speeches: Number(row?.speeches ?? 0) };
}

export interface TModerateContext {
  db: TDb;
  publisher: TQaPublisher;
  req: FastifyRequest;
  actorUserId: number;
  at: Date;
}

type TBody = z.infer<typeof ZModerateBody>;

/** Reviews a question or a speech (both are qa_questions rows). */
async function reviewQuestionRow(ctx: TModerateContext, body: TBody) {
  const type = body.kind === ModerationKind.speech ? QuestionType.speech : QuestionType.question;
  const notFound = type === QuestionType.speech ? QaMsg.speechNotFound : QaMsg.questionNotFound;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(qaQuestions).where(and(eq(qaQuestions.id, body.id), eq(qaQuestions.questionType, type)));
    if (!before) throw badRequest(notFound);
    // `status = 0` in the WHERE: of two operators reviewing at once, only one updates a row.
    const [after] = await tx
      .update(qaQuestions)
      .set({ status: body.status, auditReason: body.auditReason ?? null, auditedBy: ctx.actorUserId, auditedAt: ctx.at, updatedAt: ctx.at })
      .where(and(eq(qaQuestions.id, body.id), eq(qaQuestions.status, ReviewStatus.pending), eq(qaQuestions.isCancel, false)))
      .returning();
    if (!after) throw badRequest(QaMsg.alreadyReviewed);
    await audit(tx, ctx, body, "qa_questions", before.status);
    return after;
  });
}

async function reviewAnswerRow(ctx: TModerateContext, body: TBody) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(qaAnswers).where(eq(qaAnswers.id, body.id));
    if (!before) throw badRequest(QaMsg.answerNotFound);
    const [after] = await tx
      .update(qaAnswers)
      .set({ status: body.status, auditReason: body.auditReason ?? null, auditedBy: ctx.actorUserId, auditedAt: ctx.at, updatedAt: ctx.at })
      .where(and(eq(qaAnswers.id, body.id), eq(qaAnswers.status, ReviewStatus.pending), eq(qaAnswers.isCancel, false)))
      .returning();
    if (!after) throw badRequest(QaMsg.alreadyReviewed);
    await audit(tx, ctx, body, "qa_answers", before.status);
    const [question] = await tx.select().from(qaQuestions).where(eq(qaQuestions.id, after.questionId));
    return { answer: after, question: question! };
  });
}

function audit(tx: TDb, ctx: TModerateContext, body: TBody, entity: string, beforeStatus: number) {
  return writeAudit(tx, {
    req: ctx.req,
    actorUserId: ctx.actorUserId,
    action: body.status === ReviewStatus.approved ? "ops.qa.approve" : "ops.qa.refuse",
    entity,
    entityId: body.id,
    before: { kind: body.kind, status: beforeStatus },
    after: { kind: body.kind, status: body.status, auditReason: body.auditReason ?? null },
  });
}

/** Approves or refuses one pending item, then tells the page, the company, the asker and the other operators. */
export async function moderate(ctx: TModerateContext, body: TBody): Promise<{ kind: number; id: number; status: number }> {
  const approved = body.status === ReviewStatus.approved;
  if (body.kind === ModerationKind.answer) {
    const { answer, question } = await reviewAnswerRow(ctx, body);
    await ctx.publisher.publish({
      kind: "answerReviewed",
      activityId: answer.activityId,
      questionId: question.id,
      answerId: answer.id,
      status: answer.status,
      toPublic: approved,
      record: approved ? await loadPublicRecord(ctx.db, question.id) : null,
      companyId: answer.companyId,
      askerId: approved ? question.askerUserId : null,
      toOps: true,
    });
  } else {
    const row = await reviewQuestionRow(ctx, body);
    const isQuestion = body.kind === ModerationKind.question;
    await ctx.publisher.publish({
      kind: isQuestion ? "questionReviewed" : "answerReviewed",
      activityId: row.activityId,
      questionId: row.id,
      status: row.status,
      toPublic: approved,
      record: approved ? await loadPublicRecord(ctx.db, row.id) : null,
      companyId: row.companyId,
      // An approved question now waits for the company's answer: ring its bell.
      ringCompany: approved && isQuestion,
      askerId: isQuestion ? row.askerUserId : null,
      toOps: true,
    });
  }
  return { kind: body.kind, id: body.id, status: body.status };
}
