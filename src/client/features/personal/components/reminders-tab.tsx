import { useState } from "react";
import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { copyText } from "#client/components/distribution/copy-link.tsx";
import { reportError } from "#client/lib/errors.ts";
import { notify } from "#client/lib/notify.ts";
import { enableWebNotifications, notificationState, useUnsubscribeReminder, type TNotificationState } from "#client/lib/reminders.ts";
import type { TReminderRow } from "#shared/api/reminder.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { ReminderStatus } from "#shared/reminder/reminder-rules.ts";
import { useCalendarFeed, useResetCalendarFeed } from "../personal.queries.ts";
import { ActivityRow } from "./activity-row.tsx";
import { useLeadLabel } from "../reminder-lead-label.ts";

/** One reminder: the activity, when it reminds, its state, and cancelling a pending one. */
export function ReminderCard({ reminder }: { reminder: TReminderRow }) {
  const leadLabel = useLeadLabel();
  const cancel = useUnsubscribeReminder();
  const pending = reminder.status === ReminderStatus.pending;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="reminder-row" data-activity-id={reminder.activityId} data-status={reminder.status}>
      <ActivityRow card={reminder.activity} />
      <Group justify="space-between" gap="xs" mt={4}>
        <Text size="sm" c="dimmed">
          <Trans>
            {leadLabel(reminder.leadMinutes)}提醒 · {formatDate(reminder.remindAt, "YYYY-MM-DD HH:mm")}
          </Trans>
        </Text>
        <Group gap="xs">
          {pending ? (
            <>
              <Badge color="teal" variant="light">
                <Trans>待提醒</Trans>
              </Badge>
              <Button size="compact-xs" variant="subtle" color="red.8" loading={cancel.isPending} onClick={() => cancel.mutate(reminder.activityId, { onError: reportError })} data-testid="reminder-row-cancel">
                <Trans>取消提醒</Trans>
              </Button>
            </>
          ) : reminder.status === ReminderStatus.delivered ? (
            <Badge color="gray" variant="light" data-testid="reminder-delivered">
              <Trans>已提醒</Trans>
            </Badge>
          ) : (
            <Badge color="gray" variant="outline">
              <Trans>活动已取消或结束</Trans>
            </Badge>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** Whether this browser shows reminders as notifications, with the button that asks for it. */
export function WebNotificationSetting() {
  const [state, setState] = useState<TNotificationState>(notificationState);
  const [asking, setAsking] = useState(false);
  const ask = () => {
    setAsking(true);
    enableWebNotifications()
      .then(setState)
      .catch(reportError)
      .finally(() => setAsking(false));
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="web-notifications" data-state={state}>
      <Group justify="space-between" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm">
            <Trans>浏览器通知</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            {state === "granted" ? (
              <Trans>已开启：提醒到时，本浏览器将弹出通知，点击即可打开活动。</Trans>
            ) : state === "denied" ? (
              <Trans>您已在浏览器中拒绝通知，可在浏览器的网站设置中重新允许。</Trans>
            ) : state === "unsupported" ? (
              <Trans>当前浏览器不支持网页通知，提醒将发送到站内消息。</Trans>
            ) : (
              <Trans>开启后，提醒到时本浏览器将弹出通知。</Trans>
            )}
          </Text>
        </Stack>
        {state === "default" ? (
          <Button size="xs" variant="light" loading={asking} onClick={ask} data-testid="web-notifications-enable">
            <Trans>开启通知</Trans>
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * The private calendar feed (document 4 section 4): an address calendar apps subscribe to, listing my
 * reminded activities and those of the companies I follow; a new address makes the old one stop working.
 */
export function CalendarFeedCard() {
  const { t } = useLingui();
  const feed = useCalendarFeed(true);
  const reset = useResetCalendarFeed();
  const url = feed.data ? `${window.location.origin}${feed.data.path}` : "";
  const copy = async () => {
    const copied = await copyText(url);
    notify(copied ? "success" : "error", copied ? t`已复制订阅地址` : t`复制失败，请手动复制`);
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="calendar-feed">
      <Stack gap="xs">
        <Title order={3} size="sm">
          <Trans>日历订阅</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>在日历应用中添加“订阅日历”并填入下面的地址，即可自动同步您设置提醒的活动和关注公司的活动。此地址仅限本人使用，请勿分享。</Trans>
        </Text>
        {feed.data ? (
          <Code block style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }} data-testid="calendar-feed-url">
            {url}
          </Code>
        ) : null}
        <Group gap="xs">
          <Button size="xs" variant="light" disabled={!feed.data} onClick={() => void copy()} data-testid="calendar-feed-copy">
            <Trans>复制地址</Trans>
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red.8"
            loading={reset.isPending}
            onClick={() => {
              if (window.confirm(t`重新生成后，旧的订阅地址将立即失效，确定继续吗？`)) reset.mutate(undefined, { onError: reportError, onSuccess: () => notify("success", t`已生成新的订阅地址`) });
            }}
            data-testid="calendar-feed-reset"
          >
            <Trans>重新生成地址</Trans>
          </Button>
        </Group>
        {feed.isError ? (
          <Alert color="red" variant="light">
            <Trans>订阅地址加载失败</Trans>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
