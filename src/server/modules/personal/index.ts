/** The personal corner's public surface: its routes, registered by app.ts. */
export { registerPersonalRoutes } from "./personal.routes.ts";
