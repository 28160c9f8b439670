// The public face of the poster module: the promotion poster (document 3 section 2.1 item 5).
// Everything else under this folder is internal (eslint.config.js keeps it so; tests may reach internals).
export { registerPosterRoutes } from "./poster.routes.ts";
