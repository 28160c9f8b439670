// The public face of the company module: company info and homepage calls.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { findCompany } from "./company.repository.ts";
export { registerCompanyRoutes } from "./company.routes.ts";
