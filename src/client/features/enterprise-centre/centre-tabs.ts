import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { EnterpriseTab } from "#shared/company/enterprise-tabs.ts";
import { routeMetaFor } from "#shared/shell/route-meta.ts";

/** The pages the tabs open (literal, so links to them are checked against the route tree). */
export type CentreTabPath =
  | "/center"
  | "/activityManage"
  | "/memberManage"
  | "/maintenance"
  | "/guestWare"
  | "/messRemind"
  | "/centerVideo"
  | "/finReport";

export interface CentreTabDef {
  key: number;
  /** the page the tab opens */
  path: CentreTabPath;
  label: MessageDescriptor;
}

/** The enterprise-centre tabs of spec 1 section 2.4 in display order; which of them a user sees is the shared rule's. */
export const CENTRE_TABS: readonly CentreTabDef[] = [
  { key: EnterpriseTab.centre, path: "/center", label: msg`机构中心` },
  { key: EnterpriseTab.activities, path: "/activityManage", label: msg`活动管理` },
  { key: EnterpriseTab.members, path: "/memberManage", label: msg`成员管理` },
  { key: EnterpriseTab.homepage, path: "/maintenance", label: msg`主页维护` },
  { key: EnterpriseTab.guests, path: "/guestWare", label: msg`嘉宾库` },
  { key: EnterpriseTab.messages, path: "/messRemind", label: msg`消息提醒` },
  { key: EnterpriseTab.videos, path: "/centerVideo", label: msg`企业视频` },
  { key: EnterpriseTab.financialReport, path: "/finReport", label: msg`可视化财报` },
];

/** The tab a centre path selects (its route meta's centreTab), or undefined outside the centre. */
export function centreTabOf(pathname: string): number | undefined {
  return routeMetaFor(pathname)?.centreTab;
}

/** The tab definitions for the visible keys, in display order. */
export function tabsFor(visibleKeys: readonly number[]): CentreTabDef[] {
  return CENTRE_TABS.filter((tab) => visibleKeys.includes(tab.key));
}

/** The path a tab key opens (the centre home for an unknown key). */
export function tabPath(key: number): CentreTabPath {
  return CENTRE_TABS.find((tab) => tab.key === key)?.path ?? "/center";
}
