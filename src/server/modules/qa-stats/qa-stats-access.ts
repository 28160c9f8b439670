import { eq } from "drizzle-orm";
import { seesRecentActivities } from "#shared/activity/company-home.ts";
import { OpsMsg } from "#shared/activity/ops-rules.ts";
import { qaReadCompany } from "#shared/qa/qa-rules.ts";
import { badRequest } from "../../lib/errors.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, companies } from "../../db/schema/index.ts";
import type { TSession } from "../../types.ts";
import { requireCompanyCaller, takesPart } from "../../lib/company-access.ts";
import { notYourActivity } from "../qa/index.ts";
import type { TQaScope } from "./qa-counts.ts";

/**
 * Who reads a company's Q&A: an enterprise user of a company that takes (or took) part in the activity, like
 * every other company-side activity call (any member: the tab opens for whoever opens the activity). A
 * government user with activity search may read the counts of any published activity (isGovData), as the
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
 * The count call's reader: the company's own, or with isGovData a government user with activity search on a
 * published activity, whose counts cover the whole activity. A `companyId` narrows the read to that company's
 * part (qaReadCompany): the caller's own, or any company taking part for the government reader.
 */
export async function requireQaCountReader(db: TDb, session: TSession, activityId: number, isGovData: boolean, requested?: number): Promise<TQaReader> {
  let refusal: unknown = notYourActivity();
  const own = await requireQaCompany(db, session, activityId).catch((error: unknown) => {
    refusal = error;
    return null;
  });
  if (own && (requested === undefined || requested === own.company.id)) return own;
  if (!isGovData || session.userType !== "enterprise") throw refusal;

  const caller = await requireCompanyCaller(db, session).catch(() => null);
  const govReader = caller !== null && seesRecentActivities(caller.company, caller.user);
  const activity = own?.activity ?? (await loadActivity(db, activityId));
  if (!caller || !govReader || !activity || activity.pubStatus < 1) throw notYourActivity();
  const parts = requested === undefined ? [] : await partsOf(db, activityId);
  const chosen = qaReadCompany({ ownPart: own?.company.id ?? null, govReader }, requested, parts);
  if (chosen === "forbidden") throw notYourActivity();
  if (chosen === "notPart") throw badRequest(OpsMsg.partNotFound);
  const { id, shortName, fullName, companyType } = caller.company;
  return { activity, company: { id, shortName, fullName, companyType }, scope: { activityId, companyId: chosen, includeTestData: false } };
}

/** The companies that take (or took) part in an activity. */
async function partsOf(db: TDb, activityId: number): Promise<number[]> {
  const rows = await db.select({ companyId: activityCompanies.companyId }).from(activityCompanies).where(eq(activityCompanies.activityId, activityId));
  return rows.map((r) => r.companyId);
}
