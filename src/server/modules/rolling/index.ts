// The public face of the rolling module: lottery draw services and applications (document 4 sections 5 and 6).
// Everything else under this folder is internal: app.ts imports only what is exported here.
export { registerRollingRoutes } from "./rolling.routes.ts";
