import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, asc, eq, sql } from "drizzle-orm";
import { ok, page } from "#shared/http/envelope.ts";
import { OpsMsg } from "#shared/activity/ops-rules.ts";
import { opsContracts as c } from "#shared/api/ops.contract.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { qaChannels } from "#shared/qa/qa-events.ts";
import { activities, bookingRegions, companies, rooms } from "../../db/schema/index.ts";
import { registerRoute } from "../../lib/route.ts";
import { badRequest, forbidden } from "../../lib/errors.ts";
import { mayBroadcastMessage } from "#shared/activity/ops-roles.ts";
import { toPlainText } from "#shared/text/plain-text.ts";
import { writeAudit } from "../../lib/audit.ts";
import { now } from "../../clock.ts";
import type { TSession } from "../../types.ts";
import { queryRows } from "../../db/raw-sql.ts";
import { sendCompanyMessages } from "../message/index.ts";
import { loadOpsDetail, pageOpsActivities } from "./ops-activity.repository.ts";
import * as actions from "./ops-actions.ts";
import { loadVisibleUsers, setVisibleUsers } from "./ops-visibility.ts";

/**
 * The back office's activity calls (document 4 section 6): search, one activity, the operator's actions,
 * the choices they need, messages to companies and the dashboard counts. Operator token only ("ops").
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
    const [found] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, body.activityId));
    if (!found) throw badRequest(OpsMsg.notFound);
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

  registerRoute(app, c.venueOptions, async () => {
    const rows = await db
      .select({ regionId: bookingRegions.id, regionName: bookingRegions.regionName, roomId: rooms.id, roomName: rooms.roomName, address: rooms.address })
      .from(bookingRegions)
      .leftJoin(rooms, and(eq(rooms.regionId, bookingRegions.id), eq(rooms.status, 1)))
      .where(eq(bookingRegions.status, 1))
      .orderBy(asc(bookingRegions.sort), asc(bookingRegions.id), asc(rooms.id));
    const regions = new Map<number, { regionId: number; regionName: string; rooms: { roomId: number; roomName: string; address: string | null }[] }>();
    for (const r of rows) {
      const region = regions.get(r.regionId) ?? { regionId: r.regionId, regionName: r.regionName, rooms: [] };
      if (r.roomId !== null && r.roomName !== null) region.rooms.push({ roomId: r.roomId, roomName: r.roomName, address: r.address });
      regions.set(r.regionId, region);
    }
    return ok([...regions.values()]);
  });

  registerRoute(app, c.partnerOptions, async () => {
    const rows = await db
      .select({ companyId: companies.id, fullName: companies.fullName, shortName: companies.shortName, companyType: companies.companyType })
      .from(companies)
      .where(eq(companies.isEnableDistribute, true))
      .orderBy(asc(companies.id));
    return ok(rows);
  });

  registerRoute(app, c.sendMessage, async ({ req, session, body }) => {
    // a message to one company is day-to-day work; one to every company of a type is the supervisor's
    if (body.companyId === undefined && !mayBroadcastMessage(session.operatorRole)) throw forbidden();
    const targets = await db
      .select({ id: companies.id })
      .from(companies)
      .where(body.companyId !== undefined ? eq(companies.id, body.companyId) : eq(companies.companyType, body.companyType as number));
    if (targets.length === 0) throw badRequest(OpsMsg.noRecipients);
    // Stored as plain text, like Q&A text: a page that rendered it as HTML one day exposes no reader.
    const msgTitle = toPlainText(body.msgTitle);
    const content = toPlainText(body.content);
    if (!msgTitle) throw badRequest(OpsMsg.messageTitleRequired);
    if (!content) throw badRequest(OpsMsg.messageContentRequired);
    const at = now();
    const ids = targets.map((t) => t.id);
    const sent = await sendCompanyMessages(db, pubsub, ids, { msgTitle, content, at });
    await writeAudit(db, {
      req,
      actorUserId: session.userId,
      action: "ops.message.send",
      entity: "messages",
      entityId: body.companyId ?? `type:${body.companyType}`,
      before: null,
      after: { companyIds: ids, msgTitle },
    });
    return ok([{ sent }], "发送成功");
  });

  registerRoute(app, c.dashboardCounts, async () => {
    const today = beijingDateOf(now());
    // Venue-type parts (live, or a studio recording) without a work order, still waiting for their venue.
    const [row] = await queryRows<Record<string, number | string>>(
      db,
      sql`select
        (select count(*) from activity_companies ac join activities a on a.id = ac.activity_id
          where not ac.is_cancel and not a.is_cancel and a.status < 3 and not ac.is_area_confirmed and a.work_order_task_id is null
          and (coalesce(ac.video_type, a.video_type) = 1 or (coalesce(ac.video_type, a.video_type) = 3 and coalesce(ac.rec_type, a.rec_type) = 1)))::int as "venuesToAssign",
        (select count(*) from activities a where not a.is_cancel and a.pub_status < 2 and a.status < 3
          and exists (select 1 from activity_companies ac where ac.activity_id = a.id and not ac.is_cancel and ac.is_info_subed))::int as "pagesToPublish",
        (select count(*) from activity_record_videos v where v.status = 0)::int as "videosToReview",
        (select count(*) from activity_companies ac join activities a on a.id = ac.activity_id
          where not ac.is_cancel and not a.is_cancel and a.status = 1 and ac.is_info_subed)::int as "materialsSubmitted",
        (select count(*) from activities a where not a.is_cancel and a.status = 2)::int as "inProgress",
        (select count(*) from activities a where not a.is_cancel and a.start_date = ${today})::int as "startingToday",
        ((select count(*) from qa_questions q where q.status = 0 and not q.is_cancel)
          + (select count(*) from qa_answers an where an.status = 0 and not an.is_cancel))::int as "qaToReview"`,
    );
    const n = (k: string) => Number(row?.[k] ?? 0);
    return ok([
      {
        venuesToAssign: n("venuesToAssign"),
        pagesToPublish: n("pagesToPublish"),
        videosToReview: n("videosToReview"),
        materialsSubmitted: n("materialsSubmitted"),
        inProgress: n("inProgress"),
        startingToday: n("startingToday"),
        qaToReview: n("qaToReview"),
      },
    ]);
  });
}
