import { useEffect, useState } from "react";
import { Anchor, Badge, Box, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDate } from "#shared/format/date.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { useMessagePage } from "#client/features/messages/messages.queries.ts";
import { useReadAll } from "#client/features/messages/messages.mutations.ts";
import { useMarkShownRead } from "#client/lib/message-read.ts";
import { MessageHtml } from "#client/features/messages/message-html.tsx";
import classes from "#client/features/messages/components/mess-remind.module.css";

/**
 * Message reminders (document 3 section 2.2 item 7): the company's messages 5 a page, mark all as read, the
 * unread ones on the shown page marked read once loaded, and the empty state. New messages pushed over the
 * socket refresh the list through the message query root.
 */
export function MessRemindPage() {
  const { t } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const page = useMessagePage(pageNo);
  const readAll = useReadAll();
  const data = page.data;
  // the rows new on this visit stay marked as such once the server (and the badge) count them read
  const fresh = useMarkShownRead(data, page.isPlaceholderData);

  // a read-all or a push can shrink the list under the current page
  const pageCount = Math.max(data?.pages ?? 1, 1);
  useEffect(() => {
    if (data && !page.isPlaceholderData && pageNo > pageCount) setPageNo(pageCount);
  }, [data, page.isPlaceholderData, pageNo, pageCount]);

  return (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }} data-testid="mess-remind">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h4">
          <Trans>消息提醒</Trans>
        </Title>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => readAll.mutate()}
          disabled={readAll.isPending || !data || data.total === 0}
          data-testid="read-all"
        >
          <Trans>全部标为已读</Trans>
        </Anchor>
      </Group>

      {page.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : !data || data.records.length === 0 ? (
        <EmptyState description={t`暂无消息`} />
      ) : (
        <Stack gap={0} data-testid="message-list">
          {data.records.map((m) => (
            <Box
              key={m.id}
              className={classes.item}
              data-testid="message-item"
              data-status={m.status}
              data-message-id={m.id}
              data-fresh={fresh.has(m.id) ? "true" : undefined}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Group gap="xs" wrap="nowrap" miw={0} align="flex-start">
                  <Badge
                    size="sm"
                    variant={m.status === 0 ? "filled" : "light"}
                    color={m.status === 0 ? "red" : "gray"}
                    style={{ flexShrink: 0 }}
                    mt={2}
                    data-testid="message-status"
                  >
                    {m.status === 0 ? t`未读` : t`已读`}
                  </Badge>
                  {m.status !== 0 && fresh.has(m.id) ? (
                    <Badge size="sm" variant="light" color="blue" style={{ flexShrink: 0 }} mt={2} data-testid="message-fresh">
                      <Trans>新</Trans>
                    </Badge>
                  ) : null}
                  <Text fw={m.status === 0 || fresh.has(m.id) ? 700 : 500} style={{ overflowWrap: "anywhere" }} data-testid="message-title">
                    {m.msgTitle}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }} mt={3}>
                  {formatDate(m.crtTime, "YYYY-MM-DD HH:mm")}
                </Text>
              </Group>
              <Box className={classes.content} mt={6}>
                <MessageHtml html={m.content} />
              </Box>
            </Box>
          ))}
        </Stack>
      )}

      {data ? <TablePager total={data.total} page={pageNo} pages={pageCount} onChange={setPageNo} mt="md" /> : null}
    </Paper>
  );
}
