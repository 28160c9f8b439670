import { useState } from "react";
import { Button, Card, Center, Group, Indicator, Loader, Tabs, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TDistributionRow } from "#shared/api/activity.contract.ts";
import { badgeCount } from "#shared/activity/company-home.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { useDistributionPage, useNextWeekTotal, type TDistributionTab } from "#client/features/company-home/company-home.queries.ts";
import { DistributionTable } from "#client/features/company-home/components/distribution-table.tsx";
import { PvSubmitDialog } from "#client/features/company-home/components/pv-submit-dialog.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";

/**
 * The distribution card (document 2 section 2.3): not ended / ended / not submitted, the rows with their
 * copyable addresses, the next-week button with its badge (at most 99), row view and the PV dialog.
 */
export function DistributionCard() {
  const { t } = useLingui();
  const [tab, setTab] = useState<TDistributionTab>(1);
  const [pageNo, setPageNo] = useState(1);
  const [submitting, setSubmitting] = useState<TDistributionRow | null>(null);
  const page = useDistributionPage(tab, pageNo);
  const nextWeek = useNextWeekTotal().data ?? 0;
  const rows = page.data?.records ?? [];

  return (
    <Card withBorder radius="md" padding="md" data-testid="home-distribution-card">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="sm">
        <Title order={3} size="h5">
          <Trans>活动分发</Trans>
        </Title>
        <Indicator label={badgeCount(nextWeek)} size={18} disabled={nextWeek <= 0} color="red" offset={4} data-testid="next-week-badge">
          <Button component={Link} to="/distributeList" size="xs" variant="light" data-testid="next-week-button">
            <Trans>下周活动分发</Trans>
          </Button>
        </Indicator>
      </Group>
      <Tabs
        value={String(tab)}
        onChange={(value) => {
          setTab((Number(value) || 1) as TDistributionTab);
          setPageNo(1);
        }}
      >
        <Tabs.List mb="sm">
          <Tabs.Tab value="1">{t`未结束`}</Tabs.Tab>
          <Tabs.Tab value="2">{t`已结束`}</Tabs.Tab>
          <Tabs.Tab value="3">{t`未提交`}</Tabs.Tab>
        </Tabs.List>
      </Tabs>

      {page.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState compact />
      ) : (
        <DistributionTable rows={rows} onSubmit={setSubmitting} />
      )}
      {page.data ? <TablePager total={page.data.total} page={pageNo} pages={page.data.pages} onChange={setPageNo} mt="sm" /> : null}
      <PvSubmitDialog row={submitting} onClose={() => setSubmitting(null)} />
    </Card>
  );
}
