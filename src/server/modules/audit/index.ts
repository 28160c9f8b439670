// The audit module: the append-only log as the back office reads and exports it.
export { registerAuditRoutes } from "./audit.routes.ts";
