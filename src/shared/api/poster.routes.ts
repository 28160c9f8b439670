import { AUTH, routeGroup } from "./route.ts";

/** The promotion poster (document 3 sections 2.1 item 5 and 4 "Poster"); its contract is in poster.contract.ts. */
export const posterRoutes = routeGroup("poster", {
  activityPoster: { method: "POST", path: `${AUTH}/activity/activity_poster`, access: "auth" },
});
