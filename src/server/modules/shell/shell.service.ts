import type { TNavItem, TPublicSettings } from "#shared/api/shell.contract.ts";
import { noticeBannerOf } from "#shared/shell/notice-banner.ts";
import { FOOTER_SETTING_KEY, footerOf } from "#shared/shell/site-footer.ts";
import type { TDb } from "../../db/client.ts";
import { claimOnlineVisit, countOnlineVisits, loadEnabledNavRows, loadSettingValues, refreshOnlineVisit, type TNavRow } from "./shell.repository.ts";

/** A browser counts as online for five minutes after its last online_increment. */
export const ONLINE_WINDOW_MS = 5 * 60_000;
/** Browser sessions one visitor (an account, or an address) may hold online at once; more are not counted. */
export const ONLINE_SESSIONS_PER_VISITOR = 10;

/** Builds the navigation tree from flat rows (children sorted by `sort`). */
export function buildNavTree(rows: TNavRow[]): TNavItem[] {
  const byParent = new Map<number, TNavRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number, depth: number): TNavItem[] =>
    depth > 5
      ? []
      : (byParent.get(parentId) ?? [])
          .sort((a, b) => a.sort - b.sort || a.id - b.id)
          .map((r) => ({
            id: r.id,
            navName: r.navName,
            navEnName: r.navEnName,
            parentId: r.parentId,
            navLevel: r.navLevel,
            treePath: r.treePath,
            routePath: r.routePath,
            url: r.url,
            companyType: r.companyType,
            isPushEnVersion: r.isPushEnVersion,
            sort: r.sort,
            childrenList: build(r.id, depth + 1),
          }));
  return build(0, 0);
}

/** nav_list's datas: the enabled navigation as one tree under datas[0].childrenList. */
export async function loadNavList(db: TDb): Promise<[{ childrenList: TNavItem[] }]> {
  return [{ childrenList: buildNavTree(await loadEnabledNavRows(db)) }];
}

/** The settings every page reads (banner, gray mode, switches), from the stored values, with their defaults. */
export async function loadPublicSettings(db: TDb): Promise<TPublicSettings> {
  const value = await loadSettingValues(db);
  const obj = (key: string) => (value.get(key) ?? {}) as Record<string, unknown>;
  return {
    noticeBanner: noticeBannerOf(value.get("noticeBanner")),
    grayMode: Number(value.get("grayMode") ?? 0) || 0,
    hotline: { enabled: obj("hotline").enabled !== false },
    miniProgram: { enabled: obj("miniProgram").enabled === true },
    realPersonSwitch: value.get("realPersonSwitch") !== false,
    maintenance: { enabled: obj("maintenance").enabled === true },
    footer: footerOf(value.get(FOOTER_SETTING_KEY)),
  };
}

/**
 * online_increment: keeps this browser session online and answers how many are. A session id is bound to the
 * visitor who first posted it: only they keep it alive, and one visitor's made-up ids stop counting after
 * ONLINE_SESSIONS_PER_VISITOR (they still get the count back).
 */
export async function recordOnlineVisit(db: TDb, sessionId: string, visitor: string, at: Date): Promise<number> {
  const since = new Date(at.getTime() - ONLINE_WINDOW_MS);
  if (!(await refreshOnlineVisit(db, sessionId, visitor, at)) && (await countOnlineVisits(db, since, visitor)) < ONLINE_SESSIONS_PER_VISITOR) {
    await claimOnlineVisit(db, sessionId, visitor, at, since);
  }
  return countOnlineVisits(db, since);
}
