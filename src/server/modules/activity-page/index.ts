// The public face of the activity-page module: the public activity page (detail, share routes, WeChat JS-SDK ticket).
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerActivityPageRoutes } from "./activity-page.routes.ts";
export { createHttpTicketSource, wechatConfigFrom } from "./wechat-ticket.ts";
export type { TWechatConfig, TWechatTicketSource } from "./wechat-ticket.ts";
