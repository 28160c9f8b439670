import { Suspense, useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button, Group, Modal, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { VideoStatus } from "#shared/upload/video-record.ts";
import { formatBytes } from "#shared/format/bytes.ts";
import { formatSeconds } from "#shared/format/date.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { notify } from "#client/lib/notify.ts";
import { videoPageQuery, type TReviewVideo } from "#client/features/ops/ops.queries.ts";
import { useVideoReview } from "#client/features/ops/ops.mutations.ts";
import { videoFilterOf } from "#client/features/ops/ops-search.ts";
import type { TOpsVideoQuery } from "#client/features/ops/ops-route-search.ts";
import { UPLOAD_MODE_LABELS, minuteText } from "#client/features/ops/ops-display.ts";
import { ActivityLink, RejectDialog, ReviewButtons, VideoPreview, VideoStatusBadge } from "#client/features/ops/components/video-review-parts.tsx";
import { PagedResults, ResultCard } from "#client/features/ops/components/paged-results.tsx";
import classes from "#client/features/ops/components/ops-page.module.css";
import { lazyNamed, useEverTrue } from "#client/lib/lazy-named.ts";
import { useToken } from "#client/lib/session.ts";

// The upload dialog brings the upload engine (hashing workers, chunk ledger): loaded when first needed.
const loadUploadDialog = () => import("#client/features/ops/components/ops-video-upload-dialog.tsx");
const OpsVideoUploadDialog = lazyNamed(loadUploadDialog, "OpsVideoUploadDialog");

export interface VideoReviewPageProps {
  query: TOpsVideoQuery;
  onQueryChange: (next: TOpsVideoQuery) => void;
}

/**
 * Video review (document 4 section 6): the queue oldest first, a preview of each video (the stored file,
 * or the cloud-disk address and password, or the email notice), approve, or reject with a reason.
 */
export function VideoReviewPage({ query, onQueryChange }: VideoReviewPageProps) {
  const { t, i18n } = useLingui();
  const result = useQuery(videoPageQuery(useToken(), query));
  const review = useVideoReview();
  const [preview, setPreview] = useState<TReviewVideo | null>(null);
  const [rejecting, setRejecting] = useState<TReviewVideo | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const uploadMounted = useEverTrue(uploadOpen);
  useEffect(() => {
    // fetched ahead, so the dialog opens at once
    void loadUploadDialog().catch(() => undefined);
  }, []);
  const filter = videoFilterOf(query);
  const uploadModeText = (video: TReviewVideo) => i18n._(UPLOAD_MODE_LABELS[video.uploadVideoType] ?? UPLOAD_MODE_LABELS[0]!);

  const approve = (video: TReviewVideo) =>
    review.mutateAsync({ id: video.id, status: VideoStatus.approved }).then(
      () => {
        notify("success", t`审核通过`);
        setPreview(null);
      },
      () => {},
    );

  const reject = (video: TReviewVideo, reason: string) =>
    review.mutateAsync({ id: video.id, status: VideoStatus.rejected, auditReason: reason }).then(
      () => {
        notify("success", t`已驳回`);
        setRejecting(null);
        setPreview(null);
      },
      () => {},
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} className={classes.pageTitle}>
          <Trans>视频审核</Trans>
        </Title>
        <Button onClick={() => setUploadOpen(true)} data-testid="ops-video-upload-open">
          <Trans>代企业上传</Trans>
        </Button>
      </Group>
      <SegmentedControl
        value={String(filter)}
        onChange={(v) => onQueryChange({ status: v === "0" ? undefined : v === "all" ? "all" : (Number(v) as 1 | 2 | 3) })}
        data={[
          { value: "0", label: t`待审核` },
          { value: "1", label: t`已通过` },
          { value: "2", label: t`已驳回` },
          { value: "3", label: t`后台上传` },
          { value: "all", label: t`全部` },
        ]}
        data-testid="video-filter"
        style={{ alignSelf: "flex-start" }}
      />
      <PagedResults
        result={result.data}
        page={query.page ?? 1}
        onPage={(p) => onQueryChange({ ...query, page: p })}
        fetching={result.isFetching}
        empty={<EmptyState description={filter === 0 ? t`暂无待审核的视频` : undefined} />}
        headers={[t`公司`, t`活动`, t`视频`, t`上传方式`, t`提交时间`, t`状态`, t`操作`]}
        minWidth={980}
        rowKey={(video) => video.id}
        card={(video) => (
          <ResultCard data-testid="video-card">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fz="sm" fw={600}>
                {video.companyName}
              </Text>
              <VideoStatusBadge status={video.status} />
            </Group>
            <ActivityLink video={video} />
            <Text fz="xs" c="dimmed">
              {[video.videoName, uploadModeText(video), minuteText(video.ctrTime)].filter(Boolean).join(" · ")}
            </Text>
            <Group gap={6} mt={4}>
              <ReviewButtons video={video} approving={false} onPreview={setPreview} onApprove={approve} onReject={setRejecting} />
            </Group>
          </ResultCard>
        )}
        row={(video) => (
          <Table.Tr data-testid="video-row" data-video-id={video.id}>
            <Table.Td className={classes.nowrap}>{video.companyName}</Table.Td>
            <Table.Td className={classes.titleCell}>
              <ActivityLink video={video} />
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{video.videoName || "—"}</Text>
              <Text fz="xs" c="dimmed">
                {[video.videoSize ? formatBytes(video.videoSize) : null, video.videoDuration ? formatSeconds(video.videoDuration) : null]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </Table.Td>
            <Table.Td className={classes.nowrap}>{uploadModeText(video)}</Table.Td>
            <Table.Td className={classes.nowrap}>{minuteText(video.ctrTime)}</Table.Td>
            <Table.Td>
              <VideoStatusBadge status={video.status} />
              {video.auditReason ? (
                <Text fz="xs" c="dimmed" maw={200}>
                  {video.auditReason}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <ReviewButtons
                  video={video}
                  approving={review.isPending && review.variables?.id === video.id}
                  onPreview={setPreview}
                  onApprove={approve}
                  onReject={setRejecting}
                  testIds
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
        cardsTestId="video-cards"
        tableTestId="video-table"
      />

      <Modal closeButtonProps={{ "aria-label": t`关闭` }} opened={preview !== null} onClose={() => setPreview(null)} title={preview?.videoName || t`视频预览`} size="xl" centered data-testid="video-preview-dialog">
        {preview ? (
          <VideoPreview
            video={preview}
            busy={review.isPending}
            onApprove={() => void approve(preview)}
            onReject={() => setRejecting(preview)}
          />
        ) : null}
      </Modal>
      {uploadMounted ? (
        <Suspense fallback={null}>
          <OpsVideoUploadDialog opened={uploadOpen} onClose={() => setUploadOpen(false)} onUploaded={() => onQueryChange({ status: 3 })} />
        </Suspense>
      ) : null}
      <RejectDialog video={rejecting} busy={review.isPending} onReject={(video, reason) => void reject(video, reason)} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
