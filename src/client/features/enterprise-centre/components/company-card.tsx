import { Anchor, Avatar, Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TCompanyInfo, TUserInfo } from "#shared/api/session.contract.ts";
import { CompanyUserRole, companyTypeText } from "#shared/company/company-type.ts";
import { EnterpriseTab } from "#shared/company/enterprise-tabs.ts";
import { companyTypeColor, diversionProgressText, seesDiversion } from "#shared/activity/company-home.ts";
import { tabsFor } from "#client/features/enterprise-centre/centre-tabs.ts";

export interface CompanyCardProps {
  company: TCompanyInfo;
  user: TUserInfo;
  /** the user's visible tabs, offered as shortcuts */
  tabs: readonly number[];
}

/**
 * The company card of the centre home (document 2 section 2.3): who the company is (the type tag in its
 * colour), the diversion certification status and link for the types that have it, who the user is, and
 * shortcuts to the user's tabs. Login type 5 does not see it (the page leaves it out).
 */
export function CompanyCard({ company, user, tabs }: CompanyCardProps) {
  const { t } = useLingui();
  const typeText = company.companyTypeText || companyTypeText(company.companyType);
  const role = user.companyUserRole === CompanyUserRole.admin ? t`管理员` : t`普通成员`;
  const initial = Array.from(company.shortName)[0] ?? "";
  const shortcuts = tabsFor(tabs).filter((tab) => tab.key !== EnterpriseTab.centre);
  const diversion = seesDiversion(company.companyType, { companyUserRole: user.companyUserRole, isDiversionEnable: user.isDiversionEnable });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="company-card">
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Avatar src={company.logoPath} size={64} radius="md" color="blue" alt="">
            {initial}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h3" data-testid="company-short-name">
                {company.shortName}
              </Title>
              <Badge variant="light" color={companyTypeColor(company.companyType)} data-testid="company-type">
                {typeText}
              </Badge>
            </Group>
            <Text c="dimmed" size="sm" data-testid="company-full-name">
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

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="xs">
          <Field label={t`股票代码`} value={company.stockCode ?? t`无`} testId="company-stock-code" />
          <Field label={t`当前用户`} value={user.nickName || user.account || ""} testId="centre-user" />
          <Field label={t`成员角色`} value={role} testId="centre-role" />
          <Field label={t`机构类型`} value={typeText} testId="company-type-text" />
        </SimpleGrid>

        {shortcuts.length > 0 ? (
          <>
            <Divider />
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                <Trans>常用功能</Trans>
              </Text>
              <Group gap="xs">
                {shortcuts.map((tab) => (
                  <Button key={tab.key} component={Link} to={tab.path} variant="light" size="xs">
                    {t(tab.label)}
                  </Button>
                ))}
              </Group>
            </Stack>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}
