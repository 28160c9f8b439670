import { and, count, desc, eq, inArray, max, or, sql, type SQL } from "drizzle-orm";
import type { TPublicAnswer, TPublicQa, TPublicQaInfo } from "#shared/api/qa.contract.ts";
import { QuestionType, ReviewStatus } from "#shared/qa/qa-rules.ts";
import type { TDb } from "../../db/client.ts";
import { qaAnswers, qaMeToo, qaQuestions } from "../../db/schema/index.ts";
import type { TAnswerRow, TQuestionRow } from "./qa-record.ts";

/**
 * The public live Q&A (document 4 section 2.3): approved questions with their approved answers and approved
 * guest speeches, newest first; the asker also sees their own pending questions. Test data (asked while the
 * page was unpublished) shows only in the preview.
 */

/** A public item without the per-viewer flags: what the activity channel carries to every viewer. */
export type TPublicQaRecord = Omit<TPublicQa, "isMine" | "hasAddedOne">;

const APPROVED = [ReviewStatus.approved, ReviewStatus.autoApproved];

/** The rows every viewer of the page sees (of one company's corner when companyId is given). */
function publicItems(activityId: number, isPreview: boolean, companyId?: number): SQL {
  return and(
    eq(qaQuestions.activityId, activityId),
    companyId === undefined ? undefined : eq(qaQuestions.companyId, companyId),
    isPreview ? undefined : eq(qaQuestions.isTestData, false),
    inArray(qaQuestions.status, APPROVED),
    eq(qaQuestions.isCancel, false),
  )!;
}

/** What this viewer sees: the public rows, and their own questions still pending review. */
function viewerItems(activityId: number, isPreview: boolean, viewerId: number | null, companyId?: number): SQL {
  if (viewerId === null) return publicItems(activityId, isPreview, companyId);
  const mine = and(
    eq(qaQuestions.activityId, activityId),
    companyId === undefined ? undefined : eq(qaQuestions.companyId, companyId),
    eq(qaQuestions.questionType, QuestionType.question),
    eq(qaQuestions.status, ReviewStatus.pending),
    eq(qaQuestions.askerUserId, viewerId),
  );
  return or(publicItems(activityId, isPreview, companyId), mine)!;
}

/**
 * The approved, live answers of the qa_questions row being selected. Written out with qualified names: in a
 * select list drizzle renders columns unqualified, which inside this subquery would bind to qa_answers.
 */
const APPROVED_ANSWERS_OF_ROW = sql.raw(
  `(select 1 from qa_answers an where an.question_id = qa_questions.id and an.status in (1, 3) and not an.is_cancel)`,
);

const liveApprovedAnswer = and(inArray(qaAnswers.status, APPROVED), eq(qaAnswers.isCancel, false));

function toPublicAnswer(a: TAnswerRow): TPublicAnswer {
  return {
    answerId: a.id,
    replyContent: a.content,
    replyDate: a.createdAt.toISOString(),
    guestName: a.guestName,
    guestTitle: a.guestTitle,
    guestCompanyName: a.guestCompanyName,
    guestEnName: a.guestEnName,
    guestTitleEn: a.guestTitleEn,
    guestEnCompanyName: a.guestEnCompanyName,
  };
}

/** One public item from its row and its approved, live answers. */
export function toPublicRecord(q: TQuestionRow, answers: readonly TAnswerRow[]): TPublicQaRecord {
  const isSpeech = q.questionType === QuestionType.speech;
  return {
    id: q.id,
    activityId: q.activityId,
    companyId: q.companyId,
    questionType: q.questionType,
    content: q.content,
    questionDate: q.createdAt.toISOString(),
    userNickName: isSpeech ? null : q.userNickName,
    userType: isSpeech ? null : q.userType,
    status: q.status,
    questionAddOneCount: q.meTooCount,
    guestName: q.guestName,
    guestTitle: q.guestTitle,
    guestCompanyName: q.guestCompanyName,
    guestEnName: q.guestEnName,
    guestTitleEn: q.guestTitleEn,
    guestEnCompanyName: q.guestEnCompanyName,
    answers: isSpeech ? [] : answers.map(toPublicAnswer),
  };
}

