import { AUTH, OPS, routeGroup } from "./route.ts";

/**
 * Lottery draw applications (document 4 sections 5 and 6): the company's calls (enterprise login) and the back
 * office's draw services and review. Schemas in rolling.contract.ts.
 */
export const rollingRoutes = routeGroup("rolling", {
  rollingPage: { method: "POST", path: `${AUTH}/rolling/rolling_page`, access: "auth" },
  serviceDetail: { method: "POST", path: `${AUTH}/rolling/service_detail`, access: "auth" },
  apply: { method: "POST", path: `${AUTH}/rolling/apply`, access: "auth" },
  applyDetail: { method: "POST", path: `${AUTH}/rolling/apply_detail`, access: "auth" },
  myApplyPage: { method: "POST", path: `${AUTH}/rolling/my_apply_page`, access: "auth" },
  opsServicePage: { method: "POST", path: `${OPS}/rolling/service_page`, access: "ops" },
  opsServiceSave: { method: "POST", path: `${OPS}/rolling/service_save`, access: "ops" },
  opsApplyPage: { method: "POST", path: `${OPS}/rolling/apply_page`, access: "ops" },
  opsRooms: { method: "POST", path: `${OPS}/rolling/room_list`, access: "ops" },
  opsAccept: { method: "POST", path: `${OPS}/rolling/accept`, access: "ops" },
  opsReject: { method: "POST", path: `${OPS}/rolling/reject`, access: "ops" },
});
