import { and, eq, like } from "drizzle-orm";
import { activities, activityCompanies, activityGuests, companies, qaQuestions, users } from "#server/db/schema/index.ts";
import { createSession } from "#server/modules/identity/session.repository.ts";
import { DEMO_ACTIVITY } from "#server/db/seed/seed-activity.ts";
import { DEMO_COMPANY_NAMES } from "#server/db/seed/index.ts";
import type { TTestApp } from "./test-app.ts";

/** Shared fixtures of the live Q&A tests (qa-*.test.ts). */

export const PUB = "/base-service/api/pub/v1";
export const AUTH = "/base-service/api/auth/v1";
export const OPS = "/base-service/api/ops/v1";
export const QA = {
  activity: `${PUB}/activity/activity_detail`,
  page: `${PUB}/question_answer/answer_question_page`,
  info: `${PUB}/question_answer/activity_answer_question_info`,
  ask: `${AUTH}/question_answer/ask_question`,
  addOne: `${AUTH}/question_answer/add_one`,
  answer: `${AUTH}/question_answer_company/guest_answer`,
  speak: `${AUTH}/question_answer_company/guest_add_speak`,
  cancelAnswer: `${AUTH}/question_answer_company/company_cancel_answer`,
  cancelSpeech: `${AUTH}/question_answer_company/cancel_speech`,
  guests: `${AUTH}/activity_guest/activity_guest_list`,
  queue: `${OPS}/qa/moderation_queue`,
  count: `${OPS}/qa/moderation_count`,
  moderate: `${OPS}/qa/moderate`,
} as const;

export const as = (token: string) => ({ authorization: token });

/** The seeded activity whose title ends with this demo title (of the main listed company unless said). */
export async function activityId(t: TTestApp, key: keyof typeof DEMO_ACTIVITY): Promise<number> {
  const [row] = await t.database.db.select({ id: activities.id }).from(activities).where(like(activities.title, `%${DEMO_ACTIVITY[key]}`));
  if (!row) throw new Error(`no demo activity ${key}`);
  return row.id;
}

export async function companyIdOf(t: TTestApp, key: keyof typeof DEMO_COMPANY_NAMES): Promise<number> {
  const [row] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES[key]));
  return row!.id;
}

let counter = 0;
/** A fresh personal user (so the asking rate limit of one test does not reach the next) and its token. */
export async function newInvestor(t: TTestApp, options: { isRealPerson?: boolean; investorType?: number; nickName?: string } = {}): Promise<{ id: number; token: string }> {
  counter += 1;
  const [user] = await t.database.db
    .insert(users)
    .values({
      mobile: `17${String(counter).padStart(9, "0")}`,
      nickName: options.nickName ?? `测试投资者${counter}`,
      userType: "personal",
      investorType: options.investorType ?? 1,
      isRealPerson: options.isRealPerson ?? true,
    })
    .returning({ id: users.id });
  return { id: user!.id, token: await createSession(t.database.db, user!.id, "0") };
}

/** Makes an activity formally published, live and open for answers now (tests change it freely). */
export async function openActivity(t: TTestApp, id: number, patch: Partial<typeof activities.$inferInsert> = {}): Promise<void> {
  await t.database.db
    .update(activities)
    .set({
      status: 2, pubStatus: 2, isCancel: false, isOpenText: true, isAutoApprove: false,
      answerStartTime: new Date("2026-11-23T01:00:00Z"), answerEndTime: new Date("2026-11-23T08:00:00Z"), ...patch,
    })
    .where(eq(activities.id, id));
}

/** A guest of the activity for the company (inserted when the company has none). */
export async function guestOf(t: TTestApp, activity: number, companyId: number): Promise<number> {
  const [found] = await t.database.db
    .select({ id: activityGuests.id })
    .from(activityGuests)
    .where(and(eq(activityGuests.activityId, activity), eq(activityGuests.companyId, companyId)));
  if (found) return found.id;
  const [row] = await t.database.db
    .insert(activityGuests)
    .values({ activityId: activity, companyId, guestName: "测试嘉宾", title: "董事会秘书", guestCompanyName: "测试公司" })
    .returning({ id: activityGuests.id });
  return row!.id;
}

/** Inserts a question straight into the table (a given state, no rate limit, no events). */
export async function insertQuestion(t: TTestApp, values: { activityId: number; companyId: number; status: number; content?: string; askerUserId?: number | null; isTestData?: boolean }): Promise<number> {
  const [row] = await t.database.db
    .insert(qaQuestions)
    .values({ questionType: 1, content: values.content ?? "测试问题", userNickName: "测试", userType: 1, ...values, askerUserId: values.askerUserId ?? null })
    .returning({ id: qaQuestions.id });
  return row!.id;
}

/** The companies taking part in an activity. */
export async function partsOf(t: TTestApp, activity: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ companyId: activityCompanies.companyId })
    .from(activityCompanies)
    .where(and(eq(activityCompanies.activityId, activity), eq(activityCompanies.isCancel, false)));
  return rows.map((r) => r.companyId);
}
