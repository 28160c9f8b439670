import { Card, Stack, Text, Title } from "@mantine/core";
import { NativeButton } from "#client/components/layout/native-button.tsx";
import { notify } from "#client/lib/notify.ts";
import { Trans } from "@lingui/react/macro";
import { errorMessage } from "#client/lib/errors.ts";
import { useLogin, type LoginUrlType } from "#client/features/session/session.mutations.ts";
import { LoginType } from "#shared/identity/login-type.ts";

/** The logged-out choices: enterprise users by provider pass or hardware key, investors by personal login. */
export function LoginPanel() {
  const login = useLogin();

  const start = (type: LoginUrlType) =>
    login.mutate(type, {
      onError: (error) => notify("error", errorMessage(error)),
    });
  // only the pressed button spins; the others are disabled meanwhile
  const busy = (type: LoginUrlType) => login.isPending && login.variables === type;

  return (
    <Card withBorder padding="xl" radius="md" shadow="xs">
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>登录</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>企业用户请使用通行证或安全密钥（Ekey）登录；投资者请使用个人登录。</Trans>
        </Text>
        <NativeButton
          data-testid="login-pass"
          size="md"
          loading={busy(LoginType.pass)}
          disabled={login.isPending && !busy(LoginType.pass)}
          onClick={() => start(LoginType.pass)}
        >
          <Trans>企业登录（通行证）</Trans>
        </NativeButton>
        <NativeButton
          data-testid="login-key"
          size="md"
          variant="light"
          loading={busy(LoginType.key)}
          disabled={login.isPending && !busy(LoginType.key)}
          onClick={() => start(LoginType.key)}
        >
          <Trans>企业登录（安全密钥）</Trans>
        </NativeButton>
        <NativeButton
          data-testid="login-personal"
          size="md"
          variant="default"
          loading={busy(LoginType.personal)}
          disabled={login.isPending && !busy(LoginType.personal)}
          onClick={() => start(LoginType.personal)}
        >
          <Trans>个人登录</Trans>
        </NativeButton>
      </Stack>
    </Card>
  );
}
