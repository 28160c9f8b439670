import { useState } from "react";
import { Alert, Anchor, Badge, Card, Center, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { FollowButton } from "#client/components/personal/mark-buttons.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "#client/lib/api.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { useCompanyActivityPage, useCompanyHomepage, type TCompanyHomepage } from "#client/features/institution/institution.queries.ts";
import { companyFullName, companyName, companyTypeLabel } from "#client/features/institution/institution-text.ts";
import { CompanyLogo } from "#client/components/institution/company-logo.tsx";
import { HomepageBody } from "#client/components/institution/homepage-body.tsx";
import { FinReportGrid } from "./fin-report-list-page.tsx";

/**
 * A company's published homepage (document 4 section 2.7, document 3 section 3): logo and names, the picture
 * carousel, videos and the introduction in the page's language, then the company's published activities.
 * An unknown or unpublished company reads exactly as a missing one.
 */
export function CompanyHomepagePage({ companyId }: { companyId: number }) {
  const home = useCompanyHomepage(companyId);
  if (home.isPending && companyId > 0) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  const missing = companyId <= 0 || home.data === null || (home.error instanceof ApiError && home.error.code === 400);
  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }} px={{ base: "xs", sm: "md" }} data-testid="company-homepage">
      {missing ? (
        <EmptyState description={<Trans>机构不存在</Trans>} />
      ) : home.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(home.error)}
        </Alert>
      ) : home.data ? (
        <Stack gap="lg">
          <HomepageHeader home={home.data} companyId={companyId} />
          <HomepageBody intro={home.data.companyIntroJson} />
          <CompanyActivities companyId={companyId} />
          {home.data.companyType === REPORT_COMPANY_TYPE ? <CompanyReports companyId={companyId} /> : null}
        </Stack>
      ) : null}
    </Container>
  );
}

function HomepageHeader({ home, companyId }: { home: TCompanyHomepage; companyId: number }) {
  const { i18n } = useLingui();
  const name = companyName(home, i18n.locale);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group wrap="nowrap" gap="md" align="center">
        <CompanyLogo name={name} path={home.miniLogoPath ?? home.logoPath} size={72} />
        <Stack gap={4} miw={0}>
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }} data-testid="company-name">
            {name}
          </Title>
          <Text c="dimmed" size="sm" style={{ overflowWrap: "anywhere" }}>
            {companyFullName(home, i18n.locale)}
          </Text>
          <Group gap={8}>
            <Badge variant="light">{i18n._(companyTypeLabel(home.companyType))}</Badge>
            {home.stockCode ? (
              <Text size="sm" c="dimmed">
                <Trans>股票代码</Trans> {home.stockCode}
              </Text>
            ) : null}
            <FollowButton companyId={companyId} offVariant="light" />
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** Type-8 companies publish visual financial reports (document 4 section 2.7); their homepage lists them. */
const REPORT_COMPANY_TYPE = 8;

function CompanyReports({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="company-reports">
      <Title order={2} size="h4" mb="sm">
        <Trans>可视化财报</Trans>
      </Title>
      <FinReportGrid page={page} onPage={setPage} companyId={companyId} />
    </Card>
  );
}

function stateOf(status: number): { label: string; color: string } {
  return status === 2 ? { label: "live", color: "red" } : status === 3 ? { label: "ended", color: "gray" } : { label: "upcoming", color: "blue" };
}

function CompanyActivities({ companyId }: { companyId: number }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const list = useCompanyActivityPage(companyId, page);
  const data = list.data;
  const labels: Record<string, string> = { live: t`直播中`, ended: t`已结束`, upcoming: t`即将开始` };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="company-activities">
      <Title order={2} size="h4" mb="sm">
        <Trans>机构活动</Trans>
      </Title>
      {list.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : !data || data.records.length === 0 ? (
        <EmptyState compact description={<Trans>暂无活动</Trans>} />
      ) : (
        <Stack gap="xs">
          {data.records.map((a) => {
            const state = stateOf(a.status);
            const title = i18n.locale === "en-US" && a.enTitle?.trim() ? a.enTitle : a.title;
            return (
              <Group key={a.id} justify="space-between" wrap="nowrap" gap="sm" py={6} style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }} data-testid="company-activity">
                <Stack gap={2} miw={0}>
                  <Anchor renderRoot={(props) => <Link {...props} to="/activityDetails/$id/{-$testCode}" params={{ id: String(a.id), testCode: undefined }} />} fw={600} lineClamp={2} style={{ overflowWrap: "anywhere" }}>
                    {title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {[a.startDate, a.startTime && a.endTime ? `${a.startTime}-${a.endTime}` : a.startTime].filter(Boolean).join(" ")}
                  </Text>
                </Stack>
                <Badge color={state.color} variant="light" style={{ flexShrink: 0 }}>
                  {labels[state.label]}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
      {data ? <TablePager total={data.total} page={page} pages={Math.max(data.pages, 1)} onChange={setPage} hideSinglePage mt="md" /> : null}
    </Card>
  );
}
