// The public face of the capacity module: the back office's booking stores, modes, themes and holidays.
export { registerCapacityRoutes } from "./capacity.routes.ts";
