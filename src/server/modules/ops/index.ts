// The public face of the ops module: the back office (activities, visibility, venues, messages).
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerOpsRoutes } from "./ops.routes.ts";
export { startWorkQueueFeed, WORK_QUEUES, type TWorkQueue } from "./work-queues.ts";
