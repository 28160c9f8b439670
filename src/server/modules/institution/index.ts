// The public face of the institution module: institutions directory, homepages and financial reports.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerInstitutionRoutes } from "./institution.routes.ts";
