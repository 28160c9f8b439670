import { OPS, routeGroup } from "./route.ts";

/** The audit log's view (contracts in audit.contract.ts): append-only, so there are only reads. */
export const auditRoutes = routeGroup("audit", {
  auditPage: { method: "POST", path: `${OPS}/audit/audit_page`, access: "ops" },
  auditExport: { method: "POST", path: `${OPS}/audit/audit_export`, access: "ops" },
  auditOptions: { method: "POST", path: `${OPS}/audit/audit_options`, access: "ops" },
});
