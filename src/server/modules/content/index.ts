// The public face of the content module: site content (public pages, back-office editors, settings, maintenance mode).
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerContentRoutes } from "./content.routes.ts";
export { createMaintenanceFlag, registerMaintenanceGuard } from "./maintenance.ts";
export { sanitizeRichHtml } from "./rich-html.ts";
export { createHomePageDrawer } from "./home-first-paint.ts";
