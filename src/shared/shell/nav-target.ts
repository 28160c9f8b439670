/**
 * Where a header navigation item leads (document 1 section 2.2, "Menu item routing for navLevel-2 items"),
 * which items the English header shows, and the label in each locale. The header (desktop and mobile) asks
 * these rules instead of switching on routePath itself.
 */
import type { TNavItem } from "../api/shell.contract.ts";

export type TNavTarget =
  | { kind: "external"; url: string }
  | { kind: "route"; to: string; search?: Record<string, string> }
  | { kind: "none" };

export type TNavLocale = "zh-CN" | "en-US";

/** The company type the institution menu (nav9) uses when an item carries none: 686868 means all (document 1 section 9). */
export const INSTITUTION_DEFAULT_COMPANY_TYPE = 686868;

const NONE: TNavTarget = { kind: "none" };

/** Whether a url is an absolute http(s) address; anything else (javascript:, data:, relative) never opens a tab. */
export function isExternalUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed)) return false;
  try {
    new URL(trimmed);
    return true;
  } catch {
    return false;
  }
}

/** A same-site path ("/hotTopic"), but not a protocol-relative "//host" address, which would leave the site. */
function internalPath(url: string | null): string | null {
  const trimmed = url?.trim() ?? "";
  return trimmed.startsWith("/") && !trimmed.startsWith("//") ? trimmed : null;
}

/**
 * Nav menu routing rule (document 1 section 2.2): an http(s) url opens in a new tab; otherwise routePath decides.
 *
 * nav6 (the interaction platform) is "external on mobile"; the portal has no page of its own for it (section
 * 2.1 lists none), so on desktop it opens its url in a new tab as well: the mobile flag makes no difference
 * today but stays in the signature because the spec distinguishes the two headers. nav7, nav8 and nav10 are the
 * seeded hot-topic, course and about-us items, which carry no url. An unknown routePath falls back to a
 * same-site url when the item has one, and otherwise does nothing.
 */
export function navTarget(item: TNavItem, _isMobile: boolean): TNavTarget {
  if (isExternalUrl(item.url)) return { kind: "external", url: item.url.trim() };
  const routePath = item.routePath?.trim() ?? "";
  switch (routePath) {
    case "nav0":
      return NONE;
    case "nav1":
    case "nav2":
      return { kind: "route", to: "/roadshowList", search: { navType: routePath } };
    case "nav3":
    case "nav6":
      // External items: a valid url already returned above; a missing or non-http(s) one leads nowhere.
      // nav6 is external on mobile per the spec and on desktop too, for want of a portal page (see above).
      return NONE;
    case "nav4":
    case "nav5":
      return { kind: "route", to: "/stockVideoConverge", search: { navType: routePath } };
    case "nav7":
      return { kind: "route", to: "/hotTopic" };
    case "nav8":
      return { kind: "route", to: "/course" };
    case "nav9":
      return {
        kind: "route",
        to: "/institutionalCenter",
        search: { companyType: String(item.companyType ?? INSTITUTION_DEFAULT_COMPANY_TYPE) },
      };
    case "nav10":
      return { kind: "route", to: "/aboutUs" };
    case "nav11":
      return { kind: "route", to: "/finReportList" };
    default: {
      const path = internalPath(item.url);
      return path ? { kind: "route", to: path } : NONE;
    }
  }
}

/**
 * English navigation rule (document 1 section 3, isPushEnVersion): in en-US only items pushed to the English
 * version are shown, at every level; zh-CN shows everything. A group (nav0) whose children were all hidden
 * is dropped as well, since its header would open an empty menu and lead nowhere by itself.
 */
export function visibleNavItems(items: TNavItem[], locale: TNavLocale): TNavItem[] {
  if (locale !== "en-US") return items;
  const result: TNavItem[] = [];
  for (const item of items) {
    if (!item.isPushEnVersion) continue;
    const children = visibleNavItems(item.childrenList ?? [], locale);
    const emptiedGroup = (item.childrenList?.length ?? 0) > 0 && children.length === 0 && navTarget(item, false).kind === "none";
    if (emptiedGroup) continue;
    result.push({ ...item, childrenList: children });
  }
  return result;
}

/** Navigation label rule: the English name in en-US (the Chinese one when it is blank), the Chinese name otherwise. */
export function navLabel(item: TNavItem, locale: TNavLocale): string {
  if (locale === "en-US" && item.navEnName?.trim()) return item.navEnName;
  return item.navName;
}
