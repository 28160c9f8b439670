// The public face of the bind-apply module: binding applications (document 4 sections 3 and 6).
// Everything else under this folder is internal: app.ts imports only what is exported here.
export { registerBindApplyRoutes } from "./bind-apply.routes.ts";
