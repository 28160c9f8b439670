import { Button, Container, Loader, SimpleGrid, Stack, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { useRoadshowPage } from "../public-list.queries.ts";
import { withFilters, type TRoadshowListQuery } from "../public-list-search.ts";
import { PublicActivityCard } from "./public-activity-card.tsx";
import { RoadshowFilters } from "./roadshow-filters.tsx";
import { SavedActivitiesPanel } from "./saved-activities-panel.tsx";
import { SavedCopyNotice } from "#client/components/offline/saved-copy-notice.tsx";
import { useOnline } from "#client/lib/use-online.ts";
import { useSavedActivities } from "../saved-activities.queries.ts";

export interface RoadshowListPageProps {
  query: TRoadshowListQuery;
  onQueryChange: (next: TRoadshowListQuery) => void;
}

/**
 * The roadshow list (document 4 section 2.2): filters in the address, 15 cards a page, an empty state.
 * Offline it shows the page as last seen if this device kept it, and the activity pages kept for offline
 * reading, so an investor still reaches what they visited (docs/offline.md).
 */
export function RoadshowListPage({ query, onQueryChange }: RoadshowListPageProps) {
  const { t } = useLingui();
  const page = useRoadshowPage(query);
  const data = page.data;
  const filtered = Boolean(query.type || query.state || query.from || query.to || query.keyword);
  const online = useOnline();
  const saved = useSavedActivities(!online);
  // offline without a kept copy of this page, "no activities" would be untrue: say what is missing instead
  const unreachable = !online && !data;
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }} data-testid="roadshow-list">
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>路演列表</Trans>
        </Title>
        <RoadshowFilters query={query} onChange={(change) => onQueryChange(withFilters(query, change))} />
        {data ? <SavedCopyNotice savedAt={page.dataUpdatedAt} /> : null}
        {unreachable ? (
          <div data-testid="roadshow-offline">
            <EmptyState compact description={t`当前处于离线状态，此列表没有保存在本设备上，联网后自动加载。`} />
          </div>
        ) : page.isPending ? (
          <Loader mx="auto" my="xl" />
        ) : data && data.records.length === 0 && data.total > 0 ? (
          // a page past the last (an old link, a list that shrank): there are activities, on earlier pages
          <EmptyState
            description={t`这一页没有活动，共 ${data.total} 场活动在前 ${data.pages} 页`}
            action={
              <Button variant="light" onClick={() => onQueryChange({ ...query, page: undefined })} data-testid="list-first-page">
                <Trans>回到第一页</Trans>
              </Button>
            }
          />
        ) : !data || data.records.length === 0 ? (
          <EmptyState
            description={filtered ? t`没有符合条件的活动` : t`暂无活动`}
            action={
              filtered ? (
                <Button variant="light" onClick={() => onQueryChange({ navType: query.navType })} data-testid="filter-clear">
                  <Trans>清除筛选</Trans>
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md" data-testid="roadshow-cards" style={{ opacity: page.isPlaceholderData ? 0.6 : 1 }}>
              {data.records.map((card) => (
                <PublicActivityCard key={card.activityId} card={card} />
              ))}
            </SimpleGrid>
            <TablePager
              total={data.total}
              page={data.current}
              pages={data.pages}
              onChange={(p) => onQueryChange({ ...query, page: p > 1 ? p : undefined })}
              testId="roadshow-pager"
            />
          </>
        )}
        {!online && saved.data ? <SavedActivitiesPanel activities={saved.data} /> : null}
      </Stack>
    </Container>
  );
}
