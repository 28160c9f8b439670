/** The company homepage module (document 3 section 7, Company homepage): what app.ts may import. */
export { registerHomepageRoutes } from "./homepage.routes.ts";
