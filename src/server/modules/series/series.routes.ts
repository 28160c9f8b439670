import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { seriesContracts as c } from "#shared/api/series.contract.ts";
import { SeriesOutcome } from "#shared/booking/series-rules.ts";
import { registerRoute } from "../../lib/route.ts";
import { refuse } from "../../lib/errors.ts";
import { now } from "../../clock.ts";
import type { TSession } from "../../types.ts";
import { listSeries, loadSeriesDetail } from "./series.repository.ts";
import { closeSeries, saveSeries, saveSeriesActivity, type TSeriesContext } from "./series.service.ts";

/** Collective series in the back office (document 4 section 6). Writes are the supervisor's (their routes say so). */
export function registerSeriesRoutes(app: FastifyInstance): void {
  const { db } = app.deps;
  const ctx = (req: FastifyRequest, session: TSession): TSeriesContext => ({ db, req, actorUserId: session.userId, at: now() });

  registerRoute(app, c.seriesList, async () => ok(await listSeries(db)));
  registerRoute(app, c.seriesDetail, async ({ body }) => {
    const found = await loadSeriesDetail(db, body.id);
    if (!found) throw refuse(SeriesOutcome.seriesNotFound);
    return ok([found]);
  });
  registerRoute(app, c.seriesSave, async ({ req, session, body }) => ok([await saveSeries(ctx(req, session), body)], "保存成功"));
  registerRoute(app, c.seriesClose, async ({ req, session, body }) => ok([await closeSeries(ctx(req, session), body.id)], "操作成功"));
  registerRoute(app, c.activitySave, async ({ req, session, body }) => ok([await saveSeriesActivity(ctx(req, session), body)], "保存成功"));
}
