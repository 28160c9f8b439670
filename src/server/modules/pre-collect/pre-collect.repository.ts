import { and, asc, count, desc, eq, gte, notExists, type SQL } from "drizzle-orm";
import type { TPreCollectQuestion, TOpenActivity, TPublicPreCollect } from "#shared/api/pre-collect.contract.ts";
import { PreCollectStatus } from "#shared/qa/pre-collect-rules.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activityVisibleUsers, companies, preCollectQuestions as q } from "../../db/schema/index.ts";

/** The queries of the pre-collected questions (issue 18); the rules and refusals are the service's. */

const columns = {
  id: q.id,
  question: q.question,
  answer: q.answer,
  status: q.status,
  collectType: q.collectType,
  userType: q.userType,
  userNickName: q.userNickName,
  userCompanyName: q.userCompanyName,
  companyName: companies.fullName,
  crtTime: q.createdAt,
  updTime: q.updTime,
};

const toDto = (r: Omit<TPreCollectQuestion, "crtTime" | "updTime"> & { crtTime: Date; updTime: Date | null }): TPreCollectQuestion => ({ ...r, crtTime: r.crtTime.toISOString(), updTime: r.updTime ? r.updTime.toISOString() : null });

function companyWhere(activityId: number, companyId: number, status: number | undefined): SQL {
  return and(eq(q.activityId, activityId), eq(q.companyId, companyId), status === undefined ? undefined : eq(q.status, status)) as SQL;
}

export async function pageQuestions(db: TDb, f: { activityId: number; companyId: number; status?: number; pageNo: number; pageSize: number }) {
  const where = companyWhere(f.activityId, f.companyId, f.status);
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(q).innerJoin(companies, eq(companies.id, q.companyId)).where(where).orderBy(desc(q.createdAt), desc(q.id)).limit(f.pageSize).offset((f.pageNo - 1) * f.pageSize),
    db.select({ n: count() }).from(q).where(where),
  ]);
  return { records: rows.map(toDto), total: total?.n ?? 0 };
}

/** Every question for the export; bounded so a huge activity cannot hold the process. */
export async function listQuestions(db: TDb, f: { activityId: number; companyId: number; status?: number }): Promise<TPreCollectQuestion[]> {
  const rows = await db.select(columns).from(q).innerJoin(companies, eq(companies.id, q.companyId)).where(companyWhere(f.activityId, f.companyId, f.status)).orderBy(desc(q.createdAt), desc(q.id)).limit(10_000);
  return rows.map(toDto);
}

export async function findQuestion(db: TDb, id: number) {
  const [row] = await db.select().from(q).where(eq(q.id, id));
  return row ?? null;
}

/** Moves a question from one status to another; answers whether it was still in `from` (a race changes nothing). */
export async function moveStatus(db: TDb, id: number, from: number, set: { status: number; answer?: string | null; answeredBy?: number | null; at: Date }): Promise<boolean> {
  const rows = await db
    .update(q)
    .set({ status: set.status, ...(set.answer !== undefined ? { answer: set.answer } : {}), ...(set.answeredBy !== undefined ? { answeredBy: set.answeredBy } : {}), updTime: set.at })
    .where(and(eq(q.id, id), eq(q.status, from)))
    .returning({ id: q.id });
  return rows.length > 0;
}

export async function insertQuestions(db: TDb, rows: (typeof q.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  return (await db.insert(q).values(rows).returning({ id: q.id })).length;
}

/** The facts the collection rule needs, and the company a question is put to (the first company taking part). */
export async function collectionFacts(db: TDb, activityId: number) {
  const [row] = await db
    .select({
      moduleHasPreCollection: activities.moduleHasPreCollection,
      isCancel: activities.isCancel,
      pubStatus: activities.pubStatus,
      status: activities.status,
      companyId: activityCompanies.companyId,
    })
    .from(activities)
    .innerJoin(activityCompanies, and(eq(activityCompanies.activityId, activities.id), eq(activityCompanies.isCancel, false)))
    .where(eq(activities.id, activityId))
    .orderBy(asc(activityCompanies.id))
    .limit(1);
  return row ?? null;
}

/** Published upcoming activities with pre-collection on, soonest first (the rule is applied by the caller too). */
export async function openActivityRows(db: TDb, today: string): Promise<TOpenActivity[]> {
  const rows = await db
    .select({ activityId: activities.id, title: activities.title, enTitle: activities.enTitle, companyName: companies.fullName, startDate: activities.startDate, startTime: activities.startTime, isMulti: activities.isMulti })
    .from(activities)
    .innerJoin(activityCompanies, and(eq(activityCompanies.activityId, activities.id), eq(activityCompanies.isCancel, false)))
    .innerJoin(companies, eq(companies.id, activityCompanies.companyId))
    .where(
      and(
        eq(activities.moduleHasPreCollection, true),
        eq(activities.isCancel, false),
        gte(activities.pubStatus, 1),
        eq(activities.status, 1),
        gte(activities.startDate, today),
        // a restricted activity is not listed publicly
        notExists(db.select({ one: activityVisibleUsers.userId }).from(activityVisibleUsers).where(eq(activityVisibleUsers.activityId, activities.id))),
      ),
    )
    .orderBy(asc(activities.startDate), asc(activities.startTime), asc(activities.id), asc(activityCompanies.id))
    .limit(200);
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.activityId) && seen.add(r.activityId)).map(({ isMulti: _m, ...r }) => r);
}

/** The answered questions of an activity whose module is on; none when it is off. */
export async function answeredRows(db: TDb, activityId: number): Promise<TPublicPreCollect[]> {
  const [a] = await db.select({ on: activities.moduleHasPreCollection }).from(activities).where(eq(activities.id, activityId));
  if (!a?.on) return [];
  const rows = await db
    .select({ id: q.id, question: q.question, answer: q.answer, companyName: companies.fullName, crtTime: q.createdAt, updTime: q.updTime })
    .from(q)
    .innerJoin(companies, eq(companies.id, q.companyId))
    .where(and(eq(q.activityId, activityId), eq(q.status, PreCollectStatus.answered)))
    .orderBy(desc(q.updTime), desc(q.id))
    .limit(200);
  return rows.map((r) => ({ ...r, crtTime: r.crtTime.toISOString(), updTime: r.updTime ? r.updTime.toISOString() : null }));
}
