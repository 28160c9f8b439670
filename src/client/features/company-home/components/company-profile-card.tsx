import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import type { TCompanyInfo, TUserInfo } from "#shared/api/session.contract.ts";
import { companyTypeColor, diversionProgressText, seesDiversion } from "#shared/activity/company-home.ts";
import { companyTypeText } from "#shared/company/company-type.ts";

/**
 * The company card of the home page (document 2 section 2.3): logo, names, stock code, the type tag in its
 * colour, and for the types that have it the diversion certification status with its link.
 */
export function CompanyProfileCard({ company, user }: { company: TCompanyInfo; user: TUserInfo }) {
  // the centre is Chinese only (spec 1 section 4.1), so the shared rule's texts show as they are
  const typeText = company.companyTypeText || companyTypeText(company.companyType);
  const diversion = seesDiversion(company.companyType, { companyUserRole: user.companyUserRole, isDiversionEnable: user.isDiversionEnable });

  return (
    <Card withBorder radius="md" padding="md" data-testid="home-company-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar src={company.miniLogoPath ?? company.logoPath} size={56} radius="md" color="blue" alt="">
          {Array.from(company.shortName)[0] ?? ""}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h4" data-testid="home-company-name">
              {company.shortName || company.fullName}
            </Title>
            {company.stockCode ? (
              <Text c="dimmed" size="sm">
                {company.stockCode}
              </Text>
            ) : null}
            <Badge color={companyTypeColor(company.companyType)} variant="light" data-testid="home-company-type">
              {typeText}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {company.fullName}
          </Text>
          {diversion ? (
            <Group gap="xs" data-testid="home-diversion">
              <Text size="sm">
                <Trans>转流认证：</Trans>
                <Text span fw={600} data-testid="home-diversion-status">
                  {diversionProgressText(company.progress, company.isDistributeVerify)}
                </Text>
              </Text>
              <Anchor component={Link} to="/diversionAuthentication" size="sm">
                <Trans>去认证</Trans>
              </Anchor>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
