import { and, count, desc, eq, gte, inArray } from "drizzle-orm";
import type { TFollowedCompany, TMyAnswer, TMyQuestion } from "#shared/api/personal.contract.ts";
import type { TPublicActivityCard, TPublicCompanyCard } from "#shared/api/public-list.contract.ts";
import { QuestionType } from "#shared/qa/qa-rules.ts";
import { answerShownToAsker } from "#shared/personal/personal-rules.ts";
import type { TDb } from "../../db/client.ts";
import { activities, companies, favourites, follows, qaAnswers, qaQuestions } from "../../db/schema/index.ts";

/** The personal corner's rows (document 4 section 4): favourites, follows and the caller's own questions. */

export interface TPageOf<T> {
  records: T[];
  total: number;
}

/** Adds or removes a favourite; answers whether the activity is now a favourite. */
export async function toggleFavourite(db: TDb, userId: number, activityId: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.activityId, activityId)))
      .returning({ activityId: favourites.activityId });
    if (removed.length > 0) return false;
    // a concurrent toggle that inserted first leaves it a favourite, which is what both clicks asked for
    await tx.insert(favourites).values({ userId, activityId, createdAt: at }).onConflictDoNothing();
    return true;
  });
}

/** Follows or stops following; answers whether the company is now followed. */
export async function toggleFollow(db: TDb, userId: number, companyId: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(follows)
      .where(and(eq(follows.userId, userId), eq(follows.companyId, companyId)))
      .returning({ companyId: follows.companyId });
    if (removed.length > 0) return false;
    await tx.insert(follows).values({ userId, companyId, createdAt: at }).onConflictDoNothing();
    return true;
  });
}

export async function isFavourite(db: TDb, userId: number, activityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: favourites.activityId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.activityId, activityId)));
  return rows.length > 0;
}

export async function isFollowed(db: TDb, userId: number, companyId: number): Promise<boolean> {
  const rows = await db.select({ id: follows.companyId }).from(follows).where(and(eq(follows.userId, userId), eq(follows.companyId, companyId)));
  return rows.length > 0;
}

export async function companyExists(db: TDb, companyId: number): Promise<boolean> {
  return (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))).length > 0;
}

/**
 * The ids of the caller's favourites whose page is still public (published, formally or not, and not
 * cancelled), newest favourite first; whether each is visible to the caller is checked with its card.
 */
export async function favouriteIdsPage(db: TDb, userId: number, pageNo: number, pageSize: number): Promise<{ ids: number[]; total: number }> {
  const where = and(eq(favourites.userId, userId), gte(activities.pubStatus, 1), eq(activities.isCancel, false));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: favourites.activityId })
      .from(favourites)
      .innerJoin(activities, eq(activities.id, favourites.activityId))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.activityId))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(favourites).innerJoin(activities, eq(activities.id, favourites.activityId)).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: counted?.n ?? 0 };
}

/** One page of the companies the caller follows, newest first, without their activities. */
export async function followedCompaniesPage(
  db: TDb,
  userId: number,
  pageNo: number,
  pageSize: number,
): Promise<TPageOf<TPublicCompanyCard & { followedAt: string }>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ company: companies, followedAt: follows.createdAt })
      .from(follows)
      .innerJoin(companies, eq(companies.id, follows.companyId))
      .where(eq(follows.userId, userId))
      .orderBy(desc(follows.createdAt), desc(follows.companyId))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(follows).where(eq(follows.userId, userId)),
  ]);
  const records = rows.map(({ company: c, followedAt }) => ({
    companyId: c.id,
    shortName: c.shortName,
    fullName: c.fullName,
    enShortName: c.enShortName,
    enFullName: c.enFullName,
    stockCode: c.stockCode,
    companyType: Number(c.companyType),
    logoPath: c.logoPath ?? c.miniLogoPath,
    followedAt: followedAt.toISOString(),
  }));
  return { records, total: counted?.n ?? 0 };
}

export function withUpcoming(company: TPublicCompanyCard & { followedAt: string }, upcoming: TPublicActivityCard[]): TFollowedCompany {
  return { ...company, upcoming };
}

/**
 * One page of the questions the caller asked (speeches are the company's, not questions), newest first,
 * each with the answers its asker may see: published ones, and published ones later revoked, marked so.
 */
export async function myQuestionsPage(db: TDb, userId: number, pageNo: number, pageSize: number): Promise<TPageOf<TMyQuestion>> {
  const where = and(eq(qaQuestions.askerUserId, userId), eq(qaQuestions.questionType, QuestionType.question));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ q: qaQuestions, title: activities.title, enTitle: activities.enTitle, companyShortName: companies.shortName, companyEnShortName: companies.enShortName })
      .from(qaQuestions)
      .innerJoin(activities, eq(activities.id, qaQuestions.activityId))
      .innerJoin(companies, eq(companies.id, qaQuestions.companyId))
      .where(where)
      .orderBy(desc(qaQuestions.createdAt), desc(qaQuestions.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(qaQuestions).where(where),
  ]);
  const ids = rows.map((r) => r.q.id);
  const answers =
    ids.length === 0
      ? []
      : await db
          .select({ a: qaAnswers, companyShortName: companies.shortName, companyEnShortName: companies.enShortName })
          .from(qaAnswers)
          .innerJoin(companies, eq(companies.id, qaAnswers.companyId))
          .where(inArray(qaAnswers.questionId, ids))
          .orderBy(qaAnswers.createdAt, qaAnswers.id);
  const byQuestion = new Map<number, TMyAnswer[]>();
  for (const { a, companyShortName, companyEnShortName } of answers) {
    if (!answerShownToAsker(a)) continue;
    const list = byQuestion.get(a.questionId) ?? [];
    list.push({
      answerId: a.id,
      // a revoked answer's text is withdrawn with it: the asker sees that there was one, not what it said
      content: a.isCancel ? "" : a.content,
      answererName: a.guestName ?? companyShortName,
      answererTitle: a.guestName ? a.guestTitle : null,
      answererEnName: a.guestName ? a.guestEnName : companyEnShortName,
      answererEnTitle: a.guestName ? a.guestTitleEn : null,
      createdAt: a.createdAt.toISOString(),
      revoked: a.isCancel,
    });
    byQuestion.set(a.questionId, list);
  }
  const records = rows.map(({ q, title, enTitle, companyShortName, companyEnShortName }) => ({
    questionId: q.id,
    activityId: q.activityId,
    activityTitle: title,
    activityEnTitle: enTitle,
    companyShortName,
    companyEnShortName,
    // a question its asker revoked or the company removed keeps its text for its asker: it is theirs
    content: q.content,
    status: q.status,
    isCancel: q.isCancel,
    createdAt: q.createdAt.toISOString(),
    answers: byQuestion.get(q.id) ?? [],
  }));
  return { records, total: counted?.n ?? 0 };
}
