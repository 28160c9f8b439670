import { OPS, routeGroup } from "./route.ts";

/**
 * The back office's collective series (document 4 section 6); contracts in series.contract.ts. Setting up,
 * changing and closing a series opens or withdraws bookable capacity for every company at once, so those
 * calls are the supervisor's; reading them is any operator's.
 */
export const seriesRoutes = routeGroup("series", {
  seriesList: { method: "POST", path: `${OPS}/series/series_list`, access: "ops" },
  seriesDetail: { method: "POST", path: `${OPS}/series/series_detail`, access: "ops" },
  seriesSave: { method: "POST", path: `${OPS}/series/series_save`, access: "ops", supervisorOnly: true },
  seriesClose: { method: "POST", path: `${OPS}/series/series_close`, access: "ops", supervisorOnly: true },
  activitySave: { method: "POST", path: `${OPS}/series/activity_save`, access: "ops", supervisorOnly: true },
});
