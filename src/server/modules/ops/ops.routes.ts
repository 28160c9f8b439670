import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { OpsMsg } from "#shared/activity/ops-rules.ts";
import { opsContracts as c } from "#shared/api/ops.contract.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { qaChannels } from "#shared/qa/qa-socket.ts";
import { registerRoute } from "../../lib/route.ts";
import { badRequest } from "../../lib/errors.ts";
import { now } from "../../clock.ts";
import type { TSession } from "../../types.ts";
import { loadOpsDetail, pageOpsActivities } from "./ops-activity.repository.ts";
import * as actions from "./ops-actions.service.ts";
import { loadVisibleUsers, setVisibleUsers } from "./ops-visibility.service.ts";
import { sendOpsMessage } from "./ops-message.service.ts";
import { activityExists, loadPartnerOptions, loadVenueOptions } from "./ops.repository.ts";
import { loadWorkCounts } from "./work-queues.ts";

/**
 * The back office's activity calls (document 4 section 6): search, one activity, the operator's actions,
 * the choices they need, messages to companies and the dashboard counts. Operator token only ("ops").
 * The booking module's shape: routes here, rules in the services (ops-actions, ops-visibility,
 * ops-message), queries in the repositories (ops-activity, ops).
 */
export function registerOpsRoutes(app: FastifyInstance): void {
  const { db, pubsub } = app.deps;
  const ctx = (req: FastifyRequest, session: TSession): actions.TOpsContext => ({ db, pubsub, req, actorUserId: session.userId, at: now() });

  /** Every action answers the activity as it is afterwards. */
  const detail = async (activityId: number) => {
    const found = await loadOpsDetail(db, activityId);
    if (!found) throw badRequest(OpsMsg.notFound);
    return ok([found], "操作成功");
  };

  registerRoute(app, c.activityPage, async ({ body }) => {
    const { records, total } = await pageOpsActivities(db, body);
    return page(records, body.pageNo, body.pageSize, total);
  });
  registerRoute(app, c.activityDetail, async ({ body }) => detail(body.activityId));

  registerRoute(app, c.assignVenue, async ({ req, session, body }) => {
    await actions.assignVenue(ctx(req, session), body);
    return detail(body.activityId);
  });
  registerRoute(app, c.setDeadlines, async ({ req, session, body }) => {
    await actions.setDeadlines(ctx(req, session), body);
    return detail(body.activityId);
  });
  registerRoute(app, c.reopenMaterials, async ({ req, session, body }) => {
    await actions.reopenMaterials(ctx(req, session), body);
    return detail(body.activityId);
  });
  registerRoute(app, c.publishTest, async ({ req, session, body }) => {
    await actions.publishTest(ctx(req, session), body.activityId);
    return detail(body.activityId);
  });
  registerRoute(app, c.publish, async ({ req, session, body }) => {
    await actions.publish(ctx(req, session), body.activityId);
    return detail(body.activityId);
  });
  registerRoute(app, c.setLiveUrl, async ({ req, session, body }) => {
    await actions.setLiveUrl(ctx(req, session), body.activityId, body.liveUrl);
    return detail(body.activityId);
  });
  registerRoute(app, c.start, async ({ req, session, body }) => {
    await actions.startActivity(ctx(req, session), body.activityId);
    return detail(body.activityId);
  });
  registerRoute(app, c.end, async ({ req, session, body }) => {
    await actions.endActivity(ctx(req, session), body.activityId);
    return detail(body.activityId);
  });
  registerRoute(
    app,
    c.cancel,
    async ({ req, session, body }) => {
      await actions.cancelActivity(ctx(req, session), body);
      return detail(body.activityId);
    },
  );
  registerRoute(app, c.switchModules, async ({ req, session, body }) => {
    await actions.switchModules(ctx(req, session), body);
    return detail(body.activityId);
  });
  registerRoute(app, c.assignPartners, async ({ req, session, body }) => {
    await actions.assignPartners(ctx(req, session), body);
    return detail(body.activityId);
  });

  registerRoute(app, c.visibleUsers, async ({ body }) => {
    if (!(await activityExists(db, body.activityId))) throw badRequest(OpsMsg.notFound);
    return ok(await loadVisibleUsers(db, body.activityId));
  });
  registerRoute(
    app,
    c.setVisibleUsers,
    async ({ req, session, body }) => {
      await setVisibleUsers(ctx(req, session), body);
      // sockets already open on the public page check their viewer again (realtime.ts)
      await pubsub.publish(qaChannels.visibility(body.activityId), { activityId: body.activityId });
      return ok(await loadVisibleUsers(db, body.activityId), "保存成功");
    },
  );

  registerRoute(app, c.venueOptions, async () => ok(await loadVenueOptions(db)));

  registerRoute(app, c.partnerOptions, async () => ok(await loadPartnerOptions(db)));

  registerRoute(app, c.sendMessage, async ({ req, session, body }) => {
    const sent = await sendOpsMessage({ db, pubsub }, req, session, body, now());
    return ok([{ sent }], "发送成功");
  });

  registerRoute(app, c.dashboardCounts, async () => ok([await loadWorkCounts(db, beijingDateOf(now()))]));
}
