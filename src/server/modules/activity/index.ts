// The public face of the activity module: the company-side activity calls (list, detail, distribution, statistics) and the activity clock.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { cancelPart, cancelWholeActivity, lockActivity } from "./activity-cancel.ts";
export type { TActivityRow, TPartRow } from "./activity-cancel.ts";
export { activityEndsAtSql, activityStartsAtSql, startActivityClock } from "./activity-clock.ts";
export { registerActivityRoutes } from "./activity.routes.ts";
