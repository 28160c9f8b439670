import { OPS, routeGroup } from "./route.ts";

/**
 * Enterprise and operator accounts in the back office (contracts in account-admin.contract.ts). Reading them
 * is any operator's; opening, locking, resetting and changing roles decide who can act in the portal and the
 * back office, so they are the supervisor's (ops-roles).
 */
export const accountAdminRoutes = routeGroup("accountAdmin", {
  accountPage: { method: "POST", path: `${OPS}/account/account_page`, access: "ops" },
  operatorPage: { method: "POST", path: `${OPS}/account/operator_page`, access: "ops" },
  accountCreate: { method: "POST", path: `${OPS}/account/account_create`, access: "ops", supervisorOnly: true },
  operatorCreate: { method: "POST", path: `${OPS}/account/operator_create`, access: "ops", supervisorOnly: true },
  resetPassword: { method: "POST", path: `${OPS}/account/reset_password`, access: "ops", supervisorOnly: true },
  lock: { method: "POST", path: `${OPS}/account/lock`, access: "ops", supervisorOnly: true },
  operatorRole: { method: "POST", path: `${OPS}/account/operator_role`, access: "ops", supervisorOnly: true },
});
