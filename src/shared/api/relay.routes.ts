import { AUTH, OPS, routeGroup } from "./route.ts";

/**
 * Relay-platform certification (document 3 section 7 "Relay certification"; document 4 section 6 for the
 * back office's review, whose calls follow the same conventions).
 */
export const relayRoutes = routeGroup("relay", {
  frontList: { method: "POST", path: `${AUTH}/diversion_apply/diversion_apply_front_list`, access: "auth" },
  submitInfo: { method: "POST", path: `${AUTH}/diversion_apply/submit_diversion_info`, access: "auth" },
  submitPlan: { method: "POST", path: `${AUTH}/diversion_apply/submit_technology_plan`, access: "auth" },
  confirmTest: { method: "POST", path: `${AUTH}/diversion_apply/programme_confirm_test_affirm`, access: "auth" },
  opsPage: { method: "POST", path: `${OPS}/diversion_apply/diversion_apply_page`, access: "ops" },
  opsDetail: { method: "POST", path: `${OPS}/diversion_apply/diversion_apply_detail`, access: "ops" },
  opsReview: { method: "POST", path: `${OPS}/diversion_apply/diversion_apply_review`, access: "ops" },
});
