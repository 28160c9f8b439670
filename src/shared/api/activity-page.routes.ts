import { PUB, routeGroup } from "./route.ts";

/** The chat-app service's public base (document 1 section 7.1: wx-service/api/pub/v1). */
export const WX_PUB = "/wx-service/api/pub/v1";

/**
 * The public activity page's calls besides activity/activity_detail (which lives with the Q&A calls): the
 * calendar file and the share calls of document 1 section 7.1.
 */
export const activityPageRoutes = routeGroup("activityPage", {
  calendarIcs: { method: "POST", path: `${PUB}/activity/activity_calendar_ics`, access: "pub" },
  wechatShare: { method: "POST", path: `${WX_PUB}/wechat/share`, access: "pub" },
  saveRoute: { method: "POST", path: `${WX_PUB}/share/save_route`, access: "pub" },
});
