import { Alert, Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { RejectReasonDialog } from "./reject-reason-dialog.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import { AUDIT_REASON_MAX, UploadVideoType, VideoStatus, videoReviewProblem } from "#shared/upload/video-record.ts";
import { VideoPlayer } from "#client/components/video/video-player.tsx";
import type { TReviewVideo } from "#client/features/ops/ops.queries.ts";
import { VIDEO_STATUS_COLORS, VIDEO_STATUS_LABELS, minuteText } from "#client/features/ops/ops-display.ts";
import { AnchorLink } from "#client/components/layout/router-links.tsx";

/** What the operator reviews: the stored video in a player, or where the company put it. */
export function VideoPreview({ video, busy, onApprove, onReject }: { video: TReviewVideo; busy: boolean; onApprove: () => void; onReject: () => void }) {
  const { t } = useLingui();
  const company = video.companyName;
  const activity = video.activityTitle;
  const email = video.emailVideoAddress ?? "";
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        <Trans>
          {company} · {activity}
        </Trans>
      </Text>
      {video.uploadVideoType === UploadVideoType.direct && video.videoPath ? (
        <VideoPlayer path={video.videoPath} maxHeight="60vh" data-testid="ops-video-player" />
      ) : null}
      {video.uploadVideoType === UploadVideoType.cloudDisk ? (
        <Alert variant="light" color="blue" title={t`云盘地址`} data-testid="ops-video-cloud">
          <Stack gap={4}>
            <Text fz="sm">
              {t`地址：`}
              {video.cloudDiskAddress && /^https?:\/\//i.test(video.cloudDiskAddress) ? (
                <Anchor href={video.cloudDiskAddress} target="_blank" rel="noreferrer" fz="sm">
                  {video.cloudDiskAddress}
                </Anchor>
              ) : (
                (video.cloudDiskAddress ?? "—")
              )}
            </Text>
            <Text fz="sm">
              {t`提取密码：`}
              <b>{video.cloudDiskPassWord ?? "—"}</b>
            </Text>
          </Stack>
        </Alert>
      ) : null}
      {video.uploadVideoType === UploadVideoType.email ? (
        <Alert variant="light" color="blue" title={t`邮件发送`} data-testid="ops-video-email">
          <Text fz="sm">{t`公司将视频发送至：${email}`}</Text>
        </Alert>
      ) : null}
      {video.description ? (
        <Text fz="sm">
          <Text span c="dimmed" fz="sm">
            {t`视频描述：`}
          </Text>
          {video.description}
        </Text>
      ) : null}
      {video.status !== VideoStatus.pending ? (
        <Text fz="sm" c="dimmed">
          {t`审核时间：`}
          {minuteText(video.auditTime) || "—"}
          {video.auditReason ? ` · ${video.auditReason}` : ""}
        </Text>
      ) : (
        <Group justify="flex-end" gap="sm">
          <Button color="red" variant="light" onClick={onReject} disabled={busy}>
            <Trans>驳回</Trans>
          </Button>
          <Button color="teal" onClick={onApprove} loading={busy} data-testid="ops-video-approve">
            <Trans>审核通过</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Rejecting needs a reason (the shared review rule); the company reads it in its video list and messages. */
export function RejectDialog({ video, busy, onReject, onClose }: { video: TReviewVideo | null; busy: boolean; onReject: (video: TReviewVideo, reason: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <RejectReasonDialog
      item={video}
      title={t`驳回视频`}
      label={t`驳回理由`}
      max={AUDIT_REASON_MAX}
      busy={busy}
      check={(v, reason) => videoReviewProblem(v.status, VideoStatus.rejected, reason)}
      onReject={onReject}
      onClose={onClose}
      testId="video-reject"
    />
  );
}

/** The video's review state, in the colour the queue and its cards share. */
export function VideoStatusBadge({ status }: { status: number }) {
  const { i18n } = useLingui();
  return (
    <Badge color={VIDEO_STATUS_COLORS[status] ?? "gray"} variant="light">
      {i18n._(VIDEO_STATUS_LABELS[status] ?? VIDEO_STATUS_LABELS[0]!)}
    </Badge>
  );
}

/** The activity the video belongs to, opening its back-office page. */
export function ActivityLink({ video }: { video: TReviewVideo }) {
  return (
    <AnchorLink to="/ops/activity" search={{ id: video.activityId }} fz="sm">
      {video.activityTitle}
    </AnchorLink>
  );
}

export interface ReviewButtonsProps {
  video: TReviewVideo;
  /** this video's approval in flight */
  approving: boolean;
  onPreview: (video: TReviewVideo) => void;
  onApprove: (video: TReviewVideo) => unknown;
  onReject: (video: TReviewVideo) => void;
  /** the table's buttons carry the test ids; the phone cards' twins stay unnamed so each id is found once */
  testIds?: boolean;
}

/** View, and for a video awaiting review, approve or reject (the reason is asked in its own dialog). */
export function ReviewButtons({ video, approving, onPreview, onApprove, onReject, testIds = false }: ReviewButtonsProps) {
  const id = (name: string) => (testIds ? name : undefined);
  return (
    <>
      <Button size="xs" variant="light" onClick={() => onPreview(video)} data-testid={id("video-preview-button")}>
        <Trans>查看</Trans>
      </Button>
      {video.status === VideoStatus.pending ? (
        <>
          <Button size="xs" color="teal" loading={approving} onClick={() => void onApprove(video)} data-testid={id("video-approve")}>
            <Trans>通过</Trans>
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => onReject(video)} data-testid={id("video-reject")}>
            <Trans>驳回</Trans>
          </Button>
        </>
      ) : null}
    </>
  );
}
