/** The member module's public face: what other modules and app.ts may import. */
export { registerMemberRoutes } from "./member.routes.ts";
