import { PUB, routeGroup } from "./route.ts";

/** The public lists' and search's routes (their contracts, with schemas, are in public-list.contract.ts). */
export const publicListRoutes = routeGroup("publicList", {
  activityPage: { method: "POST", path: `${PUB}/activity/activity_page`, access: "pub" },
  homeStrips: { method: "POST", path: `${PUB}/activity/home_strips`, access: "pub" },
  searchAll: { method: "POST", path: `${PUB}/search/search_all`, access: "pub" },
});
