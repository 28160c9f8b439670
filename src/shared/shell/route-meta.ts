/**
 * The portal's routes (document 1 section 2.1) and the rules attached to each: whether it needs a token,
 * which layout it lives in, which enterprise-centre tab it selects, the narrow footer, the side buttons.
 * Titles are user-visible text and live with the client's Lingui catalog, keyed by `id`.
 */

export type TLayout = "main" | "bare";

export interface TRouteMeta {
  /** stable key for titles and tests */
  id: string;
  /** TanStack path pattern */
  path: string;
  auth: boolean;
  layout: TLayout;
  /** the enterprise-centre tab this route selects (document 1 section 2.4) */
  centreTab?: number;
  /** the page title is the bare route title, without the site prefix */
  bareTitle?: boolean;
}

const main = (id: string, path: string, extra: Partial<TRouteMeta> = {}): TRouteMeta => ({ id, path, auth: false, layout: "main", ...extra });
const centre = (id: string, path: string, centreTab: number): TRouteMeta => main(id, path, { auth: true, centreTab });
const bare = (id: string, path: string, extra: Partial<TRouteMeta> = {}): TRouteMeta => ({ id, path, auth: false, layout: "bare", ...extra });

export const ROUTES: readonly TRouteMeta[] = [
  main("home", "/home"),
  main("roadshowList", "/roadshowList"),
  main("stockVideoConverge", "/stockVideoConverge"),
  main("videoDetail", "/videoDetail"),
  main("finReportList", "/finReportList"),
  main("activityDetails", "/activityDetails/$id/{-$testCode}", { bareTitle: true }),
  main("event", "/event/$id/{-$testCode}"),
  main("distributeDetails", "/distributeDetails/$id", { auth: true, centreTab: 1 }),
  main("distributeSingle", "/distributeSingle/$activityId/$companyId", { auth: true, centreTab: 1 }),
  main("trainDetail", "/trainDetail/{-$id}"),
  main("singleCompany", "/singleCompany/$activityId/$companyId", { bareTitle: true }),
  main("personLogin", "/login/personlogin/$type", { auth: true }),
  main("authenticationType", "/login/authenticationType", { auth: true }),
  main("authenticationList", "/login/authenticationList", { auth: true }),
  centre("enterpriseCentre", "/enterpriseCentre", 1),
  centre("center", "/center", 1),
  centre("distributeList", "/distributeList", 1),
  centre("activityManage", "/activityManage", 2),
  centre("actManageDetail", "/actManageDetail", 2),
  centre("memberManage", "/memberManage", 3),
  centre("maintenance", "/maintenance", 4),
  centre("guestWare", "/guestWare", 5),
  centre("messRemind", "/messRemind", 6),
  centre("centerVideo", "/centerVideo", 9),
  centre("finReport", "/finReport", 10),
  centre("addOrder", "/addOrder", 2),
  centre("diversionAuthentication", "/diversionAuthentication", 1),
  main("recentActivity", "/recentActivity"),
  main("searchResults", "/searchResults"),
  main("preCallQa", "/preCallQa"),
  main("stayTuned", "/stayTuned/$id"),
  main("hotTopic", "/hotTopic"),
  main("hotTopicDetail", "/hotTopicDetail/$id"),
  main("institutionalCenter", "/institutionalCenter"),
  main("institutionalCenterDetail", "/institutionalCenterDetail"),
  main("versionAgreement", "/VersionAgreement"),
  main("comingSoon", "/ComingSoon"),
  main("refresh", "/refresh"),
  main("helpCenter", "/helpCenter"),
  main("personalCenter", "/personalCenter", { auth: true }),
  bare("loginIndex", "/loginIndex/{-$type}"),
  bare("realPersonIndex", "/realPersonIndex"),
  bare("systemMaintenance", "/SystemMaintenance"),
  bare("interpage", "/interpage"),
  bare("interminipage", "/interminipage"),
  bare("rolling", "/rolling", { auth: true }),
  bare("addRolling", "/addRolling/$id", { auth: true }),
  bare("addRollingDetail", "/addRollingDetail/$id", { auth: true }),
  bare("aboutUs", "/aboutUs"),
  bare("introduceCenter", "/introduceCenter"),
  bare("course", "/course"),
  // the enterprise centre's print page: signed in, Chinese only, the centre's catalog
  bare("activeDataPrint", "/pending/activeDataPrint", { auth: true, centreTab: 1 }),
  bare("pdfView", "/pending/pdfView"),
  bare("mobileDetails", "/mobileDetails/{-$id}"),
  // The back office (document 4 section 6): its own shell, Chinese only. Not `auth`: without an operator
  // session the /ops layout itself offers the operator login instead of sending the visitor to /home.
  bare("ops", "/ops"),
  bare("opsActivities", "/ops/activities"),
  bare("opsActivity", "/ops/activity"),
  bare("opsVideos", "/ops/videos"),
  bare("opsRelay", "/ops/relay"),
  bare("opsVideoLibrary", "/ops/videoLibrary"),
  bare("opsHomepages", "/ops/homepages"),
  bare("opsMessages", "/ops/messages"),
  bare("opsModeration", "/ops/moderation"),
  bare("opsContent", "/ops/content"),
  bare("opsCompanies", "/ops/companies"),
  bare("opsCapacity", "/ops/capacity"),
  bare("opsSeries", "/ops/series"),
  bare("opsOperators", "/ops/operators"),
  bare("opsAudit", "/ops/audit"),
  bare("opsBindApplies", "/ops/bindApplies"),
  bare("opsRolling", "/ops/rolling"),
];

/** Enterprise pages whose footer is narrow and centred (document 1 section 2.3). */
export const NARROW_FOOTER_PREFIXES = [
  "/center", "/activityManage", "/finReport", "/memberManage", "/centerVideo", "/maintenance", "/guestWare",
  "/distributeDetails", "/distributeSingle", "/messRemind", "/actManageDetail", "/addOrder",
] as const;

/** Whether a path gets the narrow, centred footer. */
export function hasNarrowFooter(pathname: string): boolean {
  return NARROW_FOOTER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Whether a path is an enterprise-centre page (forced Chinese; header hidden for login type 5). */
export function isCentrePath(pathname: string): boolean {
  return routeMetaFor(pathname)?.centreTab !== undefined;
}

/** All the side buttons are hidden on these pages (document 1 section 2.2). */
export function hidesSideButtons(pathname: string): boolean {
  return pathname === "/recentActivity" || pathname === "/preCallQa";
}

/** The meta of the route a concrete path belongs to (pattern segments `$x` and optional `{-$x}` match). */
export function routeMetaFor(pathname: string): TRouteMeta | undefined {
  const parts = pathname.replace(/\/+$/, "").split("/").filter(Boolean);
  return ROUTES.find((r) => {
    const pattern = r.path.split("/").filter(Boolean);
    if (parts.length > pattern.length) return false;
    return pattern.every((seg, i) => {
      const part = parts[i];
      if (seg.startsWith("{-$")) return true;
      if (part === undefined) return false;
      return seg.startsWith("$") ? true : seg.toLowerCase() === part.toLowerCase();
    });
  });
}

/** A route that needs a token, visited without one, goes to /home. */
export function guardRedirect(pathname: string, hasToken: boolean): string | null {
  const meta = routeMetaFor(pathname);
  return meta?.auth && !hasToken ? "/home" : null;
}

/** Whether a path is a back-office page (/ops and below): its own shell, Chinese only. */
export function isOpsPath(pathname: string): boolean {
  return pathname === "/ops" || pathname.startsWith("/ops/");
}
