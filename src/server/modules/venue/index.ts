// The public face of the venue module: the enterprise centre's venue information and its receipt.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { registerVenueRoutes, RECEIPT_FOLDER, type TVenueRouteOptions } from "./venue.routes.ts";
export { DEFAULT_CJK_FONTS, type TCjkFont } from "./receipt-pdf.ts";
