import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { bindContracts as c } from "#shared/api/bind.contract.ts";
import { BIND_PAGE_SIZE } from "#shared/identity/bind-apply.ts";
import { now } from "../../clock.ts";
import { registerRoute } from "../../lib/route.ts";
import { pageOpsApplies, pageOwnApplies, searchCompanies, toBindApply, toOpsRows } from "./bind-apply.repository.ts";
import { applyForBinding, approveBinding, rejectBinding, type TBindCtx } from "./bind-apply.service.ts";

/**
 * Binding applications (document 4 sections 3 and 6): the applicant's form and list, and the back office's
 * review. Approval changes what the account's session carries (its company), so check_bind_company answers
 * status 2 on the applicant's next call.
 */
export function registerBindApplyRoutes(app: FastifyInstance): void {
  const { db, storage, pubsub, sessions } = app.deps;
  const ctx = (): TBindCtx => {
    const at = now();
    return { db, storage, pubsub, at, sign: (path) => app.deps.urlSigner.signPath(path, at), forgetUser: (id) => sessions.forgetUser(id) };
  };

  registerRoute(app, c.companySearch, async ({ body }) => ok(await searchCompanies(db, body.companyType, body.keyword)));

  registerRoute(app, c.applyBind, async ({ session, body }) => ok([await applyForBinding(ctx(), session, body)], "提交成功"));

  registerRoute(app, c.applyPage, async ({ session, body }) => {
    const { rows, total } = await pageOwnApplies(db, session.userId, body.pageNo);
    const { sign } = ctx();
    return page(rows.map((r) => toBindApply(r.apply, r.company, sign)), body.pageNo, BIND_PAGE_SIZE, total);
  });

  registerRoute(app, c.opsApplyPage, async ({ body }) => {
    const { rows, total } = await pageOpsApplies(db, body.status, body.pageNo);
    return page(await toOpsRows(db, rows, ctx().sign), body.pageNo, BIND_PAGE_SIZE, total);
  });

  registerRoute(app, c.opsApprove, async ({ req, session, body }) => ok([await approveBinding(ctx(), req, session, body.id)], "审核通过"));
  registerRoute(app, c.opsReject, async ({ req, session, body }) => ok([await rejectBinding(ctx(), req, body.id, body.reason, session)], "已驳回"));
}
