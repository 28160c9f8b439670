import { Paper, Stack, Text, Title } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { MessageForm } from "#client/features/ops/components/message-form.tsx";
import classes from "#client/features/ops/components/ops-page.module.css";

/** Messages (document 4 section 6): to one company or to every company of a type. */
export function MessagesPage({ companyId }: { companyId?: number }) {
  return (
    <Stack gap="md">
      <Title order={1} className={classes.pageTitle}>
        <Trans>消息发送</Trans>
      </Title>
      <Paper withBorder radius="md" p="md" maw={720}>
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            <Trans>消息会出现在接收公司的消息提醒中，并实时推送给在线的公司用户。</Trans>
          </Text>
          <MessageForm initialCompanyId={companyId} />
        </Stack>
      </Paper>
    </Stack>
  );
}
