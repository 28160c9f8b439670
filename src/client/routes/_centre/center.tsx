import { Card, Stack, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { getLoginType } from "#client/lib/session.ts";
import { LoginType } from "#shared/identity/login-type.ts";
import { effectiveLoginType, visibleTabsFor } from "#client/features/enterprise-centre/centre-access.ts";
import { useCentreCompany, useCentreUser } from "#client/features/enterprise-centre/centre.queries.ts";
import { CompanyCard } from "#client/features/enterprise-centre/components/company-card.tsx";
import { BookingCards } from "#client/features/booking/components/booking-cards.tsx";
import { CompanyHomeCards } from "#client/features/company-home/components/company-home-cards.tsx";

// The enterprise home (document 2 section 2.3): the company card, messages, distribution and recent
// activities by their rules, then the booking cards.
export const Route = createFileRoute("/_centre/center")({
  component: CentreHome,
});

function CentreHome() {
  const user = useCentreUser().data;
  const company = useCentreCompany().data;
  // the layout's guard has loaded both before this page renders
  if (!user || !company) return null;
  const loginType = effectiveLoginType(user, getLoginType());
  const tabs = visibleTabsFor(company, user, loginType);
  return (
    <Stack gap="md">
      {/* login type 5 sees neither the company block nor the messages (document 2 section 6); a line says
          where its work is instead of an empty page */}
      {loginType === LoginType.special ? (
        <Card withBorder radius="md" padding="lg" data-testid="centre-welcome">
          <Text>
            <Trans>欢迎使用机构中心，请从上方导航进入各项功能。</Trans>
          </Text>
        </Card>
      ) : (
        <CompanyCard company={company} user={user} tabs={tabs} />
      )}
      <CompanyHomeCards company={company} user={user} loginType={loginType} />
      <BookingCards company={company} user={user} />
    </Stack>
  );
}
