import type { CSSProperties } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Group, Skeleton, Stack, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { HOME_STRIP_VIDEO_COUNT } from "#shared/video/video-display.ts";
import type { TVideoNavType } from "#shared/video/video-nav.ts";
import { useDrawnAnswer } from "#client/lib/use-drawn-answer.ts";
import { videoPageQuery } from "../public-videos.queries.ts";
import { VideoCard } from "./video-card.tsx";
import layout from "#client/components/layout/layout.module.css";
import classes from "./public-videos.module.css";

/**
 * The home page's two video strips (document 4 section 2.1): the newest stock videos (nav4) and Fund Vision
 * videos (nav5), four each, with a link to the channel. A channel with nothing published shows no strip.
 * Its strings (and its cards') are in the shell catalog (lingui.config.ts), so /home loads no other catalog.
 */
export function HomeVideoStrips() {
  return (
    <Stack gap={0} data-testid="home-video-strips">
      <VideoStrip navType="nav4" />
      <VideoStrip navType="nav5" />
    </Stack>
  );
}

function VideoStrip({ navType }: { navType: TVideoNavType }) {
  const { t } = useLingui();
  const page = useQuery(videoPageQuery(navType, undefined, 1, HOME_STRIP_VIDEO_COUNT));
  // drawn in slices (useDrawnAnswer); skeletons until then
  const { data, drawing } = useDrawnAnswer(page);
  const videos = data?.records ?? [];
  // nothing published, or the channel could not be read: no strip
  if (!drawing && videos.length === 0) return null;
  const heading = navType === "nav5" ? t`基金视野` : t`上市公司视频`;
  return (
    <section className={`${classes.strip} ${layout.offscreen}`} style={{ "--offscreen-height": "420px" } as CSSProperties} aria-label={heading} data-testid={`home-strip-${navType}`}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h3">
          {heading}
        </Title>
        <Link to="/stockVideoConverge" search={{ navType }} className={classes.more} data-testid={`home-strip-${navType}-more`}>
          <Trans>查看更多</Trans>
        </Link>
      </Group>
      <div className={classes.homeStrip}>
        {drawing
          ? Array.from({ length: HOME_STRIP_VIDEO_COUNT }, (_, i) => <Skeleton key={i} radius="md" style={{ aspectRatio: "16 / 9" }} />)
          : videos.map((video) => <VideoCard key={video.id} video={video} />)}
      </div>
    </section>
  );
}
