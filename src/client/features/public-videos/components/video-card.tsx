import { Link } from "@tanstack/react-router";
import { Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { fileUrl } from "#shared/http/file-url.ts";
import type { TPublicVideo } from "#shared/api/public-video.contract.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { formatSeconds } from "#shared/format/duration.ts";
import { videoTitleFor, viewCountText } from "#shared/video/video-display.ts";
import classes from "./public-videos.module.css";

/** The company as a card names it: its short name in the page's language, with its stock code. */
export function companyLabel(video: Pick<TPublicVideo, "companyName" | "companyEnName" | "stockCode">, english: boolean): string | null {
  const name = english && video.companyEnName ? video.companyEnName : video.companyName;
  if (!name) return null;
  return video.stockCode ? `${name} ${video.stockCode}` : name;
}

export interface VideoCardProps {
  video: TPublicVideo;
  /** a related video beside the player: the cover on the left, smaller */
  compact?: boolean;
}

/** A video of the library: cover with its length, title, company, views and date; opens /videoDetail. */
export function VideoCard({ video, compact = false }: VideoCardProps) {
  const { t, i18n } = useLingui();
  const english = i18n.locale === "en-US";
  const title = videoTitleFor(video, english);
  const company = companyLabel(video, english);
  const views = viewCountText(video.viewCount, english);
  return (
    <Link to="/videoDetail" search={{ id: video.id }} className={compact ? classes.related : classes.card} data-testid="video-card" data-video-id={video.id}>
      <div className={classes.cover}>
        {video.coverPath ? <img src={fileUrl(video.coverPath)} alt="" loading="lazy" decoding="async" /> : null}
        <span className={classes.play} aria-hidden />
        {video.duration ? <span className={classes.duration}>{formatSeconds(video.duration)}</span> : null}
      </div>
      <div>
        <Text component="h3" fz={compact ? "sm" : "md"} m={0} className={classes.title}>
          {title}
        </Text>
        {company ? (
          <Text fz="xs" c="dimmed" truncate="end" mt={compact ? 2 : 4}>
            {company}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed" className={classes.meta} mt={2}>
          <span>{t`${views}次播放`}</span>
          <span>{beijingDateOf(new Date(video.publishTime))}</span>
        </Text>
      </div>
    </Link>
  );
}
