import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { TQaRecord } from "#shared/api/qa.contract.ts";
import type { TDb } from "../../db/client.ts";
import { qaAnswers, qaQuestions } from "../../db/schema/index.ts";
import { queryRows } from "../../db/raw-sql.ts";
import { toQaRecord } from "../qa/index.ts";
import { approvedSql, liveAnswer, liveAnswerOn, scopeWhere, type TQaScope } from "./qa-counts.ts";

/**
 * The read side of the company's Q&A tab (document 2 sections 2.4 and 7): the five sub-tabs and the rows of
 * the three exports. Every list uses the same scope and predicates as countQa, so a sub-tab's total is the
 * count the tab shows.
 */

export interface TPageArgs {
  pageNo: number;
  pageSize: number;
}
export interface TRecordPage {
  records: TQaRecord[];
  total: number;
}

const isQuestion = sql`${qaQuestions.questionType} = 1`;
const approvedQuestion = sql`${isQuestion} and ${approvedSql(qaQuestions.status)}`;
/** Sub-tab 3: the speeches still standing (pending or approved; revoked and refused ones are sub-tab 5's). */
const standingSpeech = sql`${qaQuestions.questionType} = 3 and not ${qaQuestions.isCancel} and ${qaQuestions.status} <> 2`;

/**
 * A page of questions (or speeches) with each one's live answer. Speeches and refused questions have none,
 * so the left join costs nothing there and every list goes through one query shape.
 */
async function questionPage(db: TDb, where: SQL, orderBy: SQL[], args: TPageArgs, title: string): Promise<TRecordPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ question: qaQuestions, answer: liveAnswer })
      .from(qaQuestions)
      .leftJoin(liveAnswer, liveAnswerOn)
      .where(where)
      .orderBy(...orderBy)
      .limit(args.pageSize)
      .offset((args.pageNo - 1) * args.pageSize),
    db.select({ n: count() }).from(qaQuestions).leftJoin(liveAnswer, liveAnswerOn).where(where),
  ]);
  return { records: rows.map((r) => toQaRecord({ ...r, activityTitle: title })), total: Number(counted?.n ?? 0) };
}

/**
 * Sub-tabs 1 to 3. Questions waiting for an answer come newest approval first: the new-question banner jumps
 * here, and what it announced must be on the first page, not behind older questions; answered ones newest
 * answer first; speeches newest first.
 */
export function companyQaPage(
  db: TDb,
  scope: TQaScope,
  title: string,
  f: TPageArgs & { questionType: number; isAnswered?: boolean },
): Promise<TRecordPage> {
  const base = scopeWhere(scope);
  if (f.questionType === 3) return questionPage(db, and(base, standingSpeech) as SQL, [desc(qaQuestions.createdAt), desc(qaQuestions.id)], f, title);
  if (f.isAnswered === false) {
    return questionPage(db, and(base, approvedQuestion, isNull(liveAnswer.id)) as SQL, [desc(sql`coalesce(${qaQuestions.auditedAt}, ${qaQuestions.createdAt})`), desc(qaQuestions.id)], f, title);
  }
  if (f.isAnswered === true) {
    return questionPage(db, and(base, approvedQuestion, isNotNull(liveAnswer.id)) as SQL, [desc(liveAnswer.createdAt), desc(liveAnswer.id)], f, title);
  }
  return questionPage(db, and(base, approvedQuestion) as SQL, [desc(qaQuestions.createdAt), desc(qaQuestions.id)], f, title);
}

/**
 * Sub-tab 4: questions in the listed review states, newest decision first. A pending question has not
 * passed moderation yet, so the company never sees it here even when asked for status 0.
 */
export function companyRefusedQaPage(db: TDb, scope: TQaScope, title: string, statuses: number[], args: TPageArgs): Promise<TRecordPage> {
  const wanted = (statuses.length > 0 ? statuses : [2]).filter((s) => s === 1 || s === 2 || s === 3);
  const where = and(scopeWhere(scope), isQuestion, inArray(qaQuestions.status, wanted.length > 0 ? wanted : [-1])) as SQL;
  return questionPage(db, where, [desc(sql`coalesce(${qaQuestions.auditedAt}, ${qaQuestions.createdAt})`), desc(qaQuestions.id)], args, title);
}

const KIND_ANSWER = 2;
const KIND_SPEECH = 3;

