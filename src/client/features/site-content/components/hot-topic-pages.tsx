import { Card, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import type { TTopicItem } from "#shared/api/content.contract.ts";
import { useHotTopicDetail, useHotTopicPage } from "../site-content.queries.ts";
import { imageSrc, localized } from "../site-content.display.ts";
import { LinkedActivityCard, TopicCard } from "./content-cards.tsx";
import { ContentStates } from "./page-states.tsx";

const PAGE_SIZE = 12;

/** /hotTopic: every enabled topic, 12 per page (document 4 section 2.7). */
export function HotTopicListPage({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const topics = useHotTopicPage(page, PAGE_SIZE);
  return (
    <Stack gap="lg" data-testid="hot-topic-list">
      <Title order={1} size="h2">
        <Trans>热门话题</Trans>
      </Title>
      <ContentStates query={{ ...topics, data: topics.data ?? null }}>
        {(data) =>
          data.records.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
                {data.records.map((topic) => (
                  <TopicCard key={topic.id} topic={topic} />
                ))}
              </SimpleGrid>
              <TablePager total={data.total} page={data.current} pages={data.pages} onChange={onPageChange} hideSinglePage />
            </>
          )
        }
      </ContentStates>
    </Stack>
  );
}

/** /hotTopicDetail/{id}: the topic's header and its activities and videos. */
export function HotTopicDetailPage({ id }: { id: number }) {
  const { i18n } = useLingui();
  const topic = useHotTopicDetail(id);
  const query = id > 0 ? topic : { isPending: false, isError: false, error: null, data: null };
  return (
    <ContentStates query={query}>
      {(data) => {
        const cover = imageSrc(data.coverUrl);
        const activities = data.items.filter((i) => i.activity);
        const videos = data.items.filter((i) => i.video);
        return (
          <Stack gap="lg" data-testid="hot-topic-detail">
            <Group align="flex-start" gap="lg" wrap="wrap">
              {cover ? <Image src={cover} alt="" w={{ base: "100%", sm: 320 }} h={180} radius="md" fit="cover" /> : null}
              <Stack gap="xs" style={{ flex: "1 1 280px", minWidth: 0 }}>
                <Title order={1} size="h2">
                  {localized(data.title, data.titleEn, i18n.locale)}
                </Title>
                {data.summary ? <Text c="dimmed">{localized(data.summary, data.summaryEn, i18n.locale)}</Text> : null}
              </Stack>
            </Group>
            {data.items.length === 0 ? <EmptyState /> : null}
            {activities.length ? (
              <Stack gap="sm">
                <Title order={2} size="h4">
                  <Trans>相关活动</Trans>
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                  {activities.map((item) => (
                    <LinkedActivityCard key={`a${item.refId}`} activity={item.activity!} />
                  ))}
                </SimpleGrid>
              </Stack>
            ) : null}
            {videos.length ? (
              <Stack gap="sm">
                <Title order={2} size="h4">
                  <Trans>相关视频</Trans>
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                  {videos.map((item) => (
                    <VideoItemCard key={`v${item.refId}`} item={item} />
                  ))}
                </SimpleGrid>
              </Stack>
            ) : null}
          </Stack>
        );
      }}
    </ContentStates>
  );
}

/** An activity's approved video in a topic: it plays on its activity's page. */
function VideoItemCard({ item }: { item: TTopicItem }) {
  const { i18n } = useLingui();
  const video = item.video!;
  const minutes = video.videoDuration ? Math.max(1, Math.round(video.videoDuration / 60)) : null;
  // the file's name is the company's Chinese; English pages name the video by its activity's English title
  const activityTitle = localized(video.activityTitle, video.activityEnTitle, i18n.locale);
  const name = i18n.locale === "en-US" && video.activityEnTitle ? video.activityEnTitle : video.videoName || video.activityTitle;
  return (
    <Card component={Link} to={`/activityDetails/${video.activityId}`} withBorder radius="md" padding="md" data-testid="topic-video">
      <Stack gap={4}>
        <Text fw={600} lineClamp={2}>
          ▶ {name}
        </Text>
        {name !== activityTitle ? (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {activityTitle}
          </Text>
        ) : null}
        {minutes ? (
          <Text size="xs" c="dimmed">
            <Trans>{minutes} 分钟</Trans>
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
