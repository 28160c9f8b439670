import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";

interface EkeyErrorModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Shown when the provider sends the user back with `ekeyError=1`: the hardware key is missing or invalid. */
export function EkeyErrorModal({ opened, onClose }: EkeyErrorModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`提示`} centered data-testid="ekey-error">
      <Stack gap="md">
        <Text fw={600}>
          <Trans>您的Ekey未插好或无效</Trans>
        </Text>
        <List type="ordered" spacing="xs">
          <List.Item>
            <Trans>请插入Ekey</Trans>
          </List.Item>
          <List.Item>
            <Trans>运行Ekey管理工具</Trans>
          </List.Item>
          <List.Item>
            <Trans>重新打开浏览器</Trans>
          </List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>
            <Trans>知道了</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
