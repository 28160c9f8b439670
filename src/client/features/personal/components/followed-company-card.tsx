import { Card, Group, Stack, Text } from "@mantine/core";
import { AnchorLink } from "#client/components/layout/router-links.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import { FollowButton } from "#client/components/personal/mark-buttons.tsx";
import { byLocale } from "#shared/activity/activity-page.ts";
import type { TFollowedCompany } from "#shared/api/personal.contract.ts";
import { ActivityRow } from "./activity-row.tsx";

/** A company I follow: its name (opening its page), the button to stop following, its next activities. */
export function FollowedCompanyCard({ company }: { company: TFollowedCompany }) {
  const { i18n } = useLingui();
  return (
    <Card withBorder radius="md" padding="md" data-testid="followed-company" data-company-id={company.companyId}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <AnchorLink to="/institutionalCenterDetail" search={{ id: String(company.companyId) }} fw={600} c="blue.8" truncate="end">
            {byLocale(company.shortName, company.enShortName, i18n.locale)} {company.stockCode ?? ""}
          </AnchorLink>
          <Text size="sm" c="dimmed" truncate="end">
            {byLocale(company.fullName, company.enFullName, i18n.locale)}
          </Text>
        </Stack>
        <FollowButton companyId={company.companyId} />
      </Group>
      <Stack gap={0} mt="sm">
        {company.upcoming.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>暂无即将开始的活动</Trans>
          </Text>
        ) : (
          company.upcoming.map((card) => <ActivityRow key={card.activityId} card={card} />)
        )}
      </Stack>
    </Card>
  );
}
