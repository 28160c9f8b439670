import { eq, inArray, like } from "drizzle-orm";
import type { TDb } from "#server/db/client.ts";
import { activities, companies, qaAnswers, qaQuestions } from "#server/db/schema/index.ts";
import { DEMO_COMPANY_NAMES } from "#server/db/seed/index.ts";
import type { TDemoCompanyKey } from "#server/db/seed/seed-companies.ts";
import { TEST_NOW } from "./test-database.ts";

/**
 * Q&A rows written straight into the tables, so the read side is tested on exactly the states it must tell
 * apart (pending, approved, auto-approved, refused, revoked, test data) without going through the writes.
 */

/** TEST_NOW minus some minutes: fixtures carry explicit times so the orders asserted are the orders written. */
export const minutesAgo = (m: number) => new Date(Date.parse(TEST_NOW) - m * 60_000);

export async function activityIdOf(db: TDb, title: string): Promise<number> {
  const [row] = await db.select({ id: activities.id }).from(activities).where(like(activities.title, `%${title}`));
  if (!row) throw new Error(`no activity ${title}`);
  return row.id;
}

export async function companyIdOf(db: TDb, key: TDemoCompanyKey): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES[key]));
  if (!row) throw new Error(`no company ${key}`);
  return row.id;
}

/** Starts the given activities without Q&A (whatever the demo seed put there), so counts are exact. */
export async function clearQa(db: TDb, activityIds: number[]): Promise<void> {
  await db.delete(qaQuestions).where(inArray(qaQuestions.activityId, activityIds));
}

export interface TQuestionFixture {
  activityId: number;
  companyId: number;
  type?: 1 | 3;
  status: number;
  content?: string;
  at: number;
  isCancel?: boolean;
  isTestData?: boolean;
  identity?: string | null;
  meToo?: number;
}

export async function addQuestion(db: TDb, f: TQuestionFixture): Promise<typeof qaQuestions.$inferSelect> {
  const type = f.type ?? 1;
  const [row] = await db
    .insert(qaQuestions)
    .values({
      activityId: f.activityId,
      companyId: f.companyId,
      questionType: type,
      content: f.content ?? `${type === 1 ? "问题" : "发言"} ${f.at}`,
      userNickName: type === 1 ? "投资者" : null,
      userType: type === 1 ? 1 : null,
      askerIdentity: type === 1 ? (f.identity === undefined ? "personal" : f.identity) : null,
      guestName: type === 3 ? "王海涛" : null,
      guestTitle: type === 3 ? "董事会秘书" : null,
      status: f.status,
      auditReason: f.status === 2 ? "内容不当" : null,
      auditedAt: f.status === 1 || f.status === 2 ? minutesAgo(f.at - 1) : null,
      isCancel: f.isCancel ?? false,
      cancelReason: f.isCancel ? "发言有误" : null,
      cancelledAt: f.isCancel ? minutesAgo(f.at - 2) : null,
      isTestData: f.isTestData ?? false,
      meTooCount: f.meToo ?? 0,
      createdAt: minutesAgo(f.at),
      updatedAt: minutesAgo(f.at),
    })
    .returning();
  return row!;
}

export interface TAnswerFixture {
  status: number;
  at: number;
  isCancel?: boolean;
  content?: string;
}

export async function addAnswer(db: TDb, q: typeof qaQuestions.$inferSelect, f: TAnswerFixture): Promise<typeof qaAnswers.$inferSelect> {
  const [row] = await db
    .insert(qaAnswers)
    .values({
      questionId: q.id,
      activityId: q.activityId,
      companyId: q.companyId,
      content: f.content ?? `回复 ${f.at}`,
      guestName: "王海涛",
      guestTitle: "董事会秘书",
      status: f.status,
      auditReason: f.status === 2 ? "回复不当" : null,
      auditedAt: f.status === 1 || f.status === 2 ? minutesAgo(f.at - 1) : null,
      isCancel: f.isCancel ?? false,
      cancelReason: f.isCancel ? "回复有误" : null,
      cancelledAt: f.isCancel ? minutesAgo(f.at - 2) : null,
      createdAt: minutesAgo(f.at),
      updatedAt: minutesAgo(f.at),
    })
    .returning();
  return row!;
}

/**
 * The Q&A of 鹏城智能's live activity (single, published): every state a sub-tab or a count tells apart.
 * Expected: questionNum 5 (q1..q5), answerNum 2 (q4, q5), pendingNum 2, answeredNum 3, speechNum 2,
 * refusedNum 1, cancelledAnswerNum 4 (two dead answers of q4, s3, s4).
 */
export async function seedLiveScenario(db: TDb, activityId: number, companyId: number) {
  const q = (status: number, at: number, more: Partial<TQuestionFixture> = {}) => addQuestion(db, { activityId, companyId, status, at, ...more });
  const q1 = await q(1, 50, { identity: "personal", meToo: 120 });
  const q2 = await q(3, 40, { identity: "vip" });
  const q3 = await q(1, 45, { identity: "medium" });
  const q4 = await q(1, 60, { identity: null });
  const q5 = await q(3, 35, { identity: "government" });
  const q6 = await q(2, 30, { identity: "personal" });
  const q7 = await q(0, 20, { identity: "personal" });
  const q8 = await q(1, 55, { isTestData: true, identity: "personal" });
  const a3 = await addAnswer(db, q3, { status: 0, at: 10 });
  const a4dead1 = await addAnswer(db, q4, { status: 1, at: 30, isCancel: true });
  const a4dead2 = await addAnswer(db, q4, { status: 2, at: 32 });
  const a4 = await addAnswer(db, q4, { status: 1, at: 20 });
  const a5 = await addAnswer(db, q5, { status: 3, at: 5 });
  const a8 = await addAnswer(db, q8, { status: 1, at: 4 });
  const s = (status: number, at: number, isCancel = false) => addQuestion(db, { activityId, companyId, type: 3, status, at, isCancel });
  const s1 = await s(1, 15);
  const s2 = await s(0, 3);
  const s3 = await s(1, 12, true);
  const s4 = await s(2, 8);
  return { q1, q2, q3, q4, q5, q6, q7, q8, a3, a4, a4dead1, a4dead2, a5, a8, s1, s2, s3, s4 };
}
export type TLiveScenario = Awaited<ReturnType<typeof seedLiveScenario>>;
