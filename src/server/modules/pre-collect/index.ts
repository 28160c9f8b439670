// The public face of the pre-collect module: the pre-collected Q&A calls and the public page's answered list.
// Everything else under this folder is internal (eslint.config.js keeps it so; tests may reach internals).
export { registerPreCollectRoutes } from "./pre-collect.routes.ts";
export { answeredRows as answeredPreCollected } from "./pre-collect.repository.ts";
