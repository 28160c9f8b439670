import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { accountAdminContracts as c } from "#shared/api/account-admin.contract.ts";
import { registerRoute } from "../../lib/route.ts";
import { now } from "../../clock.ts";
import { pageCompanyAccounts, pageOperators } from "./account-admin.repository.ts";
import { createEnterpriseAccount, createOperator, resetPassword, setLocked, setOperatorRole, type TAccountCtx } from "./account-admin.service.ts";

/**
 * Enterprise and operator accounts in the back office (document 4 section 6): any operator reads them; a
 * supervisor opens them (with a one-time initial password), resets, locks and unlocks them, and sets roles.
 */
export function registerAccountAdminRoutes(app: FastifyInstance): void {
  const { db, sessions } = app.deps;
  const ctx = (req: FastifyRequest, actorUserId: number): TAccountCtx => ({ db, req, actorUserId, at: now(), forgetUser: (id) => sessions.forgetUser(id) });

  registerRoute(app, c.accountPage, async ({ body }) => {
    const { records, total } = await pageCompanyAccounts(db, body);
    return page(records, body.pageNo, body.pageSize, total);
  });
  registerRoute(app, c.operatorPage, async ({ body }) => {
    const { records, total } = await pageOperators(db, body);
    return page(records, body.pageNo, body.pageSize, total);
  });
  registerRoute(app, c.accountCreate, async ({ req, session, body }) => ok([await createEnterpriseAccount(ctx(req, session.userId), body)], "开通成功"));
  registerRoute(app, c.operatorCreate, async ({ req, session, body }) => ok([await createOperator(ctx(req, session.userId), body)], "开通成功"));
  registerRoute(app, c.resetPassword, async ({ req, session, body }) => ok([await resetPassword(ctx(req, session.userId), body.userId)], "密码已重置"));
  registerRoute(app, c.lock, async ({ req, session, body }) =>
    ok([await setLocked(ctx(req, session.userId), body.userId, body.locked)], body.locked ? "账号已锁定" : "账号已解锁"));
  registerRoute(app, c.operatorRole, async ({ req, session, body }) => ok([await setOperatorRole(ctx(req, session.userId), body.userId, body.operatorRole)], "保存成功"));
}
