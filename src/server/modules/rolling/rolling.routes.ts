import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { rollingContracts as c } from "#shared/api/rolling.contract.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { isServiceOpen, ROLLING_PAGE_SIZE, RollingOutcome } from "#shared/rolling/rolling-rules.ts";
import { now } from "../../clock.ts";
import { registerRoute } from "../../lib/route.ts";
import { requireCompanyId } from "../../lib/company-access.ts";
import { refuse } from "../../lib/errors.ts";
import { activeRooms, findService, latestApplies, pageCompanyApplies, pageOpenServices, pageOpsApplies, pageServices, toApply, toOpsApply, toService } from "./rolling.repository.ts";
import { acceptApply, applyForDraw, ownApply, rejectApply, saveService, type TRollingCtx } from "./rolling.service.ts";

/**
 * Lottery draw applications (document 4 sections 5 and 6). The company's calls need an enterprise account bound
 * to a company (anyone else: 403); everything they read is that company's.
 */
export function registerRollingRoutes(app: FastifyInstance): void {
  const { db, storage, pubsub } = app.deps;
  const ctx = (): TRollingCtx => {
    const at = now();
    return { db, storage, pubsub, at, sign: (path) => app.deps.urlSigner.signPath(path, at) };
  };

  registerRoute(app, c.rollingPage, async ({ session, body }) => {
    const companyId = requireCompanyId(session);
    const day = beijingDateOf(now());
    const { rows, total } = await pageOpenServices(db, day, body.pageNo);
    const mine = await latestApplies(db, companyId, rows.map((r) => r.id));
    return page(rows.map((r) => ({ ...toService(r, day), myApply: mine.get(r.id) ?? null })), body.pageNo, ROLLING_PAGE_SIZE, total);
  });

  registerRoute(app, c.serviceDetail, async ({ session, body }) => {
    requireCompanyId(session);
    const service = await findService(db, body.id);
    const day = beijingDateOf(now());
    // a closed service answers as a missing one: it is no longer offered
    if (!service || !isServiceOpen(service, day)) throw refuse(RollingOutcome.serviceNotFound);
    return ok([toService(service, day)]);
  });

  registerRoute(app, c.apply, async ({ session, body }) => ok([await applyForDraw(ctx(), session.userId, requireCompanyId(session), body)], "提交成功"));

  registerRoute(app, c.applyDetail, async ({ session, body }) => ok([await ownApply(ctx(), requireCompanyId(session), body.id)]));

  registerRoute(app, c.myApplyPage, async ({ session, body }) => {
    const companyId = requireCompanyId(session);
    const { rows, total } = await pageCompanyApplies(db, companyId, body.pageNo);
    const { at, sign } = ctx();
    return page(rows.map((r) => toApply(r.apply, r.service, r.room, beijingDateOf(at), sign)), body.pageNo, ROLLING_PAGE_SIZE, total);
  });

  registerRoute(app, c.opsServicePage, async ({ body }) => {
    const { rows, total } = await pageServices(db, body.pageNo);
    const day = beijingDateOf(now());
    return page(rows.map((r) => toService(r, day)), body.pageNo, ROLLING_PAGE_SIZE, total);
  });

  registerRoute(app, c.opsServiceSave, async ({ req, body }) => ok([await saveService(ctx(), req, body)], "保存成功"));

  registerRoute(app, c.opsApplyPage, async ({ body }) => {
    const { rows, total } = await pageOpsApplies(db, body.status, body.pageNo);
    const { at, sign } = ctx();
    return page(rows.map((r) => toOpsApply(r, beijingDateOf(at), sign)), body.pageNo, ROLLING_PAGE_SIZE, total);
  });

  registerRoute(app, c.opsRooms, async () => ok(await activeRooms(db)));

  registerRoute(app, c.opsAccept, async ({ req, body }) => ok([await acceptApply(ctx(), req, body.id, body.drawTime, body.roomId)], "已受理"));
  registerRoute(app, c.opsReject, async ({ req, body }) => ok([await rejectApply(ctx(), req, body.id, body.reason)], "已驳回"));
}
