import { Container, Loader, Stack, Title } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { useRecentActivities } from "../public-list.queries.ts";
import { PublicActivityCard } from "./public-activity-card.tsx";

/** /recentActivity (document 4 section 2.7): the upcoming activities, soonest first, compact for small screens. */
export function RecentActivityPage() {
  const list = useRecentActivities();
  return (
    <Container size="sm" py="md" px="xs" data-testid="recent-activity">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>近期活动</Trans>
        </Title>
        {list.isPending ? (
          <Loader mx="auto" my="xl" />
        ) : !list.data || list.data.records.length === 0 ? (
          <EmptyState description={<Trans>暂无即将开始的活动</Trans>} />
        ) : (
          list.data.records.map((card) => <PublicActivityCard key={card.activityId} card={card} compact />)
        )}
      </Stack>
    </Container>
  );
}
