// The public face of the public-video module: the public video library.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerPublicVideoRoutes } from "./public-video.routes.ts";
