/** The guest library module's public face: what other modules and app.ts may import. */
export { registerGuestLibraryRoutes } from "./guest-library.routes.ts";
