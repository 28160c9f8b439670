// The public face of the upload module: uploads (single files, chunks) and stored files.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { resolveUploadedFile } from "./stored-file.ts";
export { registerUploadRoutes } from "./upload.routes.ts";
