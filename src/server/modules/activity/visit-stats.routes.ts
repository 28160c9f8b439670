import type { FastifyInstance } from "fastify";
import { asc, eq } from "drizzle-orm";
import { ok } from "#shared/http/envelope.ts";
import { statsContracts as c } from "#shared/api/stats.contract.ts";
import type { TDb } from "../../db/client.ts";
import { activityDistributions, companies } from "../../db/schema/index.ts";
import { forbidden } from "../../lib/errors.ts";
import { registerRoute } from "../../lib/route.ts";
import type { TSession } from "../../types.ts";
import { dayTrend, hourTrend, platformStats } from "../visit-stats/index.ts";
import { readerScope, requireStatsReader } from "./stats.routes.ts";

/**
 * The statistics calls of document 3 section 7 that read the visit rollups: hour and day trends, platforms,
 * and the distribution partners' reported PV. Who may read is activity_stat/list's rule (requireStatsReader:
 * the company's own activity, or a published one for a government reader); a companyId that is not the
 * caller's own company is refused with 403 too, so nobody reads another company's corner by naming it.
 */
async function scopeOf(db: TDb, session: TSession, body: { activityId: number; companyId?: number }): Promise<number> {
  const reader = await requireStatsReader(db, session, body.activityId);
  if (body.companyId !== undefined && reader !== null && body.companyId !== reader) throw forbidden();
  return readerScope(db, body.activityId, reader);
}

export function registerVisitStatsRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.companyActivityHourStat, async ({ session, body }) => ok(await hourTrend(db, body.activityId, await scopeOf(db, session, body))));

  registerRoute(app, c.companyActivityDayStat, async ({ session, body }) => ok(await dayTrend(db, body.activityId, await scopeOf(db, session, body))));

  registerRoute(app, c.companyStatList, async ({ session, body }) => ok(await platformStats(db, body.activityId, await scopeOf(db, session, body))));

  registerRoute(app, c.distributeStat, async ({ session, body }) => {
    await requireStatsReader(db, session, body.activityId);
    const rows = await db
      .select({ companyName: companies.fullName, pvNum: activityDistributions.pvNum })
      .from(activityDistributions)
      .innerJoin(companies, eq(companies.id, activityDistributions.companyId))
      .where(eq(activityDistributions.activityId, body.activityId))
      .orderBy(asc(activityDistributions.id));
    return ok(rows.map((r) => ({ companyName: r.companyName, pvNum: r.pvNum, uvNum: null })));
  });
}
