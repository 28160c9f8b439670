// The public face of the company-admin module: companies as the back office creates and edits them.
export { registerCompanyAdminRoutes } from "./company-admin.routes.ts";
