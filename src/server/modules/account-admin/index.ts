// The account-admin module: enterprise and operator accounts as the back office opens and keeps them.
export { registerAccountAdminRoutes } from "./account-admin.routes.ts";
