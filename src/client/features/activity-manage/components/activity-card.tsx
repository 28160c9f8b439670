import { Badge, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import { canCancelBooking, progressSteps } from "#shared/activity/activity-rules.ts";
import { VIDEO_TYPE_LABELS, activityTimeText, placeOf, recordingTimeText } from "#client/features/activity-manage/activity-display.ts";
import { ProgressStrip } from "#client/features/activity-manage/components/progress-strip.tsx";
import { CancelBooking } from "#client/features/activity-manage/components/cancel-booking.tsx";
import { ViewDetails } from "#client/features/activity-manage/components/view-details.tsx";

export interface ActivityCardProps {
  activity: TCompanyActivity;
  /** cancelling belongs to the not-ended tab only */
  cancellable: boolean;
  now: Date;
}

/** One activity of the list (document 2 section 2.2): its fields, the progress strip and the two links. */
export function ActivityCard({ activity: a, cancellable, now }: ActivityCardProps) {
  const { t, i18n } = useLingui();
  const place = placeOf(a);
  const recording = recordingTimeText(a);
  const showCancel = cancellable && canCancelBooking(a, now);
  const videoType = a.videoType ? VIDEO_TYPE_LABELS[a.videoType] : undefined;

  return (
    <Card withBorder radius="md" padding="md" data-testid="activity-card" data-activity-id={a.activityId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge variant="light" color={a.isMulti ? "grape" : "blue"} data-testid="activity-kind" style={{ flexShrink: 0 }}>
            {a.isMulti ? t`集体活动` : t`单场活动`}
          </Badge>
          <Text fw={600} lineClamp={2} title={a.title} data-testid="activity-title" style={{ flex: 1, minWidth: 0 }}>
            {a.title}
          </Text>
          {a.isCancel ? (
            <Badge color="gray" variant="outline" style={{ flexShrink: 0 }} data-testid="activity-cancelled">
              <Trans>已取消</Trans>
            </Badge>
          ) : a.status === 2 ? (
            <Badge color="green" variant="outline" style={{ flexShrink: 0 }}>
              <Trans>进行中</Trans>
            </Badge>
          ) : null}
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing={4}>
          <Field label={t`活动时间`} value={activityTimeText(a)} testId="activity-time" />
          <Field label={t`活动类型`} value={a.activityTypeText} testId="activity-type" />
          <Field
            label={t`活动模式`}
            value={a.modeName || (videoType ? i18n._(videoType) : "—")}
            testId="activity-mode"
          />
          <Field label={place.kind === "platform" ? t`转播平台` : t`地区`} value={place.text || "—"} testId="activity-place" />
          {recording ? <Field label={t`录制时间`} value={recording} testId="activity-recording" /> : null}
        </SimpleGrid>

        <ProgressStrip activity={a} steps={progressSteps(a, now)} compact />

        <Group justify="flex-end" gap="lg">
          {showCancel ? <CancelBooking activityId={a.activityId} title={a.title} /> : null}
          <ViewDetails activity={a} />
        </Group>
      </Stack>
    </Card>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
        {label}
      </Text>
      <Text size="sm" truncate="end" title={value} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}
