// The public face of the relay module: relay-platform (diversion) certification, company and back office.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerRelayRoutes } from "./relay.routes.ts";
