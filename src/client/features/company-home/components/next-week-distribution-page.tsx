import { useState } from "react";
import { Center, Loader, Paper, Title } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { useNextWeekPage } from "#client/features/company-home/company-home.queries.ts";
import { DistributionTable } from "#client/features/company-home/components/distribution-table.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";

/** Next week's activity distribution (route distributeList): the activities to distribute, 10 a page. */
export function NextWeekDistributionPage() {
  const [pageNo, setPageNo] = useState(1);
  const page = useNextWeekPage(pageNo);
  const rows = page.data?.records ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }} data-testid="next-week-distribution">
      <Title order={2} size="h4" mb="md">
        <Trans>下周活动分发</Trans>
      </Title>
      {page.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <DistributionTable rows={rows} />
      )}
      {page.data ? <TablePager total={page.data.total} page={pageNo} pages={page.data.pages} onChange={setPageNo} mt="sm" /> : null}
    </Paper>
  );
}
