import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { activityContracts as c } from "#shared/api/activity.contract.ts";
import { cancelBookingRefusal } from "#shared/activity/activity-rules.ts";
import { registerRoute } from "../../lib/route.ts";
import { badRequest, forbidden } from "../../lib/errors.ts";
import { now } from "../../clock.ts";
import { requireCompanyId } from "../../lib/company-access.ts";
import { findCompanyActivity, pageCompanyActivities, type TRawPage } from "./company-view.ts";
import { createListCache } from "../../lib/list-cache.ts";
import { cancelPart, findPart, lockActivity } from "./activity-cancel.ts";
import { registerDistributionRoutes } from "./distribution.routes.ts";
import { registerDistributionDetailsRoutes } from "./distribution-details.ts";
import { registerStatsRoutes } from "./stats.routes.ts";
import { registerVisitStatsRoutes } from "./visit-stats.routes.ts";
import { readMaterials } from "../materials/index.ts";

/**
 * The company's activity list, one activity, and cancelling a booking (document 2 sections 2.1, 2.2, 7);
 * with them the distribution card's and the statistics calls of the same document.
 */
export function registerActivityRoutes(app: FastifyInstance, options: { listCache?: boolean } = {}): void {
  const { db } = app.deps;
  // Without its notification channel the list is simply read uncached (list-cache.ts).
  const listCache =
    options.listCache === false
      ? Promise.resolve(undefined)
      : createListCache<TRawPage>(app.deps.database).catch((error: unknown) => {
          app.log.warn({ err: error }, "activity list cache off: no notification channel");
          return undefined;
        });
  app.addHook("onClose", async () => {
    await (await listCache)?.close().catch(() => {});
  });
  registerDistributionRoutes(app);
  registerDistributionDetailsRoutes(app);
  registerStatsRoutes(app);
  registerVisitStatsRoutes(app);

  registerRoute(app, c.companyActivityList, async ({ session, body }) => {
    const companyId = requireCompanyId(session);
    const view = await findCompanyActivity(db, companyId, body.activityId, now());
    if (!view) throw forbidden();
    // a withdrawn part has no materials to show
    const materials = view.isCancel ? null : await readMaterials({ db, canTranslate: app.deps.translator !== null, at: now() }, companyId, body.activityId).catch(() => null);
    if (!materials) return ok([view]);
    const { activityId: _a, isInfoSubed: _s, infoSubTime: _t, ...fields } = materials;
    return ok([{ ...view, ...fields }]);
  });

  registerRoute(app, c.companyActivityPage, async ({ session, body }) => {
    const companyId = requireCompanyId(session);
    const { records, total } = await pageCompanyActivities(
      app.deps.database,
      companyId,
      { statuses: body.status, title: body.activityTitle, sort: body.sort ?? 2, isMulti: body.isMulti, pageNo: body.pageNo, pageSize: body.pageSize },
      now(),
      await listCache,
    );
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.companyExitActivity, async ({ req, session, body }) => {
    const companyId = requireCompanyId(session);
    const at = now();
    await db.transaction(async (tx) => {
      const activity = await lockActivity(tx, body.activityId);
      const part = activity ? await findPart(tx, activity.id, companyId) : undefined;
      if (!activity || !part) throw forbidden();
      // The rule reads the activity merged with the company's part, as the list shows it.
      const refusal = cancelBookingRefusal(
        {
          isCancel: activity.isCancel || part.isCancel,
          pubStatus: activity.pubStatus,
          status: activity.status,
          isInfoSubed: part.isInfoSubed,
          infoSubmitCloseTime: activity.infoSubmitCloseTime?.toISOString() ?? null,
          isMulti: activity.isMulti,
          bookingEndTime: activity.bookingEndTime?.toISOString() ?? null,
        },
        at,
      );
      if (refusal) throw badRequest(refusal);
      await cancelPart(tx, { activity, part, at, actorUserId: session.userId, req, action: "activity.company_exit" });
    });
    return ok([{}], "取消预约成功");
  });
}