async function approvedAnswersOf(db: TDb, questionIds: number[]): Promise<Map<number, TAnswerRow[]>> {
  const byQuestion = new Map<number, TAnswerRow[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .select()
    .from(qaAnswers)
    .where(and(inArray(qaAnswers.questionId, questionIds), liveApprovedAnswer))
    .orderBy(qaAnswers.id);
  for (const a of rows) byQuestion.set(a.questionId, [...(byQuestion.get(a.questionId) ?? []), a]);
  return byQuestion;
}

/** The public record of one item as it is now, or null when the public no longer sees it. */
export async function loadPublicRecord(db: TDb, questionId: number): Promise<TPublicQaRecord | null> {
  const [q] = await db.select().from(qaQuestions).where(eq(qaQuestions.id, questionId));
  if (!q || q.isCancel || !APPROVED.includes(q.status as 1 | 3)) return null;
  const answers = await approvedAnswersOf(db, [q.id]);
  return toPublicRecord(q, answers.get(q.id) ?? []);
}

export interface TPublicPageQuery {
  activityId: number;
  isPreview: boolean;
  viewerId: number | null;
  pageNo: number;
  pageSize: number;
  /** a collective's corner: only the questions addressed to this company */
  companyId?: number;
}

/** One page of the live Q&A for this viewer, newest first. */
export async function pagePublicQa(db: TDb, query: TPublicPageQuery): Promise<{ records: TPublicQa[]; total: number }> {
  const where = viewerItems(query.activityId, query.isPreview, query.viewerId, query.companyId);
  const [totalRow] = await db.select({ n: count() }).from(qaQuestions).where(where);
  const rows = await db
    .select()
    .from(qaQuestions)
    .where(where)
    .orderBy(desc(qaQuestions.createdAt), desc(qaQuestions.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const ids = rows.map((r) => r.id);
  const answers = await approvedAnswersOf(db, ids);
  const added = new Set<number>();
  if (query.viewerId !== null && ids.length > 0) {
    const mine = await db
      .select({ questionId: qaMeToo.questionId })
      .from(qaMeToo)
      .where(and(eq(qaMeToo.userId, query.viewerId), inArray(qaMeToo.questionId, ids)));
    for (const m of mine) added.add(m.questionId);
  }
  const records = rows.map((q) => ({
    ...toPublicRecord(q, answers.get(q.id) ?? []),
    isMine: query.viewerId !== null && q.askerUserId === query.viewerId,
    hasAddedOne: added.has(q.id),
  }));
  return { records, total: Number(totalRow?.n ?? 0) };
}

/** The live counts of the page, and the me-too and answer counts of the items it shows. */
export async function publicQaInfo(db: TDb, activityId: number, isPreview: boolean, ids: readonly number[]): Promise<TPublicQaInfo> {
  const visible = publicItems(activityId, isPreview);
  const answered = sql<number>`count(*) filter (where exists ${APPROVED_ANSWERS_OF_ROW})`;
  const [counts] = await db
    .select({ questionNum: count(), answerNum: answered.mapWith(Number) })
    .from(qaQuestions)
    .where(and(visible, eq(qaQuestions.questionType, QuestionType.question)));
  const [newest] = await db.select({ id: max(qaQuestions.id) }).from(qaQuestions).where(visible);
  const wanted = [...new Set(ids)].slice(0, 200);
  const items =
    wanted.length === 0
      ? []
      : await db
          .select({
            id: qaQuestions.id,
            questionAddOneCount: qaQuestions.meTooCount,
            answerCount: sql<number>`(select count(*) from ${APPROVED_ANSWERS_OF_ROW} x)`.mapWith(Number),
          })
          .from(qaQuestions)
          .where(and(visible, inArray(qaQuestions.id, wanted)))
          .orderBy(desc(qaQuestions.id));
  return {
    questionNum: Number(counts?.questionNum ?? 0),
    answerNum: Number(counts?.answerNum ?? 0),
    newestId: newest?.id ?? null,
    items,
  };
}
