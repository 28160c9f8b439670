import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TVideoRecord } from "#shared/api/video.contract.ts";
import { formatBytes } from "#shared/format/bytes.ts";
import { formatDate, formatSeconds } from "#shared/format/date.ts";
import { UploadVideoType, VideoStatus, showsAuditReason, showsAuditTime } from "#shared/upload/video-record.ts";

const STATUS_COLOUR: Record<number, string> = {
  [VideoStatus.pending]: "orange",
  [VideoStatus.approved]: "teal",
  [VideoStatus.rejected]: "red",
  [VideoStatus.backOffice]: "teal",
};

function useStatusText() {
  const { t } = useLingui();
  return (status: number): string => {
    switch (status) {
      case VideoStatus.pending:
        return t`待审核`;
      case VideoStatus.approved:
        return t`审核通过`;
      case VideoStatus.rejected:
        return t`审核驳回`;
      case VideoStatus.backOffice:
        return t`已通过（后台上传）`;
      default:
        return t`未知状态`;
    }
  };
}

function useModeText() {
  const { t } = useLingui();
  return (mode: number): string => {
    if (mode === UploadVideoType.cloudDisk) return t`云盘地址`;
    if (mode === UploadVideoType.email) return t`邮件发送`;
    return t`直接上传`;
  };
}

/** The submitted videos with their review states (document 3 sections 3 and 4). */
export function VideoRecordList({ records, onPreview }: { records: readonly TVideoRecord[]; onPreview: (record: TVideoRecord) => void }) {
  return (
    <Stack gap="sm" data-testid="video-records">
      {records.map((record) => (
        <VideoRecordItem key={record.id} record={record} onPreview={onPreview} />
      ))}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }} component="div">
        {children}
      </Text>
    </Group>
  );
}

function VideoRecordItem({ record, onPreview }: { record: TVideoRecord; onPreview: (record: TVideoRecord) => void }) {
  const { t } = useLingui();
  const statusText = useStatusText();
  const modeText = useModeText();
  const submitted = formatDate(record.ctrTime);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="video-record" data-status={record.status}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge variant="light" color={STATUS_COLOUR[record.status] ?? "gray"} data-testid="video-record-status">
              {statusText(record.status)}
            </Badge>
            <Badge variant="outline" color="gray">
              {modeText(record.uploadVideoType)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>提交时间：{submitted}</Trans>
          </Text>
        </Group>
        {record.uploadVideoType === UploadVideoType.direct && (
          <Field label={t`视频：`}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={500} span data-testid="video-record-name">
                {record.videoName ?? "-"}
              </Text>
              {record.videoSize !== null && (
                <Text size="xs" c="dimmed" span>
                  {formatBytes(record.videoSize)}
                </Text>
              )}
              {record.videoDuration !== null && record.videoDuration > 0 && (
                <Text size="xs" c="dimmed" span>
                  {formatSeconds(record.videoDuration)}
                </Text>
              )}
              {record.videoPath && (
                <Anchor size="sm" component="button" type="button" onClick={() => onPreview(record)}>
                  <Trans>预览</Trans>
                </Anchor>
              )}
            </Group>
          </Field>
        )}
        {record.uploadVideoType === UploadVideoType.cloudDisk && (
          <>
            <Field label={t`云盘地址：`}>{record.cloudDiskAddress ?? "-"}</Field>
            <Field label={t`云盘密码：`}>{record.cloudDiskPassWord ?? "-"}</Field>
          </>
        )}
        {record.uploadVideoType === UploadVideoType.email && <Field label={t`发送邮箱：`}>{record.emailVideoAddress ?? "-"}</Field>}
        {record.description && <Field label={t`视频描述：`}>{record.description}</Field>}
        {showsAuditTime(record.status) && record.auditTime && <Field label={t`审核时间：`}>{formatDate(record.auditTime)}</Field>}
        {showsAuditReason(record.status, record.auditReason) && (
          <Field label={record.status === VideoStatus.rejected ? t`驳回理由：` : t`审核意见：`}>
            <Text size="sm" c={record.status === VideoStatus.rejected ? "red" : undefined} span>
              {record.auditReason}
            </Text>
          </Field>
        )}
      </Stack>
    </Paper>
  );
}
