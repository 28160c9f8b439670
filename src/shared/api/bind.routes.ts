import { AUTH, OPS, routeGroup } from "./route.ts";

/**
 * Binding applications (document 4 sections 3 and 6): the applicant's calls under company_apply (beside
 * check_bind_company) and the back office's review queue. Schemas in bind.contract.ts.
 */
export const bindRoutes = routeGroup("bind", {
  companySearch: { method: "POST", path: `${AUTH}/company_apply/company_search`, access: "auth" },
  applyBind: { method: "POST", path: `${AUTH}/company_apply/apply_bind`, access: "auth" },
  applyPage: { method: "POST", path: `${AUTH}/company_apply/apply_page`, access: "auth" },
  opsApplyPage: { method: "POST", path: `${OPS}/company_apply/apply_page`, access: "ops" },
  opsApprove: { method: "POST", path: `${OPS}/company_apply/approve`, access: "ops" },
  opsReject: { method: "POST", path: `${OPS}/company_apply/reject`, access: "ops" },
});
