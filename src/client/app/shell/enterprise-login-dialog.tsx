import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { errorMessage } from "#client/lib/errors.ts";
import { notify } from "#client/lib/notify.ts";
import { useLogin, type LoginUrlType } from "#client/features/session/session.mutations.ts";
import { LoginType } from "#shared/identity/login-type.ts";

interface EnterpriseLoginDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Enterprise login (spec 1 §2.2): the hardware-key steps, then the key login or the provider pass. Each
 * button asks login_url (type 2 key, 1 pass) and follows the address it returns.
 */
export function EnterpriseLoginDialog({ opened, onClose }: EnterpriseLoginDialogProps) {
  const { t } = useLingui();
  const login = useLogin();
  const start = (type: LoginUrlType) =>
    login.mutate(type, { onError: (error) => notify("error", errorMessage(error)) });
  const busy = (type: LoginUrlType) => login.isPending && login.variables === type;

  const steps = [t`请插入Ekey`, t`运行Ekey管理工具`, t`重新打开浏览器`];

  return (
    <Modal opened={opened} onClose={onClose} title={t`企业登录`} centered size="md" data-testid="enterprise-login">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          <Trans>使用安全密钥（Ekey）登录前，请按以下步骤准备：</Trans>
        </Text>
        <Stack gap="sm">
          {steps.map((step, index) => (
            <Group key={step} gap="sm" wrap="nowrap">
              <ThemeIcon size={28} radius="xl" variant="light">
                <Text fw={700} size="sm">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Text size="sm">{step}</Text>
            </Group>
          ))}
        </Stack>
        <Stack gap="sm">
          <Button
            size="md"
            data-testid="login-key-dialog"
            loading={busy(LoginType.key)}
            disabled={login.isPending && !busy(LoginType.key)}
            onClick={() => start(LoginType.key)}
          >
            <Trans>安全密钥登录</Trans>
          </Button>
          <Button
            size="md"
            variant="default"
            data-testid="login-pass-dialog"
            loading={busy(LoginType.pass)}
            disabled={login.isPending && !busy(LoginType.pass)}
            onClick={() => start(LoginType.pass)}
          >
            <Trans>通行证登录</Trans>
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
