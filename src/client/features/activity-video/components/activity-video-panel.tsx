import { Suspense, useEffect, useState } from "react";
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { lazyNamed, useEverTrue } from "#client/lib/lazy-named.ts";
import { useUnfinishedUploads } from "#client/lib/upload/use-upload.ts";
import type { TVideoRecord } from "#shared/api/video.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { VideoMsg, videoUploadApplies, videoUploadOpen } from "#shared/upload/video-record.ts";
import { useQueuedSubmissions, useVideoActivity, useVideoRecords } from "../activity-video.queries.ts";
import { VideoPreviewDialog } from "./video-preview-dialog.tsx";
import { VideoRecordList } from "./video-record-list.tsx";

// The dialog brings the upload engine (hashing workers, chunk ledger): not part of the panel's first paint,
// but fetched right after it, so the dialog still opens when the network has gone in the meantime.
const loadDialog = () => import("./video-upload-dialog.tsx");
const VideoUploadDialog = lazyNamed(loadDialog, "VideoUploadDialog");

/**
 * The activity video upload record (document 3 section 2.2 item 1; tab 4 of the activity detail page): the
 * upload button, the latest submission time, the submitted videos with their review state, the upload and
 * preview dialogs. Self-contained: give it the activity id.
 */
export function ActivityVideoPanel({ activityId }: { activityId: number }) {
  const { t } = useLingui();
  const activity = useVideoActivity(activityId);
  const records = useVideoRecords(activityId);
  const queued = useQueuedSubmissions(activityId);
  const unfinished = useUnfinishedUploads(`activity-video:${activityId}`);
  const [uploadOpen, setUploadOpen] = useState(false);
  const dialogMounted = useEverTrue(uploadOpen);
  const [preview, setPreview] = useState<TVideoRecord | null>(null);
  useEffect(() => {
    void loadDialog().catch(() => undefined);
  }, []);

  const a = activity.data ?? null;
  if (a && !videoUploadApplies(a.videoType, a.recType)) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="activity-video-panel">
        <EmptyState compact description={VideoMsg.notApplicable} />
      </Paper>
    );
  }
  const closeTime = a?.videoUploadCloseTime ?? null;
  const open = videoUploadOpen(closeTime, new Date());
  const closeText = closeTime ? formatDate(closeTime, "YYYY-MM-DD HH:mm") : "";
  const unfinishedCount = unfinished.length;

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="activity-video-panel">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={4}>
              <Trans>上传记录</Trans>
            </Title>
            {closeTime && (
              <Text size="sm" c={open ? "dimmed" : "red"} data-testid="video-close-time">
                {open ? <Trans>最晚提交时间：{closeText}</Trans> : <Trans>视频提交已截止（{closeText}）</Trans>}
              </Text>
            )}
          </Stack>
          <Button onClick={() => setUploadOpen(true)} disabled={!open} data-testid="video-upload-open">
            <Trans>上传视频</Trans>
          </Button>
        </Group>

        {queued > 0 && (
          <Alert color="orange" variant="light" data-testid="video-queued-note" title={t`等待联网提交`}>
            <Trans>有 {queued} 条提交保存在本机，联网后将自动提交。</Trans>
          </Alert>
        )}
        {unfinishedCount > 0 && !uploadOpen && (
          <Alert color="yellow" variant="light" data-testid="video-unfinished-note">
            <Trans>有 {unfinishedCount} 个视频未上传完成：点击“上传视频”，重新选择同一文件即可继续，已上传的部分不会重复上传。</Trans>
          </Alert>
        )}

        {records.isPending && records.fetchStatus !== "idle" ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : (records.data ?? []).length === 0 ? (
          <EmptyState description={t`暂无视频，请上传`} />
        ) : (
          <VideoRecordList records={records.data ?? []} onPreview={setPreview} />
        )}
      </Stack>

      {dialogMounted && (
        <Suspense fallback={null}>
          <VideoUploadDialog activityId={activityId} opened={uploadOpen} onClose={() => setUploadOpen(false)} />
        </Suspense>
      )}
      <VideoPreviewDialog record={preview} onClose={() => setPreview(null)} />
    </Paper>
  );
}
