import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { homepageContracts as c } from "#shared/api/homepage.contract.ts";
import { canEditHomepage, HomepageMsg } from "#shared/homepage/homepage-rules.ts";
import { now } from "../../clock.ts";
import { requireActivityCaller } from "../../lib/company-access.ts";
import { forbidden } from "../../lib/errors.ts";
import { channels } from "../../lib/pubsub.ts";
import { registerRoute } from "../../lib/route.ts";
import { pageChangesForReview, pageCompanyChanges } from "./homepage.repository.ts";
import { homepageInfo, reviewHomepageChange, submitHomepageChange, type THomepageCtx } from "./homepage.service.ts";

/**
 * The company homepage panel (document 3 section 7, Company homepage) for whoever sees the homepage tab (the
 * activity tabs' rule), its writes and records for the admin, and the operators' approval queue.
 */
export function registerHomepageRoutes(app: FastifyInstance): void {
  const { db, storage, pubsub, translator } = app.deps;
  const ctx = (): THomepageCtx => ({ db, storage, at: now(), canTranslate: translator !== null });

  registerRoute(app, c.info, async ({ session, body }) => {
    const { company, member } = await requireActivityCaller(db, session);
    return ok([await homepageInfo(ctx(), company, member.userRole, body.isEdit === true)]);
  });

  registerRoute(app, c.modify, async ({ req, session, body }) => {
    const { company, member } = await requireActivityCaller(db, session);
    return ok([await submitHomepageChange(ctx(), req, company, member.userRole, session.userId, body)], HomepageMsg.submitted);
  });

  registerRoute(app, c.records, async ({ session, body }) => {
    const { company, member } = await requireActivityCaller(db, session);
    if (!canEditHomepage({ companyUserRole: member.userRole })) throw forbidden();
    const { records, total } = await pageCompanyChanges(db, company, body.pageNo, body.pageSize);
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.opsChangePage, async ({ body }) => {
    const { records, total } = await pageChangesForReview(db, body.status, body.pageNo, body.pageSize);
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.opsChangeReview, async ({ req, session, body }) => {
    const { record, companyId } = await reviewHomepageChange(ctx(), req, session.userId, body);
    await pubsub.publish(channels.company(companyId), { type: 1, mqType: 1, isCompanyMessage: true, msg: "企业主页审核结果" }).catch(() => {});
    return ok([record], record.status === "1" ? "审核通过" : "已驳回");
  });
}
