import { canManageFinReports } from "../institution/fin-report-rules.ts";

/**
 * The enterprise-centre tabs of document 1 section 2.4, as pure predicates over the company and the user,
 * so the server can refuse and the UI can hide with the same rule.
 */

export interface TTabCompany {
  companyType: number;
  isOpenExplanation: boolean;
  isEnableFundRoadshow: boolean;
}

export interface TTabUser {
  companyUserRole: number;
  isBookingEnable: boolean;
  isFundRoadshowEnable: boolean;
}

export const EnterpriseTab = {
  centre: 1,
  activities: 2,
  members: 3,
  homepage: 4,
  guests: 5,
  messages: 6,
  videos: 9,
  financialReport: 10,
} as const;

/** Tab 2 rule: company type not 4/5/6, user admin or booking/fund-roadshow enabled, company open for explanation or fund roadshow. */
export function canUseActivityTabs(company: TTabCompany, user: TTabUser): boolean {
  if ([4, 5, 6].includes(company.companyType)) return false;
  const userAllowed = user.companyUserRole === 1 || user.isBookingEnable || user.isFundRoadshowEnable;
  return userAllowed && (company.isOpenExplanation || company.isEnableFundRoadshow);
}

/** The keys of the tabs a user sees, in display order. */
export function visibleEnterpriseTabs(company: TTabCompany, user: TTabUser, loginType: string): number[] {
  const tabs: number[] = [EnterpriseTab.centre];
  const activity = canUseActivityTabs(company, user);
  if (activity) tabs.push(EnterpriseTab.activities);
  tabs.push(EnterpriseTab.members);
  if (activity) tabs.push(EnterpriseTab.homepage, EnterpriseTab.guests);
  if (loginType !== "5") tabs.push(EnterpriseTab.messages);
  if ([1, 2, 8].includes(company.companyType) && activity) tabs.push(EnterpriseTab.videos);
  if (canManageFinReports(company, user)) tabs.push(EnterpriseTab.financialReport);
  return tabs;
}
