import { and, count, eq, gt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { TPublicQa, ZAskBody } from "#shared/api/qa.contract.ts";
import {
  ASK_RATE,
  QaMsg,
  QaOutcome,
  type TQaOutcome,
  QuestionType,
  ReviewStatus,
  askContentError,
  askRefusal,
  askerIdentity,
  askerUserType,
  isApproved,
  sanitizeQaText,
} from "#shared/qa/qa-rules.ts";
import type { TDb } from "../../db/client.ts";
import { qaMeToo, qaQuestions, users } from "../../db/schema/index.ts";
import { AppError, badRequest, refuse } from "../../lib/errors.ts";
import type { TSession } from "../../types.ts";
import { questionCompanyId, requireVisibleActivity, viewerMaySee } from "./qa-access.ts";
import type { TQaPublisher } from "./qa-publisher.ts";
import { toPublicRecord } from "./qa-public.ts";

/**
 * Asking and 'me too' on the public page (document 4 section 2.3). Both commit before they answer and
 * publish after the commit; a replay with the same Idempotency-Key is answered by registerRoute's store.
 */

/** Too many questions from one user: HTTP 429 with the rule's message. */
const askTooFast = () => new AppError(429, QaMsg.askTooFast, 429);

export interface TAskResult {
  record: TPublicQa;
  outcome: TQaOutcome;
}

export async function askQuestion(db: TDb, publisher: TQaPublisher, session: TSession, body: z.infer<typeof ZAskBody>, at: Date): Promise<TAskResult> {
  const { activity } = await requireVisibleActivity(db, body.activityId, body.testCode, session);
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  const refusal = askRefusal(
    { loggedIn: Boolean(user), userType: user?.userType ?? null, isRealPerson: user?.isRealPerson ?? false },
    { isCancel: activity.isCancel, status: activity.status, isOpenText: activity.isOpenText },
  );
  if (refusal) throw refuse(refusal);
  // Sanitised first: a "question" made only of markup is empty.
  const content = sanitizeQaText(body.content);
  const contentError = askContentError(content);
  if (contentError) throw refuse(contentError);
  const companyId = await questionCompanyId(db, activity, body.companyId);

  const status = activity.isAutoApprove ? ReviewStatus.autoApproved : ReviewStatus.pending;
  const question = await db.transaction(async (tx) => {
    // The user's row lock serialises one user's concurrent asks, so the count below cannot be raced past
    // the limit, whichever process they reach.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${session.userId} for update`);
    const since = new Date(at.getTime() - ASK_RATE.windowMs);
    const [recent] = await tx
      .select({ n: count() })
      .from(qaQuestions)
      .where(and(eq(qaQuestions.askerUserId, session.userId), eq(qaQuestions.questionType, QuestionType.question), gt(qaQuestions.createdAt, since)));
    if (Number(recent?.n ?? 0) >= ASK_RATE.max) throw askTooFast();
    const [row] = await tx
      .insert(qaQuestions)
      .values({
        activityId: activity.id,
        companyId,
        questionType: QuestionType.question,
        content,
        askerUserId: session.userId,
        userNickName: user!.nickName,
        userType: askerUserType(user!.investorType),
        askerIdentity: askerIdentity(user!.investorType),
        status,
        isTestData: activity.pubStatus === 0,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return row!;
  });

  const record = toPublicRecord(question, []);
  const auto = isApproved(status);
  await publisher.publish({
    kind: "asked",
    activityId: activity.id,
    questionId: question.id,
    status,
    toPublic: auto,
    record,
    // An approved question waits for the company's answer; a pending one waits for the operators.
    companyId: auto ? companyId : null,
    ringCompany: auto,
    askerId: session.userId,
    toOps: !auto,
  });
  return { record: { ...record, isMine: true, hasAddedOne: false }, outcome: auto ? QaOutcome.askedAuto : QaOutcome.asked };
}

export interface TAddOneResult {
  questionAddOneCount: number;
  hasAddedOne: boolean;
}

/** 'Me too' once per user per question: the primary key refuses a second row, the count moves with it. */
export async function addOne(db: TDb, publisher: TQaPublisher, session: TSession, questionId: number, at: Date): Promise<TAddOneResult> {
  if (session.userType !== "personal") throw badRequest(QaMsg.switchToPersonal);
  const result = await db.transaction(async (tx) => {
    const [question] = await tx.select().from(qaQuestions).where(eq(qaQuestions.id, questionId));
    if (!question || question.questionType !== QuestionType.question || !isApproved(question.status)) {
      throw badRequest(QaMsg.questionNotFound);
    }
    // a question of an activity restricted to other users does not exist for this one
    if (!(await viewerMaySee(tx, question.activityId, session))) throw badRequest(QaMsg.questionNotFound);
    const inserted = await tx
      .insert(qaMeToo)
      .values({ questionId, userId: session.userId, createdAt: at })
      .onConflictDoNothing()
      .returning({ questionId: qaMeToo.questionId });
    if (inserted.length === 0) return { question, meTooCount: question.meTooCount, changed: false };
    const [updated] = await tx
      .update(qaQuestions)
      .set({ meTooCount: sql`${qaQuestions.meTooCount} + 1` })
      .where(eq(qaQuestions.id, questionId))
      .returning({ meTooCount: qaQuestions.meTooCount });
    return { question, meTooCount: updated!.meTooCount, changed: true };
  });
  if (result.changed) {
    // Only the count changed: the event carries it, not the whole record.
    await publisher.publish({
      kind: "meToo",
      activityId: result.question.activityId,
      questionId,
      status: result.question.status,
      meTooCount: result.meTooCount,
      toPublic: true,
    });
  }
  return { questionAddOneCount: result.meTooCount, hasAddedOne: true };
}
