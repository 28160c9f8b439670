import type { FastifyInstance } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { sessionContracts as c } from "#shared/api/session.contract.ts";
import { registerRoute } from "../../lib/route.ts";

const PROVIDER_PAGE = { "0": "/idp/sms", "1": "/idp/pass", "2": "/idp/key" } as const;

/** The portal's session calls of document 1 section 7.1. */
export function registerSessionRoutes(app: FastifyInstance): void {
  registerRoute(app, c.checkLogin, async ({ req }) => ok([req.session ? "1" : "0"]));

  registerRoute(app, c.loginUrl, async ({ body }) => {
    const params = new URLSearchParams({ redirect: body.redirect ?? "/home", lang: body.lang });
    return ok([`${PROVIDER_PAGE[body.type]}?${params}`]);
  });

  // Exit follows this address; the portal session ends here too, so a token left in some storage is dead.
  registerRoute(app, c.logoutUrl, async ({ req }) => {
    if (req.session) await app.deps.sessions.revoke(req.session.sessionId);
    return ok([`/idp/logout?redirect=${encodeURIComponent("/home")}`]);
  });

  registerRoute(app, c.logout, async ({ req }) => {
    if (req.session) await app.deps.sessions.revoke(req.session.sessionId);
    return ok([], "已退出登录");
  });
}
