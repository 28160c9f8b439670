import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { activityPageContracts as c, publicActivityContracts } from "#shared/api/activity-page.contract.ts";
import { statsContracts } from "#shared/api/stats.contract.ts";
import { preCollectContracts } from "#shared/api/pre-collect.contract.ts";
import { QaMsg } from "#shared/qa/qa-rules.ts";
import { wechatSignaturePayload } from "#shared/activity/activity-page.ts";
import { buildIcs, icsFileName } from "#shared/activity/calendar-ics.ts";
import { ok } from "#shared/http/envelope.ts";
import { shareRoutes } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { registerRoute } from "../../lib/route.ts";
import { now } from "../../clock.ts";
import { viewerOf } from "../../lib/visitor.ts";
import { createVisitBatcher, sweepViewerCounters } from "../visit-stats/index.ts";
import { answeredPreCollected } from "../pre-collect/index.ts";
import { createDetailService } from "./detail-service.ts";
import { createActivityPageDrawer } from "./first-paint.ts";
import type { TWechatConfig, TWechatTicketSource } from "./wechat-ticket.ts";

/** The chat app is not configured (no WECHAT_APP_ID / WECHAT_APP_SECRET): sharing through it is off. */
export const MSG_WECHAT_NOT_CONFIGURED = "未配置微信公众号，无法生成分享签名";
/**
 * view_record calls per address and minute: an office behind one address with a few hundred viewers sends
 * two heartbeats a minute each; a script minting visitor ids stops here.
 */
const VIEW_RECORD_LIMIT = { rateLimit: { max: 1200, timeWindow: 60_000 } };
export const MSG_WECHAT_UNAVAILABLE = "微信签名服务暂不可用，请稍后重试";

export interface TActivityPageOptions {
  /** false reads every detail from the database (benches compare); see detail-service.ts */
  detailCache?: boolean;
  wechat?: { config: TWechatConfig; tickets: TWechatTicketSource } | null;
}

/** The portal's origin for links in the calendar file: the pinned public origin, else the request's. */
function originOf(app: FastifyInstance, req: FastifyRequest): string {
  return app.deps.publicOrigin ?? `${req.protocol}://${req.host}`;
}

/**
 * The public activity page (document 4 sections 2.3 and 2.5): activity/activity_detail (cached, with the
 * Q&A part's visibility), its calendar file, and the share calls of document 1 section 7.1.
 */
