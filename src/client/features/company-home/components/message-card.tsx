import { Anchor, Badge, Card, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDate } from "#shared/format/date.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { useLatestMessages } from "#client/features/company-home/company-home.queries.ts";
import { useReadAllMessages } from "#client/features/company-home/company-home.mutations.ts";

/** The home page's message card (document 2 section 2.3): the latest 3, read or unread, see more and read all. */
export function MessageCard() {
  const { t } = useLingui();
  const latest = useLatestMessages(true);
  const readAll = useReadAllMessages();
  const records = latest.data?.records ?? [];
  // unread ones may sit beyond the latest three, so read-all stays available while there are messages
  const hasMessages = records.length > 0;

  return (
    <Card withBorder radius="md" padding="md" data-testid="home-message-card">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5">
          <Trans>消息提醒</Trans>
        </Title>
        <Group gap="md" wrap="nowrap">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => readAll.mutate()}
            disabled={readAll.isPending || !hasMessages}
            c={hasMessages ? undefined : "dimmed"}
            data-testid="home-read-all"
          >
            <Trans>全部已读</Trans>
          </Anchor>
          <Anchor component={Link} to="/messRemind" size="sm" data-testid="home-messages-more">
            <Trans>查看更多</Trans>
          </Anchor>
        </Group>
      </Group>
      {latest.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : records.length === 0 ? (
        <EmptyState compact description={t`暂无消息`} />
      ) : (
        <Stack gap="xs">
          {records.map((m) => (
            <Group key={m.id} gap="xs" wrap="nowrap" justify="space-between" data-testid="home-message" data-status={m.status}>
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Badge size="xs" variant={m.status === 0 ? "filled" : "light"} color={m.status === 0 ? "red" : "gray"} style={{ flexShrink: 0 }}>
                  {m.status === 0 ? t`未读` : t`已读`}
                </Badge>
                <Text size="sm" truncate="end" fw={m.status === 0 ? 600 : 400} title={m.msgTitle}>
                  {m.msgTitle}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                {formatDate(m.crtTime, "YYYY-MM-DD")}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
