import { Badge, Box, Group, Paper, Stack, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import type { TMessage } from "#shared/api/activity.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { SafeHtml } from "#client/components/widgets/safe-html.tsx";

/**
 * One message of my inbox (reminders arrive here): title, time, the text (HTML written in the back office or
 * by the reminder job, through the allow-list renderer), and whether it is new: unread, or read by this visit.
 */
export function MyMessageCard({ message, fresh = false }: { message: TMessage; fresh?: boolean }) {
  const unread = message.status === 0 || fresh;
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
        <Box fz="sm" style={{ overflowWrap: "anywhere" }} data-testid="personal-message-content">
          <SafeHtml html={message.content} />
        </Box>
        <Text size="xs" c="dimmed">
          {formatDate(message.crtTime, "YYYY-MM-DD HH:mm")}
        </Text>
      </Stack>
    </Paper>
  );
}
