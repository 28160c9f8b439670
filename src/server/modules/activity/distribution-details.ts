import type { FastifyInstance } from "fastify";
import { and, asc, eq } from "drizzle-orm";
import { ok } from "#shared/http/envelope.ts";
import { activityContracts as c, type TDistributionDetails, type TDistributionPartnerRow } from "#shared/api/activity.contract.ts";
import { seesDistribution } from "#shared/activity/company-home.ts";
import { canOpenDistributionCorner, distributionViewer } from "#shared/activity/activity-visibility.ts";
import { OpsMsg } from "#shared/activity/ops-rules.ts";
import { orderTypeText } from "#shared/booking/order-type.ts";
import { replyRate } from "#shared/qa/qa-rules.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activityDistributions, companies } from "../../db/schema/index.ts";
import { registerRoute } from "../../lib/route.ts";
import { badRequest, forbidden } from "../../lib/errors.ts";
import { qaStatistics } from "../qa-stats/index.ts";
import { requireCompanyCaller, takesPart } from "../../lib/company-access.ts";
import { viewStats } from "./stats.routes.ts";
import { rowColumns } from "./distribution.routes.ts";

/**
 * The distribution details page's call (document 4 section 2.7; document 2 section 2.3, "Row view opens
 * /distributeDetails/{activityId}"): for an assigned distribution partner (with the distribution right of
 * the home card) or a company holding the activity. Anyone else, and an activity that does not exist, get
 * 403, so nothing is learnt about activities that are not the caller's.
 */

async function loadPartnerRows(db: TDb, activityId: number, partnerId: number | null): Promise<TDistributionPartnerRow[]> {
  const rows = await db
    .select({ ...rowColumns, partnerCompanyId: companies.id, partnerFullName: companies.fullName })
    .from(activityDistributions)
    .innerJoin(activities, eq(activities.id, activityDistributions.activityId))
    .innerJoin(companies, eq(companies.id, activityDistributions.companyId))
    .where(and(eq(activityDistributions.activityId, activityId), partnerId === null ? undefined : eq(activityDistributions.companyId, partnerId)))
    .orderBy(asc(activityDistributions.id));
  return rows.map((r) => ({ ...r, crtTime: r.crtTime.toISOString(), updTime: r.updTime?.toISOString() ?? null }));
}

export function registerDistributionDetailsRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.distributeDetails, async ({ session, body }) => {
    const caller = await requireCompanyCaller(db, session);
    const companyId = caller.company.id;
    const [a] = await db.select().from(activities).where(eq(activities.id, body.activityId));
    if (!a) throw forbidden();
    const [partnerRow] = await db
      .select({ id: activityDistributions.id })
      .from(activityDistributions)
      .where(and(eq(activityDistributions.activityId, a.id), eq(activityDistributions.companyId, companyId)));
    const viewer = distributionViewer({
      isPartner: partnerRow !== undefined,
      seesDistribution: seesDistribution(caller.company, caller.user),
      isHolder: await takesPart(db, companyId, a.id),
    });
    if (!viewer) throw forbidden();

    const parts = await db
      .select({ companyId: companies.id, shortName: companies.shortName, fullName: companies.fullName })
      .from(activityCompanies)
      .innerJoin(companies, eq(companies.id, activityCompanies.companyId))
      .where(and(eq(activityCompanies.activityId, a.id), eq(activityCompanies.isCancel, false)))
      .orderBy(asc(activityCompanies.id));
    let corner: TDistributionDetails["corner"] = null;
    if (body.companyId !== undefined) {
      corner = parts.find((p) => p.companyId === body.companyId) ?? null;
      if (!corner) throw badRequest(OpsMsg.partNotFound);
      if (!canOpenDistributionCorner(viewer, companyId, corner.companyId)) throw forbidden();
    }
    // The Q&A figures: the corner's questions; a holding company of a collective its own, as its statistics
    // call counts them; otherwise (a partner, a single activity) the whole activity's.
    const qaCompanyId = corner?.companyId ?? (viewer === "holder" && a.isMulti ? companyId : null);
    const [views, qa, distributions] = await Promise.all([
      viewStats(db, a.id, corner?.companyId),
      qaStatistics(db, a.id, qaCompanyId),
      loadPartnerRows(db, a.id, viewer === "partner" ? companyId : null),
    ]);

    return ok([
      {
        viewer,
        activity: {
          activityId: a.id,
          title: a.title,
          isMulti: a.isMulti,
          activityTypeText: orderTypeText(a.activityType),
          startDate: a.startDate,
          endDate: a.endDate,
          startTime: a.startTime,
          endTime: a.endTime,
          status: a.status,
          pubStatus: a.pubStatus,
          isCancel: a.isCancel,
          // the distribution card's "company" column, in the same words
          companyFullName: parts.map((p) => p.fullName).join("、"),
        },
        companies: parts,
        corner,
        distributions,
        stats: {
          allPvNum: views.pv,
          allUvNum: views.uv,
          allIpNum: views.ip,
          questionNum: qa.questionNum,
          answerNum: qa.answerNum,
          replyRate: replyRate(qa.questionNum, qa.answerNum),
        },
      },
    ]);
  });
}
