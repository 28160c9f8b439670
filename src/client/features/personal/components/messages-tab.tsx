import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import type { TMessage } from "#shared/api/activity.contract.ts";
import { formatDate } from "#shared/format/date.ts";

/** One message of my inbox (reminders arrive here): title, time, text, and whether it is new. */
export function MyMessageCard({ message }: { message: TMessage }) {
  const unread = message.status === 0;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="personal-message" data-unread={unread}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
            {message.msgTitle}
          </Text>
          {unread ? (
            <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
              <Trans>未读</Trans>
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
          {message.content}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(message.crtTime, "YYYY-MM-DD HH:mm")}
        </Text>
      </Stack>
    </Paper>
  );
}
