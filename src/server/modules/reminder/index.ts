// The public face of the reminder module: activity reminders, Web Push and the personal calendar feed.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerReminderRoutes, type TReminderOptions } from "./reminder.routes.ts";
export type { TPushPayload, TPushResult, TPushSender, TPushTarget } from "./web-push.ts";
