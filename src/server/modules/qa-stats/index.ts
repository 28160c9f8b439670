// The public face of the qa-stats module: question statistics and the company Q&A reads.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { qaStatistics } from "./qa-counts.ts";
export { registerQaStatsRoutes } from "./qa-stats.routes.ts";
