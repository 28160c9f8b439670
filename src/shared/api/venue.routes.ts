import { AUTH, routeGroup } from "./route.ts";

/**
 * The venue panel's calls (document 3 section 7, "Video upload and venue"): download_receipt is the spec's;
 * venue_info is not shown there (the panel's data source is not in the source) and follows its conventions.
 */
export const venueRoutes = routeGroup("venue", {
  venueInfo: { method: "POST", path: `${AUTH}/activity_page_build/venue_info`, access: "auth" },
  downloadReceipt: { method: "POST", path: `${AUTH}/activity_page_build/download_receipt`, access: "auth" },
});
