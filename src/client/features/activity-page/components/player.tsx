import { Suspense, useState } from "react";
import { AspectRatio, Box, Center, Loader, Select, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { pageStartAt, playerMode } from "#shared/activity/activity-page.ts";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { lazyNamed } from "#client/lib/lazy-named.ts";
import { playerNote } from "../activity-page.display.ts";
import { fileUrl } from "#shared/http/file-url.ts";
import { useNow } from "../use-now.ts";
import { Countdown } from "./countdown.tsx";

const HlsVideo = lazyNamed(() => import("./hls-video.tsx"), "HlsVideo");

/**
 * The player area (document 4 section 2.3): before the start a countdown; live, the back office's stream
 * (HLS), falling back to the text-only Q&A with a note when it cannot play; after the end the approved replay
 * (MP4, the file server answers byte ranges so the viewer can seek), or "replay in preparation".
 */
export function Player({ activity, onStarted }: { activity: TPublicActivity; onStarted?: () => void }) {
  const { t } = useLingui();
  const now = useNow(1000, activity.status === 1 && !activity.isCancel);
  const [streamFailed, setStreamFailed] = useState(false);
  const [replayIndex, setReplayIndex] = useState(0);
  const mode = playerMode({ ...activity, hasStream: Boolean(activity.liveUrl), hasReplay: activity.replayVideoList.length > 0 }, now);
  const replay = activity.replayVideoList[replayIndex] ?? activity.replayVideoList[0];

  const frame = (content: React.ReactNode) => (
    <AspectRatio ratio={16 / 9} data-testid="player" data-mode={mode}>
      <Box bg="dark.8" style={{ borderRadius: 12, overflow: "hidden" }}>
        {content}
      </Box>
    </AspectRatio>
  );
  const message = (text: string) =>
    frame(
      <Center h="100%" p="md">
        <Text c="white" ta="center" fw={500} data-testid="player-note">
          {text}
        </Text>
      </Center>,
    );

  switch (mode) {
    case "countdown":
      return frame(
        <Center h="100%" p="md">
          <Stack align="center" gap="md">
            <Text c="white" fw={500}>
              <Trans>距离活动开始还有</Trans>
            </Text>
            <Countdown target={pageStartAt(activity)} onDone={onStarted} />
          </Stack>
        </Center>,
      );
    case "live":
      // said inside the player's frame: a note below it pushed the Q&A down when the stream gave up
      if (streamFailed) {
        return frame(
          <Center h="100%" p="md">
            <Stack align="center" gap={6} data-testid="stream-fallback">
              <Text c="white" ta="center" fw={500} data-testid="player-note">
                <Trans>直播画面暂时无法播放</Trans>
              </Text>
              <Text c="gray.4" ta="center" size="sm">
                <Trans>您可以继续通过下方的文字互动参与本场活动。</Trans>
              </Text>
            </Stack>
          </Center>,
        );
      }
      return frame(
        <Suspense fallback={<Center h="100%"><Loader color="white" size="sm" /></Center>}>
          <HlsVideo src={activity.liveUrl!} onFail={() => setStreamFailed(true)} />
        </Suspense>,
      );
    case "replay":
      return (
        <Stack gap="xs">
          {frame(
            <video
              key={replay!.videoPath}
              src={fileUrl(replay!.videoPath)}
              controls
              preload="metadata"
              playsInline
              style={{ width: "100%", height: "100%", background: "#000", display: "block" }}
              data-testid="replay-video"
            >
              <Trans>您的浏览器不支持视频播放</Trans>
            </video>,
          )}
          {activity.replayVideoList.length > 1 ? (
            <Select
              aria-label={t`选择回放视频`}
              data={activity.replayVideoList.map((v, i) => ({ value: String(i), label: v.videoName ?? t`回放 ${i + 1}` }))}
              value={String(replayIndex)}
              onChange={(v) => setReplayIndex(Number(v ?? 0))}
              allowDeselect={false}
              maw={360}
            />
          ) : null}
        </Stack>
      );
    default:
      return message(playerNote(mode));
  }
}
