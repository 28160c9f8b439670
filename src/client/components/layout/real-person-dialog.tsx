import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";

/** The real-person notice's dialog, loaded only when it has to show. */
export function RealPersonDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`实名认证`} centered data-testid="real-person-notice">
      <Stack gap="lg">
        <Text size="sm">
          <Trans>根据相关规定，参与互动提问前需要完成实名认证。认证只需填写姓名和身份证号，约一分钟即可完成。</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>稍后再说</Trans>
          </Button>
          <Button component={Link} to="/realPersonIndex" onClick={onClose} data-autofocus>
            <Trans>去认证</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
