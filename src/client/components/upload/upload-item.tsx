import { ActionIcon, Group, Paper, Progress, Stack, Text, Tooltip } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { UploadActor } from "#client/lib/upload/start-upload.ts";
import type { UploadPhase, UploadView } from "#client/lib/upload/upload-view.ts";
import { useUploadView } from "#client/lib/upload/use-upload.ts";
import { formatBytes } from "#shared/format/bytes.ts";
import { IconFile, IconPause, IconPlay, IconRetry, IconX } from "./upload-icons.tsx";

const PHASE_COLOUR: Record<UploadPhase, string> = {
  hashing: "blue",
  checking: "blue",
  sending: "blue",
  combining: "blue",
  paused: "yellow",
  failed: "red",
  done: "teal",
  cancelled: "gray",
};

function usePhaseText(view: UploadView): string {
  const { t } = useLingui();
  switch (view.phase) {
    case "hashing":
      // the spec's wording while progress is still 0 (document 3 section 4)
      return view.progress === 0 ? t`正在解析数据...` : t`正在校验文件...`;
    case "checking":
      return t`正在核对已上传的部分...`;
    case "sending": {
      const progress = view.progress;
      return t`上传中 ${progress}%`;
    }
    case "combining":
      return t`正在合并文件...`;
    case "paused":
      return view.pausedBy === "offline" ? t`网络已断开，恢复后自动继续` : t`已暂停`;
    case "failed":
      return view.message ?? t`上传失败`;
    case "done":
      return t`上传完成`;
    case "cancelled":
      return t`已取消`;
  }
}

/** One running upload: name, size, progress (99 at most until combined), and pause / resume / retry / cancel. */
export function UploadItem({ file, actor }: { file: File; actor: UploadActor }) {
  const { t } = useLingui();
  const view = useUploadView(actor);
  const text = usePhaseText(view);
  const canPause = view.active && view.phase !== "combining";
  const { sentChunks: sent, totalChunks: total } = view;
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="upload-item" data-phase={view.phase} data-progress={view.progress}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text c="dimmed" mt={2}>
          <IconFile />
        </Text>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} truncate="end" title={file.name}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatBytes(file.size)}
            </Text>
          </Group>
          <Progress value={view.progress} color={PHASE_COLOUR[view.phase]} size="sm" animated={view.active} aria-label={t`上传进度`} />
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c={view.phase === "failed" ? "red" : "dimmed"} data-testid="upload-item-status">
              {text}
            </Text>
            {view.totalChunks > 0 && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {t`分片 ${sent}/${total}`}
              </Text>
            )}
          </Group>
          {view.warning && (
            <Text size="xs" c="orange">
              {view.warning}
            </Text>
          )}
        </Stack>
        <Group gap={2} wrap="nowrap">
          {canPause && (
            <Tooltip label={t`暂停`}>
              <ActionIcon variant="subtle" aria-label={t`暂停`} onClick={() => actor.send({ type: "upload.pause" })}>
                <IconPause />
              </ActionIcon>
            </Tooltip>
          )}
          {view.phase === "paused" && (
            <Tooltip label={t`继续`}>
              <ActionIcon variant="subtle" aria-label={t`继续`} onClick={() => actor.send({ type: "upload.resume" })}>
                <IconPlay />
              </ActionIcon>
            </Tooltip>
          )}
          {view.phase === "failed" && (
            <Tooltip label={t`重试`}>
              <ActionIcon variant="subtle" aria-label={t`重试`} onClick={() => actor.send({ type: "upload.retry" })}>
                <IconRetry />
              </ActionIcon>
            </Tooltip>
          )}
          {view.phase !== "done" && view.phase !== "cancelled" && (
            <Tooltip label={t`取消上传`}>
              <ActionIcon variant="subtle" color="gray" aria-label={t`取消上传`} onClick={() => actor.send({ type: "upload.cancel" })}>
                <IconX />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
