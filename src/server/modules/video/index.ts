// The public face of the video module: activity videos (company upload, back-office review).
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerVideoRoutes } from "./video.routes.ts";
