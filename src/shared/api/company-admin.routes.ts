import { OPS, routeGroup } from "./route.ts";

/** The back office's companies (contracts in company-admin.contract.ts); changing a company is the supervisor's. */
export const companyAdminRoutes = routeGroup("companyAdmin", {
  companyPage: { method: "POST", path: `${OPS}/company/company_search`, access: "ops" },
  companySave: { method: "POST", path: `${OPS}/company/company_save`, access: "ops", supervisorOnly: true },
});
