import { useQuery } from "@tanstack/react-query";
import { Alert, Badge, Center, Container, Grid, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { fileUrl } from "#shared/http/file-url.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { ApiError } from "#client/lib/api.ts";
import { errorMessage } from "#client/lib/errors.ts";
import type { TPublicVideoDetail } from "#shared/api/public-video.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { videoTitleFor, viewCountText } from "#shared/video/video-display.ts";
import { videoDetailQuery } from "../public-videos.queries.ts";
import { useVideoView } from "../use-video-view.ts";
import { VideoCard, companyLabel } from "./video-card.tsx";
import classes from "./public-videos.module.css";

/**
 * Video detail (document 4 section 2.6): the player (the native <video>, which asks the server for byte
 * ranges), title, company, description, view count and related videos. A missing id, an unpublished video
 * and a scheduled one all read 视频不存在, as the server answers them alike.
 */
export function VideoDetailPage({ id }: { id: number }) {
  const video = useQuery(videoDetailQuery(id));
  useVideoView(id, Boolean(video.data));

  if (video.isPending && id > 0) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  const missing = id <= 0 || video.data === null || (video.error instanceof ApiError && video.error.code === 400);
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }} px={{ base: "sm", sm: "md" }}>
      {missing ? (
        <div data-testid="video-not-found">
          <EmptyState description={<Trans>视频不存在</Trans>} />
        </div>
      ) : video.isError ? (
        <Alert color="red" variant="light" data-testid="video-detail-error">
          {errorMessage(video.error)}
        </Alert>
      ) : video.data ? (
        <VideoDetail video={video.data} />
      ) : null}
    </Container>
  );
}

function VideoDetail({ video }: { video: TPublicVideoDetail }) {
  const { t, i18n } = useLingui();
  const english = i18n.locale === "en-US";
  const title = videoTitleFor(video, english);
  const description = english && video.descriptionEn ? video.descriptionEn : video.description;
  const company = companyLabel(video, english);
  const category = english && video.categoryEnName ? video.categoryEnName : video.categoryName;
  const views = viewCountText(video.viewCount, english);
  return (
    <Grid gap={{ base: "lg", md: "xl" }} data-testid="video-detail" data-video-id={video.id}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {/* keyed on the video so a related link loads the new file instead of keeping the old one */}
          <video
            key={video.id}
            className={classes.player}
            src={fileUrl(video.videoPath)}
            poster={video.coverPath ? fileUrl(video.coverPath) : undefined}
            controls
            playsInline
            preload="metadata"
            data-testid="video-player"
          >
            <Trans>您的浏览器不支持视频播放</Trans>
          </video>
          <Stack gap={6}>
            <Title order={1} size="h3" style={{ overflowWrap: "anywhere" }} data-testid="video-title">
              {title}
            </Title>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" radius="sm">
                {category}
              </Badge>
              {company ? (
                <Text fz="sm" fw={500} data-testid="video-company">
                  {company}
                </Text>
              ) : null}
            </Group>
            <Group gap="md" fz="sm" c="dimmed">
              <Text fz="sm" c="dimmed" data-testid="video-views" data-count={video.viewCount}>
                {t`${views}次播放`}
              </Text>
              <Text fz="sm" c="dimmed">
                {t`发布于 ${formatDate(video.publishTime, "YYYY-MM-DD")}`}
              </Text>
            </Group>
          </Stack>
          {description ? (
            <Paper withBorder radius="md" p="md">
              <Text fw={600} fz="sm" mb={6}>
                <Trans>视频简介</Trans>
              </Text>
              <Text fz="sm" className={classes.description} data-testid="video-description">
                {description}
              </Text>
            </Paper>
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm" component="aside" aria-label={t`相关视频`} data-testid="video-related">
          <Group justify="space-between">
            <Title order={2} size="h4">
              <Trans>相关视频</Trans>
            </Title>
            <Link to="/stockVideoConverge" search={{ navType: video.navType }} className={classes.more}>
              <Trans>更多视频</Trans>
            </Link>
          </Group>
          {video.related.length === 0 ? (
            <EmptyState compact description={<Trans>暂无相关视频</Trans>} />
          ) : (
            video.related.map((r) => <VideoCard key={r.id} video={r} compact />)
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
