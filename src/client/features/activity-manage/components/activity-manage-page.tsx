import { useEffect } from "react";
import { Center, Loader, Paper, Stack, Tabs } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { useActivityPage } from "#client/features/activity-manage/activity-manage.queries.ts";
import {
  DEFAULT_ACTIVITY_SEARCH,
  type TActivityListSearch,
  type TActivityTab,
} from "#client/features/activity-manage/activity-search.ts";
import { ActivityCard } from "#client/features/activity-manage/components/activity-card.tsx";
import { ActivityFilters } from "#client/features/activity-manage/components/activity-filters.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";

export interface ActivityManagePageProps {
  search: TActivityListSearch;
  onSearchChange: (next: TActivityListSearch) => void;
}

/**
 * The activity list (document 2 section 2.2): the not-ended (status 1, 2) and ended (status 3) tabs, the ended
 * tab's filters, 10 cards a page with the page summary, and the empty state.
 */
export function ActivityManagePage({ search, onSearchChange }: ActivityManagePageProps) {
  const { t } = useLingui();
  const page = useActivityPage(search);
  const data = page.data;
  const now = new Date();
  const ended = search.tab === "ended";

  // a cancel can empty the last page: step back to the new last one
  const overshoot = data && data.records.length === 0 && data.total > 0 && search.page > Math.max(data.pages, 1);
  useEffect(() => {
    if (overshoot && data) onSearchChange({ ...search, page: Math.max(data.pages, 1) });
  }, [overshoot, data, search, onSearchChange]);

  return (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }} data-testid="activity-manage">
      <Tabs
        value={search.tab}
        onChange={(tab) => onSearchChange({ ...DEFAULT_ACTIVITY_SEARCH, tab: (tab as TActivityTab | null) ?? "notEnded" })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="notEnded" data-testid="tab-not-ended">
            {t`未结束`}
          </Tabs.Tab>
          <Tabs.Tab value="ended" data-testid="tab-ended">
            {t`已结束`}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>

      <Stack gap="md">
        {ended ? (
          <ActivityFilters
            // a new key after a reset from outside (tab switch) starts the draft again from the address
            key={`${search.title}|${search.sort}|${search.isMulti}`}
            value={search}
            onSearch={(filters) => onSearchChange({ ...search, ...filters, page: 1 })}
          />
        ) : null}

        {page.isPending ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : !data || data.records.length === 0 ? (
          <EmptyState variant={ended && search.title ? "noSearchResults" : "noData"} />
        ) : (
          <Stack gap="sm" data-testid="activity-list" aria-busy={page.isPlaceholderData}>
            {data.records.map((activity) => (
              <ActivityCard key={activity.activityId} activity={activity} cancellable={!ended} now={now} />
            ))}
          </Stack>
        )}

        {data ? (
          <TablePager
            total={data.total}
            page={data.current || search.page}
            pages={data.pages}
            onChange={(next) => onSearchChange({ ...search, page: next })}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
