// The public face of the qa module: questions and answers (ask, moderate, answer, live pushes).
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { findVisibleActivity, notYourActivity, visibility, visibilityCheckFor } from "./qa-access.ts";
export type { TViewer } from "./qa-access.ts";
export { guestSnapshot } from "./qa-company.ts";
export { toQaRecord } from "./qa-record.ts";
export { registerQaRoutes } from "./qa.routes.ts";
