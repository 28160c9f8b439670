import type { FastifyInstance } from "fastify";
import { and, asc, between, count, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { ok, page } from "#shared/http/envelope.ts";
import { activityContracts as c, type TDistributionRow } from "#shared/api/activity.contract.ts";
import { seesDistribution } from "#shared/activity/company-home.ts";
import { DistributeMsg, DistributeTab, nextWeekRange } from "#shared/activity/distribution-rules.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityDistributions } from "../../db/schema/index.ts";
import { registerRoute } from "../../lib/route.ts";
import { badRequest, forbidden } from "../../lib/errors.ts";
import { now } from "../../clock.ts";
import type { TSession } from "../../types.ts";
import { requireCompanyCaller } from "../../lib/company-access.ts";

/**
 * The distribution card (document 2 sections 2.3 and 7): the rows of activities the caller's company
 * distributes, next week's for the badge, and the PV submit. Only a company with distribution enabled and
 * a member allowed to distribute (or the admin) gets here; a row of another company answers 403.
 */

/** Full names of the companies holding the activity (one for a single activity, each live part of a collective). */
const holderNames = sql<string>`coalesce((select string_agg(hc.full_name, '、' order by hac.id)
  from activity_companies hac join companies hc on hc.id = hac.company_id
  where hac.activity_id = ${activities.id} and hac.is_cancel = false), '')`;

/** The columns of one distribution row (the card's and the details page's), over distributions joined to activities. */
export const rowColumns = {
  id: activityDistributions.id,
  activityId: activityDistributions.activityId,
  companyFullName: holderNames,
  activityTitle: activities.title,
  pvNum: activityDistributions.pvNum,
  submitStatus: activityDistributions.submitStatus,
  crtTime: activityDistributions.crtTime,
  updTime: activityDistributions.updTime,
  activityStartDate: activities.startDate,
  activityStartTime: activities.startTime,
  liveDistributeUrl: activityDistributions.liveDistributeUrl,
  liveDistributeBackUrl: activityDistributions.liveDistributeBackUrl,
  interactUrl: activityDistributions.interactUrl,
  pubStatus: activities.pubStatus,
};

async function pageRows(db: TDb, where: SQL, order: SQL[], pageNo: number, pageSize: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(activityDistributions)
      .innerJoin(activities, eq(activities.id, activityDistributions.activityId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(activityDistributions).innerJoin(activities, eq(activities.id, activityDistributions.activityId)).where(where),
  ]);
  const records: TDistributionRow[] = rows.map((r) => ({ ...r, crtTime: r.crtTime.toISOString(), updTime: r.updTime?.toISOString() ?? null }));
  return { records, total: counted?.n ?? 0 };
}

/** The caller's company id when it may use the distribution card, else 403. */
async function requireDistributor(db: TDb, session: TSession): Promise<number> {
  const caller = await requireCompanyCaller(db, session);
  if (!seesDistribution(caller.company, caller.user)) throw forbidden();
  return caller.company.id;
}

/** The tab's condition (distribution-rules.ts inDistributeTab, as SQL). */
function tabCondition(tab: number | undefined): SQL | undefined {
  if (tab === DistributeTab.notEnded) return ne(activities.status, 3);
  if (tab === DistributeTab.ended) return eq(activities.status, 3);
  if (tab === DistributeTab.notSubmitted) return eq(activityDistributions.submitStatus, 0);
  return undefined;
}

export function registerDistributionRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.companyDistributePage, async ({ session, body }) => {
    const companyId = await requireDistributor(db, session);
    const where = and(eq(activityDistributions.companyId, companyId), eq(activities.isCancel, false), tabCondition(body.status)) as SQL;
    const order = [desc(activities.startDate), desc(activities.startTime), desc(activityDistributions.id)];
    const { records, total } = await pageRows(db, where, order, body.pageNo, body.pageSize);
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.companyDistributeActivity, async ({ session, body }) => {
    const companyId = await requireDistributor(db, session);
    const week = nextWeekRange(beijingDateOf(now()));
    const where = and(
      eq(activityDistributions.companyId, companyId),
      eq(activities.isCancel, false),
      between(activities.startDate, week.from, week.to),
    ) as SQL;
    const order = [asc(activities.startDate), asc(activities.startTime), asc(activityDistributions.id)];
    const { records, total } = await pageRows(db, where, order, body.pageNo, body.pageSize);
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.submitPvUv, async ({ session, body }) => {
    const companyId = await requireDistributor(db, session);
    const [row] = await db
      .select({ companyId: activityDistributions.companyId, isCancel: activities.isCancel })
      .from(activityDistributions)
      .innerJoin(activities, eq(activities.id, activityDistributions.activityId))
      .where(eq(activityDistributions.id, body.id));
    if (!row) throw badRequest(DistributeMsg.notFound);
    if (row.companyId !== companyId) throw forbidden();
    if (row.isCancel) throw badRequest(DistributeMsg.activityCancelled);
    await db
      .update(activityDistributions)
      .set({ pvNum: body.pvNum, submitStatus: 1, updTime: now() })
      .where(and(eq(activityDistributions.id, body.id), eq(activityDistributions.companyId, companyId)));
    return ok([{}], "提交成功");
  });
}
