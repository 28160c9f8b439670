import { AUTH, PUB, routeGroup } from "./route.ts";

/** The shell calls' routes (their contracts, with schemas, are in shell.contract.ts). */
export const shellRoutes = routeGroup("shell", {
  dicList: { method: "POST", path: `${PUB}/dictionary/dic_list`, access: "pub" },
  navList: { method: "GET", path: `${PUB}/index/nav_list`, access: "pub" },
  publicSettings: { method: "POST", path: `${PUB}/system/public_settings`, access: "pub" },
  unreadCount: { method: "POST", path: `${AUTH}/message/unread_count`, access: "auth" },
});