/** The revoked or refused answers and (unless only answers are asked for) speeches of the scope, as SQL. */
function deadItemsSql(scope: TQaScope, questionType: number | undefined): SQL {
  const answers = sql`select ${KIND_ANSWER}::int as kind, ${qaAnswers.id} as id,
      coalesce(${qaAnswers.cancelledAt}, ${qaAnswers.auditedAt}, ${qaAnswers.updatedAt}) as at
    from ${qaAnswers} join ${qaQuestions} on ${qaQuestions.id} = ${qaAnswers.questionId}
    where ${scopeWhere(scope)} and (${qaAnswers.isCancel} or ${qaAnswers.status} = 2)`;
  const speeches = sql`select ${KIND_SPEECH}::int as kind, ${qaQuestions.id} as id,
      coalesce(${qaQuestions.cancelledAt}, ${qaQuestions.auditedAt}, ${qaQuestions.updatedAt}) as at
    from ${qaQuestions}
    where ${scopeWhere(scope)} and ${qaQuestions.questionType} = 3 and (${qaQuestions.isCancel} or ${qaQuestions.status} = 2)`;
  if (questionType === 1) return answers;
  if (questionType === 3) return speeches;
  return sql`${answers} union all ${speeches}`;
}

/**
 * Sub-tab 5: answer and speech records that were revoked or refused, newest revocation or decision first.
 * One ordered list over two tables: the union pages the ids, then the rows are read and mapped.
 */
export async function companyDeadAnswerPage(
  db: TDb,
  scope: TQaScope,
  title: string,
  questionType: number | undefined,
  args: TPageArgs,
): Promise<TRecordPage> {
  const items = deadItemsSql(scope, questionType);
  const [hits, [counted]] = await Promise.all([
    queryRows<{ kind: number; id: number }>(
      db,
      sql`select kind, id from (${items}) items order by at desc, kind, id desc limit ${args.pageSize} offset ${(args.pageNo - 1) * args.pageSize}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${items}) items`),
  ]);
  const answerIds = hits.filter((h) => Number(h.kind) === KIND_ANSWER).map((h) => Number(h.id));
  const speechIds = hits.filter((h) => Number(h.kind) === KIND_SPEECH).map((h) => Number(h.id));
  const [answers, speeches] = await Promise.all([
    answerIds.length === 0
      ? []
      : db.select({ question: qaQuestions, answer: qaAnswers }).from(qaAnswers).innerJoin(qaQuestions, eq(qaQuestions.id, qaAnswers.questionId)).where(inArray(qaAnswers.id, answerIds)),
    speechIds.length === 0 ? [] : db.select({ question: qaQuestions }).from(qaQuestions).where(inArray(qaQuestions.id, speechIds)),
  ]);
  const byKey = new Map<string, TQaRecord>();
  for (const r of answers) byKey.set(`${KIND_ANSWER}:${r.answer.id}`, toQaRecord({ ...r, activityTitle: title }));
  for (const r of speeches) byKey.set(`${KIND_SPEECH}:${r.question.id}`, toQaRecord({ ...r, activityTitle: title }));
  const records = hits.map((h) => byKey.get(`${Number(h.kind)}:${Number(h.id)}`)).filter((r): r is TQaRecord => Boolean(r));
  return { records, total: Number(counted?.n ?? 0) };
}

/** One export stays a sane size; an activity with more records than this is far beyond any real roadshow. */
export const QA_EXPORT_MAX_ROWS = 20_000;

/**
 * The Excel export: what sub-tabs 1 to 3 show (approved questions with their live answer, standing speeches),
 * in the order they happened.
 */
export async function exportAllRecords(db: TDb, scope: TQaScope, title: string): Promise<TQaRecord[]> {
  const rows = await db
    .select({ question: qaQuestions, answer: liveAnswer })
    .from(qaQuestions)
    .leftJoin(liveAnswer, liveAnswerOn)
    .where(and(scopeWhere(scope), sql`((${approvedQuestion}) or (${standingSpeech}))`))
    .orderBy(asc(qaQuestions.createdAt), asc(qaQuestions.id))
    .limit(QA_EXPORT_MAX_ROWS);
  return rows.map((r) => toQaRecord({ ...r, activityTitle: title }));
}

/**
 * The txt export and the investor-relations table: the questions answered publicly (an approved live
 * answer), the same rows answerNum counts, so the file name's counts match its contents.
 */
export async function exportAnsweredRecords(db: TDb, scope: TQaScope, title: string): Promise<TQaRecord[]> {
  const rows = await db
    .select({ question: qaQuestions, answer: liveAnswer })
    .from(qaQuestions)
    .innerJoin(liveAnswer, liveAnswerOn)
    .where(and(scopeWhere(scope), approvedQuestion, approvedSql(liveAnswer.status)))
    .orderBy(asc(qaQuestions.createdAt), asc(qaQuestions.id))
    .limit(QA_EXPORT_MAX_ROWS);
  return rows.map((r) => toQaRecord({ ...r, activityTitle: title }));
}