export function registerActivityPageRoutes(app: FastifyInstance, options: TActivityPageOptions = {}): ReturnType<typeof createActivityPageDrawer> {
  const { db } = app.deps;
  const details = createDetailService(app, { cache: options.detailCache });

  // A pub call still sees a valid token (plugins/auth.ts): a restricted activity shows to the users it is
  // restricted to, its companies and operators, and is "not found" for everyone else.
  registerRoute(app, publicActivityContracts.publicActivity, async ({ req, body }) =>
    ok([await details.require(body.activityId, body.testCode, req.session, body.companyId ?? null)]),
  );

  // activity/view_record (document 4 section 2.3): a page load is counted only on a page the caller may see
  // (anything else answers as a missing activity), and not on a test-code preview; a heartbeat needs the
  // page load it continues (visit-stats/recorder.ts). Per address, the plugin's limit; per viewer, the module's.
  // Visits are written in batches, each request answered once its batch is committed (visit-batcher.ts).
  const visits = createVisitBatcher(db);
  registerRoute(
    app,
    statsContracts.viewRecord,
    async ({ req, body }) => {
      let activityId = body.activityId;
      let companyId = body.companyId ?? null;
      if (body.seq === 0) {
        // without the cache's fence; a page it finds hidden is looked up again with the fence, so one published
        // (or given its test code) a moment ago is not refused as missing
        const page =
          (await details.findForCounting(body.activityId, body.testCode, req.session, companyId)) ??
          (await details.find(body.activityId, body.testCode, req.session, companyId));
        if (!page) throw badRequest(QaMsg.activityNotFound);
        if (page.isPreview) return ok([{ counted: false }]);
        activityId = page.activityId;
        companyId = body.companyId ?? null;
      }
      const counted = await visits.record({
        activityId,
        companyId,
        visitId: body.visitId,
        seq: body.seq,
        viewer: viewerOf(req, body.uuid).viewer,
        ip: req.ip,
        userId: req.session?.userId ?? null,
        userAgent: req.headers["user-agent"],
        at: now(),
      });
      return ok([{ counted }]);
    },
    VIEW_RECORD_LIMIT,
  );
  // the answered pre-collected questions of a page this visitor may see (document 4 section 2.3), when the module is on
  registerRoute(app, preCollectContracts.answeredList, async ({ req, body }) => {
    const page = await details.require(body.activityId, body.testCode, req.session, null);
    return ok(await answeredPreCollected(db, page.activityId));
  });

  const sweep = setInterval(() => void sweepViewerCounters(db, now()).catch((error: unknown) => app.log.warn({ err: error }, "view counter sweep failed")), 10 * 60_000);
  sweep.unref();
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    await visits.drain();
  });

  registerRoute(app, c.calendarIcs, async ({ req, body }) => {
    const page = await details.require(body.activityId, body.testCode, req.session, null);
    const origin = originOf(app, req);
    const english = body.lang === "en-US";
    const title = english && page.enTitle?.trim() ? page.enTitle : page.title;
    const url = `${origin}/activityDetails/${page.activityId}${page.isPreview && body.testCode ? `/${encodeURIComponent(body.testCode)}` : ""}`;
    // companies have an English short name only: an English calendar names the company by it
    const organizer = (english ? page.companyEnShortName?.trim() : null) || page.companyName || page.companyShortName || (english ? "Roadshow Centre" : "路演中心");
    const content = buildIcs({
      activityId: page.activityId,
      title,
      description: `${organizer}\n${url}`,
      url,
      organizer,
      startDate: page.startDate,
      startTime: page.startTime,
      endDate: page.endDate,
      endTime: page.endTime,
      isCancel: page.isCancel,
      stamp: now(),
      host: new URL(origin).hostname || "roadshow.local",
    });
    return ok([{ fileName: icsFileName(page.activityId), contentType: "text/calendar; charset=utf-8", content }]);
  });

  registerRoute(
    app,
    c.wechatShare,
    async ({ body }) => {
    const wechat = options.wechat;
    if (!wechat) throw badRequest(MSG_WECHAT_NOT_CONFIGURED);
    let ticket: string;
    try {
      ticket = await wechat.tickets.jsapiTicket();
    } catch (error) {
      app.log.warn({ err: error }, "jsapi_ticket fetch failed");
      throw badRequest(MSG_WECHAT_UNAVAILABLE);
    }
    const timestamp = Math.floor(now().getTime() / 1000);
    const nonceStr = randomBytes(12).toString("hex");
    const signature = createHash("sha1").update(wechatSignaturePayload(ticket, nonceStr, timestamp, body.url)).digest("hex");
    return ok([{ appId: wechat.config.appId, timestamp, nonceStr, signature, url: body.url.split("#")[0]! }]);
    },
    // each call may cost the chat app's API a ticket fetch when the cached one ran out
    { rateLimit: { max: 120, timeWindow: 60_000 } },
  );

  // A public write: limited per client address, so nobody fills the table.
  registerRoute(
    app,
    c.saveRoute,
    async ({ body }) => {
      const [row] = await db
        .insert(shareRoutes)
        .values({ route: body.route, miniUuid: body.miniUuid ?? null, timestamp: body.timestamp ?? null, createdAt: now() })
        .returning({ id: shareRoutes.id });
      return ok([{ id: row!.id }]);
    },
    { rateLimit: { max: 60, timeWindow: 60_000 } },
  );

  // the page sent for /activityDetails/{id} draws its header from the same cached detail (first-paint.ts)
  return createActivityPageDrawer(details);
}
