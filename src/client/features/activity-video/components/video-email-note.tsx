import { Alert, Button, CopyButton, Group, Loader, Stack, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import type { TEmailDescription } from "../activity-video.queries.ts";

/**
 * The email mode of the upload dialog (document 3 sections 4 and 7): the mailbox to send the video to, with
 * a copy button, and the instructions (dictionary EmailDesc, attachField1 of the first item). Without a
 * configured entry, a general note: the record of the submission names the mailbox.
 */
export function VideoEmailNote({ description, loading }: { description: TEmailDescription | null | undefined; loading: boolean }) {
  const mailbox = description?.mailbox ?? null;
  const text = description?.text ?? null;
  return (
    <Alert color="blue" variant="light" data-testid="video-email-note" title={<Trans>邮件发送说明</Trans>}>
      {loading ? (
        <Loader size="xs" />
      ) : (
        <Stack gap={6}>
          {mailbox && (
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                <Trans>接收邮箱：</Trans>
              </Text>
              <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }} data-testid="video-email-mailbox">
                {mailbox}
              </Text>
              <CopyButton value={mailbox}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="subtle" onClick={copy}>
                    {copied ? <Trans>已复制</Trans> : <Trans>复制</Trans>}
                  </Button>
                )}
              </CopyButton>
            </Group>
          )}
          <Text size="sm" style={{ whiteSpace: "pre-line" }} data-testid="video-email-text">
            {text ?? <Trans>提交后，请将视频文件通过邮件发送至平台邮箱，邮箱地址将显示在上传记录中。</Trans>}
          </Text>
        </Stack>
      )}
    </Alert>
  );
}
