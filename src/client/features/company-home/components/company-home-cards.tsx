import { Stack } from "@mantine/core";
import type { TCompanyInfo, TUserInfo } from "#shared/api/session.contract.ts";
import { seesDistribution, seesRecentActivities } from "#shared/activity/company-home.ts";
import { LoginType } from "#shared/identity/login-type.ts";
import { MessageCard } from "#client/features/company-home/components/message-card.tsx";
import { DistributionCard } from "#client/features/company-home/components/distribution-card.tsx";
import { RecentActivitiesCard } from "#client/features/company-home/components/recent-activities-card.tsx";

export interface CompanyHomeCardsProps {
  company: TCompanyInfo;
  user: TUserInfo;
  loginType: string;
}

/**
 * The company home's activity cards (document 2 sections 2.3 and 6): messages, distribution and the
 * government users' recent activities, each by its rule; none of them for login type 5.
 */
export function CompanyHomeCards({ company, user, loginType }: CompanyHomeCardsProps) {
  if (loginType === LoginType.special) return null;
  const member = { companyUserRole: user.companyUserRole, isDistributeEnable: user.isDistributeEnable, isActivitySearchEnable: user.isActivitySearchEnable };
  return (
    <Stack gap="md" data-testid="company-home-cards">
      <MessageCard />
      {seesDistribution(company, member) ? <DistributionCard /> : null}
      {seesRecentActivities(company, member) ? <RecentActivitiesCard /> : null}
    </Stack>
  );
}
