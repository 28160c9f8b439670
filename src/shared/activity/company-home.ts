/** Rules of the company home page (document 2 sections 2.3, 4 and 6). */

/** Diversion certification progress text (document 2 section 4). */
export function diversionProgressText(progress: number | null | undefined, isDistributeVerify: boolean): string {
  if (progress === null || progress === undefined || progress === 0) return "待申请";
  if (progress >= 1 && progress <= 4) return "申请中";
  if ([20, 30, 40, 50].includes(progress)) return "审核不通过";
  if (progress === 5) return isDistributeVerify ? "认证通过" : "已提交";
  if (progress === 6) return "已过期，请重新申请";
  return "已提交";
}

/** Company types that see diversion certification: 1, 2, 3, 5, 6 and 8, with the flag for members. */
export function seesDiversion(companyType: number, user: { companyUserRole: number | null; isDiversionEnable: boolean }): boolean {
  return [1, 2, 3, 5, 6, 8].includes(companyType) && (user.companyUserRole === 1 || user.isDiversionEnable);
}

/** Distribution card: enabled distribution for the company and the member flag (or admin). */
export function seesDistribution(company: { isEnableDistribute: boolean }, user: { companyUserRole: number | null; isDistributeEnable: boolean }): boolean {
  return company.isEnableDistribute && (user.companyUserRole === 1 || user.isDistributeEnable);
}

/** Recent activities card: government users (type 4) with activity search (admin or flag). */
export function seesRecentActivities(
  company: { companyType: number; isEnableActivitySearch: boolean },
  user: { companyUserRole: number | null; isActivitySearchEnable: boolean },
): boolean {
  return company.companyType === 4 && (user.companyUserRole === 1 || user.isActivitySearchEnable);
}

/** The next-week distribution badge shows the total, at most 99. */
export function badgeCount(total: number): number {
  return Math.min(99, Math.max(0, total));
}

export const PV_MAX_DIGITS = 9;
export const MSG_PV_REQUIRED = "请输入PV数";
export const MSG_PV_DIGITS = "PV数只能为数字";
export const MSG_PV_TOO_LONG = "PV数不能超过9位";

/** PV submit rule: required, digits only, at most 9 digits; null when valid. */
export function pvError(value: string): string | null {
  const v = value.trim();
  if (v === "") return MSG_PV_REQUIRED;
  if (!/^\d+$/.test(v)) return MSG_PV_DIGITS;
  if (v.length > PV_MAX_DIGITS) return MSG_PV_TOO_LONG;
  return null;
}

/** Company-type tag colours (Mantine colour names) per type. */
export function companyTypeColor(companyType: number): string {
  const colors: Record<number, string> = { 1: "red", 2: "blue", 3: "grape", 4: "teal", 5: "orange", 6: "cyan", 8: "pink" };
  return colors[companyType] ?? "gray";
}
