import { OPS, routeGroup } from "./route.ts";

/** The ops calls' routes (their contracts, with schemas, are in ops.contract.ts). */
export const opsRoutes = routeGroup("ops", {
  activityPage: { method: "POST", path: `${OPS}/activity/activity_page`, access: "ops" },
  activityDetail: { method: "POST", path: `${OPS}/activity/activity_detail`, access: "ops" },
  visibleUsers: { method: "POST", path: `${OPS}/activity/visible_users`, access: "ops" },
  setVisibleUsers: { method: "POST", path: `${OPS}/activity/set_visible_users`, access: "ops", supervisorOnly: true },
  venueOptions: { method: "POST", path: `${OPS}/activity/venue_options`, access: "ops" },
  partnerOptions: { method: "POST", path: `${OPS}/activity/partner_options`, access: "ops" },
  sendMessage: { method: "POST", path: `${OPS}/message/send`, access: "ops" },
  dashboardCounts: { method: "POST", path: `${OPS}/dashboard/counts`, access: "ops" },
  assignVenue: { method: "POST", path: `${OPS}/activity/assign_venue`, access: "ops" },
  setDeadlines: { method: "POST", path: `${OPS}/activity/set_deadlines`, access: "ops" },
  reopenMaterials: { method: "POST", path: `${OPS}/activity/reopen_materials`, access: "ops" },
  publishTest: { method: "POST", path: `${OPS}/activity/publish_test`, access: "ops" },
  publish: { method: "POST", path: `${OPS}/activity/publish`, access: "ops" },
  setLiveUrl: { method: "POST", path: `${OPS}/activity/set_live_url`, access: "ops" },
  start: { method: "POST", path: `${OPS}/activity/start`, access: "ops" },
  end: { method: "POST", path: `${OPS}/activity/end`, access: "ops" },
  cancel: { method: "POST", path: `${OPS}/activity/cancel`, access: "ops", supervisorOnly: true },
  switchModules: { method: "POST", path: `${OPS}/activity/switch_modules`, access: "ops" },
  assignPartners: { method: "POST", path: `${OPS}/activity/assign_partners`, access: "ops" },
});
