import { eq } from "drizzle-orm";
import { seesRecentActivities } from "#shared/activity/company-home.ts";
import type { TDb } from "../../db/client.ts";
import { activities, companies } from "../../db/schema/index.ts";
import type { TSession } from "../../types.ts";
import { requireCompanyCaller, takesPart } from "../activity/activity-access.ts";
import { notYourActivity } from "../qa/qa-access.ts";
import type { TQaScope } from "./qa-counts.ts";

/**
 * Who reads a company's Q&A: an enterprise user of a company that takes (or took) part in the activity, like
 * every other company-side activity call (any member: the tab opens for whoever opens the activity). A
 * government user with activity search may read the counts of any published activity (isGovData 1), as the
 * statistics call allows. Everyone else is told the activity is not theirs, and nothing leaks about it.
 * Unlike the writes (qa-access.ts), a withdrawn part still reads: the records it gathered stay the company's.
 */

export interface TQaActivity {
  id: number;
  title: string;
  isMulti: boolean;
  startDate: string;
  pubStatus: number;
}
export interface TQaCompany {
  id: number;
  shortName: string;
  fullName: string;
  companyType: number;
}

export interface TQaReader {
  activity: TQaActivity;
  /** the caller's company; for a government reader the regulator itself (its counts cover every company) */
  company: TQaCompany;
  scope: TQaScope;
}

async function loadActivity(db: TDb, activityId: number): Promise<TQaActivity | undefined> {
  const [a] = await db
    .select({ id: activities.id, title: activities.title, isMulti: activities.isMulti, startDate: activities.startDate, pubStatus: activities.pubStatus })
    .from(activities)
    .where(eq(activities.id, activityId));
  return a;
}

async function loadCompany(db: TDb, companyId: number): Promise<TQaCompany | undefined> {
  const [c] = await db
    .select({ id: companies.id, shortName: companies.shortName, fullName: companies.fullName, companyType: companies.companyType })
    .from(companies)
    .where(eq(companies.id, companyId));
  return c;
}

/** The caller's company and its part in the activity, or 403 QaMsg.notYourActivity. */
export async function requireQaCompany(db: TDb, session: TSession, activityId: number): Promise<TQaReader> {
  if (session.userType !== "enterprise" || !session.companyId) throw notYourActivity();
  const companyId = session.companyId;
  const [activity, company, part] = await Promise.all([loadActivity(db, activityId), loadCompany(db, companyId), takesPart(db, companyId, activityId)]);
  if (!activity || !company || !part) throw notYourActivity();
  return { activity, company, scope: { activityId, companyId, includeTestData: activity.pubStatus === 0 } };
}

/**
 * The count call's reader: the company's own, or with isGovData 1 a government user with activity search on
 * a published activity, whose counts cover the whole activity.
 */
export async function requireQaCountReader(db: TDb, session: TSession, activityId: number, isGovData: boolean): Promise<TQaReader> {
  try {
    return await requireQaCompany(db, session, activityId);
  } catch (error) {
    if (!isGovData || session.userType !== "enterprise") throw error;
  }
  const caller = await requireCompanyCaller(db, session).catch(() => null);
  if (!caller || !seesRecentActivities(caller.company, caller.user)) throw notYourActivity();
  const activity = await loadActivity(db, activityId);
  if (!activity || activity.pubStatus < 1) throw notYourActivity();
  const { id, shortName, fullName, companyType } = caller.company;
  return { activity, company: { id, shortName, fullName, companyType }, scope: { activityId, companyId: null, includeTestData: false } };
}
