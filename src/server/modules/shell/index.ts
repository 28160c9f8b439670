// The public face of the shell module: the shell calls (navigation, dictionaries, online count) and their
// first answers written into the page the server sends (shell-boot.ts).
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerShellRoutes } from "./shell.routes.ts";
export { loadShellFacts, shellBootData, shellNoticesOf, type TShellFacts } from "./shell-boot.ts";
export { cssUrl, drawnText, firstPaintLayer, firstPaintStyle, imagePreload, layerFactsOf, type TFirstPaint, type TLayerFacts } from "./first-paint-layer.ts";
