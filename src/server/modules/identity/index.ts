// The public face of the identity module: the embedded identity provider and the portal session.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerIdpRoutes } from "./idp.routes.ts";
export { createSessionService, REVOKED_CHANNEL } from "./session-cache.ts";
export type { TSessionService } from "./session-cache.ts";
export { tokenFromHeader } from "./session.repository.ts";
export { registerSessionRoutes } from "./session.routes.ts";
