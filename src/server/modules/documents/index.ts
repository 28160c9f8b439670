// The public face of the documents module: the documents the portal generates (guides, rules, templates) and its PDF writer.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerDocumentRoutes } from "./documents.routes.ts";
export { renderPdf } from "./pdf.ts";
