import type { FastifyInstance } from "fastify";
import { tokenFromHeader } from "../modules/identity/index.ts";

/**
 * Resolves the Authorization token of every API request to a session (or null). Refusing is the route's
 * job: public calls work without a session, auth calls answer 401, operator calls 403.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest("session", null);
  app.addHook("onRequest", async (req) => {
    if (!req.url.startsWith("/base-service/") && !req.url.startsWith("/api/")) return;
    const token = tokenFromHeader(req.headers.authorization);
    req.session = token ? await app.deps.sessions.resolve(token) : null;
  });
}
