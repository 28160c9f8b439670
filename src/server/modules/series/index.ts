// The public face of the series module: the back office's collective series.
export { registerSeriesRoutes } from "./series.routes.ts";
