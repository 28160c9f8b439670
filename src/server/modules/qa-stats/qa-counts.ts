import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { TQaCount } from "#shared/api/qa.contract.ts";
import { replyRate, type TAskerIdentity } from "#shared/qa/qa-rules.ts";
import type { TDb } from "../../db/client.ts";
import { activities, qaAnswers, qaQuestions } from "../../db/schema/index.ts";

/**
 * The Q&A counts (document 2 sections 2.4 and 9, document 3 "Statistics"): one statement per call over
 * qa_questions and the live answer of each, so the tab's banner, the sub-tab lists, the statistics dialog
 * and the export file names all count the same rows.
 */

/** Whom the counts cover: one company's questions (its tab, its statistics) or the whole activity (government). */
export interface TQaScope {
  activityId: number;
  /** null: every company of the activity */
  companyId: number | null;
  /** questions asked on the unpublished test page count only while the page is still unpublished */
  includeTestData: boolean;
}

/** The live answer of a question: not revoked and not refused (the partial unique index keeps it to one). */
export const liveAnswer = alias(qaAnswers, "live_answer");
export const liveAnswerOn = and(
  eq(liveAnswer.questionId, qaQuestions.id),
  eq(liveAnswer.isCancel, false),
  sql`${liveAnswer.status} <> 2`,
) as SQL;

/** The questions and speeches of the scope (activity, company, test data). */
export function scopeWhere(scope: TQaScope): SQL {
  return and(
    eq(qaQuestions.activityId, scope.activityId),
    scope.companyId === null ? undefined : eq(qaQuestions.companyId, scope.companyId),
    scope.includeTestData ? undefined : eq(qaQuestions.isTestData, false),
  ) as SQL;
}

/** Approved (by an operator or automatically) in SQL, the SQL twin of isApproved. */
export const approvedSql = (status: AnyPgColumn) => sql`${status} in (1, 3)`;
const isQuestion = sql`${qaQuestions.questionType} = 1`;
const isSpeech = sql`${qaQuestions.questionType} = 3`;
const approvedQuestion = sql`${isQuestion} and ${approvedSql(qaQuestions.status)}`;

/** The counts of the company's Q&A tab and of the statistics. */
export async function countQa(db: TDb, scope: TQaScope): Promise<TQaCount> {
  const n = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  // Revoked or refused answers of the scope's questions (sub-tab 5 lists them beside dead speeches).
  const deadAnswers = db
    .select({ n: sql<number>`count(*)::int` })
    .from(qaAnswers)
    .innerJoin(qaQuestions, eq(qaQuestions.id, qaAnswers.questionId))
    .where(and(scopeWhere(scope), sql`(${qaAnswers.isCancel} or ${qaAnswers.status} = 2)`));
  const [row] = await db
    .select({
      questionNum: n(approvedQuestion),
      answerNum: n(sql`${approvedQuestion} and ${liveAnswer.id} is not null and ${approvedSql(liveAnswer.status)}`),
      pendingNum: n(sql`${approvedQuestion} and ${liveAnswer.id} is null`),
      answeredNum: n(sql`${approvedQuestion} and ${liveAnswer.id} is not null`),
      speechNum: n(sql`${isSpeech} and not ${qaQuestions.isCancel} and ${qaQuestions.status} <> 2`),
      refusedNum: n(sql`${isQuestion} and ${qaQuestions.status} = 2`),
      deadSpeechNum: n(sql`${isSpeech} and (${qaQuestions.isCancel} or ${qaQuestions.status} = 2)`),
      deadAnswerNum: sql<number>`(${deadAnswers})`,
    })
    .from(qaQuestions)
    .leftJoin(liveAnswer, liveAnswerOn)
    .where(scopeWhere(scope));
  const v = (x: unknown) => Number(x ?? 0);
  const questionNum = v(row?.questionNum);
  const answerNum = v(row?.answerNum);
  return {
    questionNum,
    answerNum,
    replyRate: replyRate(questionNum, answerNum),
    pendingNum: v(row?.pendingNum),
    answeredNum: v(row?.answeredNum),
    speechNum: v(row?.speechNum),
    refusedNum: v(row?.refusedNum),
    cancelledAnswerNum: v(row?.deadSpeechNum) + v(row?.deadAnswerNum),
  };
}

/** The statistics' ask-count fields by asker identity bucket (document 3 "Statistics"); a Record so no bucket is forgotten. */
export const ASK_COUNT_FIELD: Record<TAskerIdentity, string> = {
  personal: "personalAskCount",
  shipCompany: "shipCompanyAskCount",
  fund: "fundAskCount",
  vip: "vipAskCount",
  medium: "mediumAskCount",
  government: "governmentAskCount",
  other: "otherAskCount",
};
export type TAskCounts = Record<
  "personalAskCount" | "shipCompanyAskCount" | "fundAskCount" | "vipAskCount" | "mediumAskCount" | "governmentAskCount" | "otherAskCount",
  number
>;

/**
 * Approved questions by the asker's identity bucket, so the bars add up to questionNum. A question without
 * a bucket, or with one this build does not know, counts as other.
 */
export async function askCountsByIdentity(db: TDb, scope: TQaScope): Promise<TAskCounts> {
  const rows = await db
    .select({ identity: qaQuestions.askerIdentity, n: sql<number>`count(*)::int` })
    .from(qaQuestions)
    .where(and(scopeWhere(scope), approvedQuestion))
    .groupBy(qaQuestions.askerIdentity);
  const counts = Object.fromEntries(Object.values(ASK_COUNT_FIELD).map((f) => [f, 0])) as TAskCounts;
  for (const r of rows) {
    const field = (ASK_COUNT_FIELD[(r.identity ?? "other") as TAskerIdentity] ?? ASK_COUNT_FIELD.other) as keyof TAskCounts;
    counts[field] += Number(r.n);
  }
  return counts;
}

/** Whether an activity's test data counts: only while its page is unpublished (pubStatus 0). */
export async function includesTestData(db: TDb, activityId: number): Promise<boolean> {
  const [a] = await db.select({ pubStatus: activities.pubStatus }).from(activities).where(eq(activities.id, activityId));
  return a?.pubStatus === 0;
}

/** questionNum, answerNum and the ask counts of the statistics call (activity_stat/list). */
export async function qaStatistics(
  db: TDb,
  activityId: number,
  companyId: number | null,
): Promise<{ questionNum: number; answerNum: number } & TAskCounts> {
  const scope: TQaScope = { activityId, companyId, includeTestData: await includesTestData(db, activityId) };
  const [counts, asks] = await Promise.all([countQa(db, scope), askCountsByIdentity(db, scope)]);
  return { questionNum: counts.questionNum, answerNum: counts.answerNum, ...asks };
}
