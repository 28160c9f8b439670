/**
 * Restricted activities and the distribution details page (document 4 sections 2.3, 2.7 and 6; document 2
 * sections 2.3 and 3). The server refuses with these rules; the back office and the details page use them to
 * show the same decisions.
 */
import { outcomeTable } from "../outcome/outcome.ts";

/** How many users one activity may be restricted to (a list an operator keeps by hand). */
export const VISIBLE_USERS_MAX = 200;

export const VisibilityMsg = {
  userRequired: "请输入用户账号或手机号",
  userTooLong: "用户账号或手机号不能超过50个字符",
  tooMany: `可见用户不能超过${VISIBLE_USERS_MAX}个`,
  /** a typed account or mobile number matching no user; {0} is what was typed */
  unknownUser: "用户不存在：{0}",
} as const;

/** VisibilityMsg as outcome codes (`visibility.key`), see src/shared/outcome. */
export const VisibilityOutcome = outcomeTable("visibility", VisibilityMsg);

/** The unknown-user refusal naming what the operator typed. */
export function unknownUserMessage(typed: string): string {
  return VisibilityMsg.unknownUser.replace("{0}", typed);
}

export interface TRestrictedViewer {
  /** the users the activity is restricted to; empty means public */
  visibleUserIds: readonly number[];
  /** the viewer's user id, or null for an anonymous visitor */
  viewerUserId: number | null;
  isOperator: boolean;
  /** the viewer's company holds (takes part in) the activity */
  isHolder?: boolean;
}

/**
 * Restricted activities (visibleTo a list of users) show only to those users; an empty list is public. The
 * companies holding the activity and operators always see it. Everyone else is told it does not exist.
 */
export function canSeeRestrictedActivity(v: TRestrictedViewer): boolean {
  if (v.visibleUserIds.length === 0) return true;
  if (v.isOperator || v.isHolder === true) return true;
  return v.viewerUserId !== null && v.visibleUserIds.includes(v.viewerUserId);
}

/**
 * The entries an operator typed (accounts or mobile numbers), trimmed, blanks dropped, each once in the order
 * first typed; so "13800000001" typed twice is one user.
 */
export function normaliseVisibleEntries(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === "" || seen.has(entry)) continue;
    seen.add(entry);
    out.push(entry);
  }
  return out;
}

/** Whether a typed entry looks like a mainland mobile number (else it is an account name). */
export function isMobileEntry(entry: string): boolean {
  return /^1\d{10}$/.test(entry);
}

/**
 * Who opens an activity's distribution details (/distributeDetails/{id}, /distributeSingle/{activityId}/{companyId}):
 * a distribution partner assigned to the activity (with the distribution right of the company home card), or
 * a company holding the activity. Anyone else gets 403.
 */
export type TDistributionViewer = "partner" | "holder";

export function distributionViewer(facts: { isPartner: boolean; seesDistribution: boolean; isHolder: boolean }): TDistributionViewer | null {
  if (facts.isPartner && facts.seesDistribution) return "partner";
  if (facts.isHolder) return "holder";
  return null;
}

/**
 * One company's corner of the details (/distributeSingle): the company must take part in the activity; a
 * partner sees any corner, a holding company only its own.
 */
export function canOpenDistributionCorner(viewer: TDistributionViewer, viewerCompanyId: number, cornerCompanyId: number): boolean {
  return viewer === "partner" || viewerCompanyId === cornerCompanyId;
}

/** Whether the PV dialog is offered: to the partner, for its own row not yet submitted, on an activity not cancelled. */
export function canSubmitDistributionPv(viewer: TDistributionViewer | null, row: { submitStatus: number }, activity: { isCancel: boolean }): boolean {
  return viewer === "partner" && row.submitStatus === 0 && !activity.isCancel;
}
