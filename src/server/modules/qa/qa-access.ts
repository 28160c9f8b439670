import { and, eq } from "drizzle-orm";
import { BodyCode, MSG_FORBIDDEN } from "#shared/http/envelope.ts";
import { QaMsg } from "#shared/qa/qa-rules.ts";
import { canSeeRestrictedActivity } from "#shared/activity/activity-visibility.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activityVisibleUsers } from "../../db/schema/index.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import type { TSession } from "../../types.ts";
import { requireActivityCompany, takesPart } from "../../lib/company-access.ts";

/**
 * Who may see or touch an activity's Q&A. The public page shows a published activity (pubStatus 1 or 2) to
 * everyone and an unpublished one (pubStatus 0) only with its test code, as a preview (document 4 section
 * 2.3); a restricted one (visibleTo a list of users) only to those users, the companies holding it and
 * operators. The company tab's writes need an enterprise user whose company takes part in the activity.
 */

export type TActivityRow = typeof activities.$inferSelect;

export interface TVisibleActivity {
  activity: TActivityRow;
  /** opened through the test code of an unpublished page: test data is shown, with the preview banner */
  isPreview: boolean;
}

/** Whether an activity may be shown with this test code (the socket and the pub calls share the rule). */
export function visibility(activity: Pick<TActivityRow, "pubStatus" | "testCode">, testCode: string | undefined | null): TVisibleActivity["isPreview"] | null {
  if (activity.pubStatus >= 1) return false;
  if (testCode && activity.testCode && testCode === activity.testCode) return true;
  return null;
}

/** Who is looking: the session behind a valid token, or null for an anonymous visitor. */
export type TViewer = Pick<TSession, "userId" | "userType" | "companyId"> | null;

/**
 * Whether the viewer may see the activity as far as its restriction goes (canSeeRestrictedActivity): a
 * public activity costs one index probe; the holder check runs only for a restricted one.
 */
export async function viewerMaySee(db: TDb, activityId: number, viewer: TViewer): Promise<boolean> {
  return (await visibilityCheckFor(db, activityId))(viewer);
}

/**
 * The restriction check for the viewers of one activity (one viewer in viewerMaySee; every socket on its page
 * after the list changed): the list is read once, and whether a company holds the activity once per company.
 */
export async function visibilityCheckFor(db: TDb, activityId: number): Promise<(viewer: TViewer) => Promise<boolean>> {
  const rows = await db.select({ userId: activityVisibleUsers.userId }).from(activityVisibleUsers).where(eq(activityVisibleUsers.activityId, activityId));
  const visibleUserIds = rows.map((r) => r.userId);
  const holders = new Map<number, Promise<boolean>>();
  return async (viewer) => {
    const facts = { visibleUserIds, viewerUserId: viewer?.userId ?? null, isOperator: viewer?.userType === "operator" };
    if (canSeeRestrictedActivity(facts)) return true;
    const companyId = viewer?.userType === "enterprise" ? viewer.companyId : null;
    if (!companyId) return false;
    if (!holders.has(companyId)) holders.set(companyId, takesPart(db, companyId, activityId));
    return canSeeRestrictedActivity({ ...facts, isHolder: await holders.get(companyId)! });
  };
}

/**
 * The activity as this viewer may see it, or null (the page then says it does not exist): published, or
 * unpublished with its test code; and, when restricted, a viewer it is restricted to.
 */
export async function findVisibleActivity(db: TDb, activityId: number, testCode: string | null | undefined, viewer: TViewer): Promise<TVisibleActivity | null> {
  const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
  if (!activity) return null;
  const isPreview = visibility(activity, testCode);
  if (isPreview === null || !(await viewerMaySee(db, activity.id, viewer))) return null;
  return { activity, isPreview };
}

/** Same, refusing with 活动不存在. */
export async function requireVisibleActivity(db: TDb, activityId: number, testCode: string | null | undefined, viewer: TViewer): Promise<TVisibleActivity> {
  const found = await findVisibleActivity(db, activityId, testCode, viewer);
  if (!found) throw badRequest(QaMsg.activityNotFound);
  return found;
}

/** 403 with the Q&A tab's own words: the activity is not one the caller's company takes part in. */
/** Another company's activity (or none): the one permission refusal, 403 暂无权限 (document 1 section 8.1). */
export const notYourActivity = () => new AppError(BodyCode.forbidden, MSG_FORBIDDEN);

/** The enterprise caller's company id, refusing personal users and operators (they cannot answer). */
export function requireEnterprise(session: TSession): number {
  if (session.userType !== "enterprise") throw badRequest(QaMsg.enterpriseOnly);
  if (!session.companyId) throw notYourActivity();
  return session.companyId;
}

/**
 * The activity and the caller's company, when that company takes part in it (a live, not withdrawn part);
 * otherwise 403. Runs inside the write's transaction when one is given.
 */
export async function requireCompanyPart(db: TDb, session: TSession, activityId: number): Promise<{ activity: TActivityRow; companyId: number }> {
  const companyId = requireEnterprise(session);
  // answering is activity management: the member's roadshow scope is checked on every call (member flags)
  await requireActivityCompany(db, session);
  const [row] = await db
    .select({ activity: activities })
    .from(activityCompanies)
    .innerJoin(activities, eq(activities.id, activityCompanies.activityId))
    .where(and(eq(activityCompanies.activityId, activityId), eq(activityCompanies.companyId, companyId), eq(activityCompanies.isCancel, false)));
  if (!row) throw notYourActivity();
  return { activity: row.activity, companyId };
}

/** The company a question goes to: the chosen taking part of a collective, the booker of a single activity. */
export async function questionCompanyId(db: TDb, activity: TActivityRow, chosen: number | undefined): Promise<number> {
  const parts = await db
    .select({ companyId: activityCompanies.companyId })
    .from(activityCompanies)
    .where(and(eq(activityCompanies.activityId, activity.id), eq(activityCompanies.isCancel, false)))
    .orderBy(activityCompanies.id);
  if (activity.isMulti) {
    if (chosen === undefined || !parts.some((p) => p.companyId === chosen)) throw badRequest(QaMsg.chooseCompany);
    return chosen;
  }
  const holder = parts[0];
  if (!holder) throw badRequest(QaMsg.activityNotFound);
  return holder.companyId;
}
