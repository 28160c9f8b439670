// The public face of the public-list module: the public activity list and search.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerPublicCacheRoutes, registerPublicListRoutes } from "./public-list.routes.ts";
export { firstPublicActivities, publicActivityCardsOf } from "./public-activity.repository.ts";
