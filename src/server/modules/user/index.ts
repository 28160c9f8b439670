// The public face of the user module: user info, real-person verification.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { embeddedRealPersonProvider } from "./real-person-provider.ts";
export type { TRealPersonProvider } from "./real-person-provider.ts";
export { loadUserInfo } from "./user.repository.ts";
export { registerUserRoutes } from "./user.routes.ts";
