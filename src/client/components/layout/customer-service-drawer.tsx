import { Anchor, Button, Drawer, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { IconClock, IconMail } from "#client/components/layout/icons-on-demand.tsx";
import { SITE_INFO } from "#client/components/layout/site-info.ts";

/** Online customer service for logged-in users: the service hours and the service mailbox. */
export function CustomerServiceDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const mailto = `mailto:${SITE_INFO.serviceEmail}?subject=${encodeURIComponent(t`路演中心在线咨询`)}`;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="sm" title={t`在线客服`} zIndex={300} data-testid="service-drawer">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>在使用路演中心的过程中遇到问题，可以通过以下方式联系我们，客服人员会尽快回复。</Trans>
        </Text>
        <Paper withBorder radius="md" p="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="xl" size="lg">
              <IconClock size={18} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600} size="sm">
                <Trans>服务时间</Trans>
              </Text>
              <Text size="sm">
                <Trans>交易日 9:00–17:30</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>非服务时间的留言将在下一个交易日处理。</Trans>
              </Text>
            </Stack>
          </Group>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="xl" size="lg">
              <IconMail size={18} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600} size="sm">
                <Trans>客服邮箱</Trans>
              </Text>
              <Anchor href={mailto} size="sm" data-testid="service-mailto">
                {SITE_INFO.serviceEmail}
              </Anchor>
            </Stack>
          </Group>
        </Paper>
        <Button component="a" href={mailto} leftSection={<IconMail size={16} />}>
          <Trans>发送邮件</Trans>
        </Button>
      </Stack>
    </Drawer>
  );
}
