import { outcomeTable } from "../outcome/outcome.ts";

/**
 * The header navigation's items as the back office edits them (document 1 sections 2.2 and 3): two levels,
 * a level-1 item is a group or a link of its own, a level-2 item sits under a level-1 one. Where an item leads
 * is decided by its url (an http(s) address opens a new tab, a same-site path stays) or its routePath, one of
 * the codes below (src/shared/shell/nav-target.ts applies them).
 */
export const NAV_LIMITS = { name: 20, enName: 60, url: 500 } as const;

/** The routePath codes and what each opens (document 1 section 2.2 and the seeded items nav7, nav8, nav10). */
export const NAV_ROUTE_PATHS = ["nav0", "nav1", "nav2", "nav3", "nav4", "nav5", "nav6", "nav7", "nav8", "nav9", "nav10", "nav11"] as const;
export type TNavRoutePath = (typeof NAV_ROUTE_PATHS)[number];

/** The codes whose item needs an http(s) url (they lead nowhere on the portal itself). */
const EXTERNAL_ROUTE_PATHS: readonly string[] = ["nav3", "nav6"];

export const NavMsg = {
  itemNotFound: "该导航项不存在",
  nameRequired: "请输入导航名称",
  nameTooLong: `导航名称不能超过${NAV_LIMITS.name}个字符`,
  enNameRequired: "请输入导航英文名称",
  enNameTooLong: `导航英文名称不能超过${NAV_LIMITS.enName}个字符`,
  level: "导航层级只能是一级或二级",
  parentRequired: "二级导航须选择所属一级导航",
  parentNotFound: "所属一级导航不存在",
  parentOfLevelOne: "一级导航不能有所属导航",
  hasChildren: "该导航下还有二级导航，不能改为二级",
  routePath: "请选择导航类型",
  url: "链接须以 http:// 或 https:// 开头，或为站内路径（以 / 开头）",
  urlTooLong: `链接不能超过${NAV_LIMITS.url}个字符`,
  externalNeedsUrl: "外部链接类型的导航须填写 http:// 或 https:// 开头的链接",
} as const;

/** NavMsg as outcome codes (`nav.key`). */
export const NavOutcome = outcomeTable("nav", NavMsg);

/** A url the header can follow: an absolute http(s) address, or a same-site path that is not "//host". */
export function navUrlAcceptable(url: string): boolean {
  const u = url.trim();
  if (u === "") return true;
  if (u.startsWith("/")) return !u.startsWith("//");
  if (!/^https?:\/\//i.test(u)) return false;
  try {
    new URL(u);
    return true;
  } catch {
    return false;
  }
}

export interface TNavDraft {
  navLevel: number;
  parentId: number;
  routePath: string;
  url: string | null;
}

/**
 * The first problem of an item's shape, or null: the level, its parent (a level-1 id for level 2, none for
 * level 1), a known routePath, and a url the type allows. `parentLevel` is the named parent's level (null
 * when it does not exist); `childCount` how many items sit under the item now (an edit only).
 */
export function navItemProblem(d: TNavDraft, parentLevel: number | null, childCount: number): string | null {
  if (d.navLevel !== 1 && d.navLevel !== 2) return NavMsg.level;
  if (d.navLevel === 1 && d.parentId !== 0) return NavMsg.parentOfLevelOne;
  if (d.navLevel === 2) {
    if (d.parentId === 0) return NavMsg.parentRequired;
    if (parentLevel !== 1) return NavMsg.parentNotFound;
    if (childCount > 0) return NavMsg.hasChildren;
  }
  if (!(NAV_ROUTE_PATHS as readonly string[]).includes(d.routePath)) return NavMsg.routePath;
  const url = d.url?.trim() ?? "";
  if (!navUrlAcceptable(url)) return NavMsg.url;
  if (EXTERNAL_ROUTE_PATHS.includes(d.routePath) && !/^https?:\/\//i.test(url)) return NavMsg.externalNeedsUrl;
  return null;
}
