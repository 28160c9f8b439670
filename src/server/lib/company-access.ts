import { and, eq, sql } from "drizzle-orm";
import type { TDb } from "../db/client.ts";
import { perDatabase } from "../db/prepared-query.ts";
import { activityCompanies, companies, companyMembers } from "../db/schema/index.ts";
import { canUseActivityTabs } from "#shared/company/enterprise-tabs.ts";
import { forbidden } from "./errors.ts";
import type { TSession } from "../types.ts";

/**
 * Who may call the company-side activity calls: an enterprise user bound to a company. Everything they
 * read or change is scoped to that company; another company's activity answers 403 and changes nothing.
 */

/** The caller's company id (the session already resolved the membership), or 403. */
export function requireCompanyId(session: TSession): number {
  if (session.userType !== "enterprise" || !session.companyId) throw forbidden();
  return session.companyId;
}

/**
 * The caller's membership and company, the statement every company-side call starts with. Built once per
 * database handle and prepared under a name: building a select of two whole tables took drizzle about a
 * third of the server's thread on the company activity list under load (`is` and the selection's fields in a
 * CPU profile of npm run bench:list), more than the list itself.
 */
const memberQuery = perDatabase((db) =>
  db
    .select({ company: companies, member: companyMembers })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, sql.placeholder("userId")))
    .prepare("company_member_caller"),
);

/**
 * The caller's company id for the activity-management calls (materials, guests, the company's activity list,
 * its Q&A): the member must hold the roadshow or fund-roadshow scope the activity tabs show by (document 1
 * section 2.4, the same canUseActivityTabs), read from the membership on every call; otherwise 403.
 */
export async function requireActivityCompany(db: TDb, session: TSession): Promise<number> {
  return (await requireActivityCaller(db, session)).company.id;
}

/** requireActivityCompany's caller with its company and membership, for calls whose rule also reads the role. */
export async function requireActivityCaller(db: TDb, session: TSession): Promise<{ company: typeof companies.$inferSelect; member: typeof companyMembers.$inferSelect }> {
  const companyId = requireCompanyId(session);
  const [row] = await memberQuery(db).execute({ userId: session.userId });
  if (!row || row.company.id !== companyId) throw forbidden();
  if (!canUseActivityTabs(row.company, { companyUserRole: row.member.userRole, isBookingEnable: row.member.isBookingEnable, isFundRoadshowEnable: row.member.isFundRoadshowEnable })) throw forbidden();
  return row;
}

export interface TCompanyCaller {
  userId: number;
  company: typeof companies.$inferSelect;
  /** the membership flags the home-page rules read (companyUserRole is the membership's userRole) */
  user: {
    companyUserRole: number;
    isDistributeEnable: boolean;
    isActivitySearchEnable: boolean;
  };
}

/** The caller's company and membership flags, for calls whose rule reads them; 403 without a company. */
export async function requireCompanyCaller(db: TDb, session: TSession): Promise<TCompanyCaller> {
  const companyId = requireCompanyId(session);
  const [row] = await memberQuery(db).execute({ userId: session.userId });
  if (!row || row.company.id !== companyId) throw forbidden();
  return {
    userId: session.userId,
    company: row.company,
    user: {
      companyUserRole: row.member.userRole,
      isDistributeEnable: row.member.isDistributeEnable,
      isActivitySearchEnable: row.member.isActivitySearchEnable,
    },
  };
}

/** Whether the company takes (or took, a withdrawn part included) part in the activity. */
export async function takesPart(db: TDb, companyId: number, activityId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: activityCompanies.id })
    .from(activityCompanies)
    .where(and(eq(activityCompanies.activityId, activityId), eq(activityCompanies.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}
