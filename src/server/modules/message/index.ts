// The public face of the message module: messages to companies.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { sendCompanyMessages } from "./message.repository.ts";
export { registerMessageRoutes } from "./message.routes.ts";
