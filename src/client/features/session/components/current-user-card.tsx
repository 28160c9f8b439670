import { Alert, Button, Card, Group, Loader, Stack, Text } from "@mantine/core";
import { notify } from "#client/lib/notify.ts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { errorMessage } from "#client/lib/errors.ts";
import { clearSession, getLoginType } from "#client/lib/session.ts";
import { useUserInfo } from "#client/features/session/session.queries.ts";
import { useLogout } from "#client/features/session/session.mutations.ts";
import { LoginType } from "#shared/identity/login-type.ts";

/** Who is logged in, and the way out. */
export function CurrentUserCard() {
  const { t } = useLingui();
  const userInfo = useUserInfo();
  const logout = useLogout();

  if (userInfo.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t`正在加载用户信息`} />
      </Group>
    );
  }

  if (userInfo.isError) {
    return (
      <Alert color="red" title={t`无法获取用户信息`}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(userInfo.error)}</Text>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => void userInfo.refetch()}>
              <Trans>重试</Trans>
            </Button>
            {/* a way out even when the server cannot be reached: forget the local session */}
            <Button size="xs" variant="subtle" color="gray" onClick={clearSession}>
              <Trans>重新登录</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const user = userInfo.data;
  const loginType = user?.loginType ?? getLoginType();
  const nickName = user?.nickName || user?.account || user?.mobile || t`用户`;
  const account = user?.account || user?.mobile;
  const loginTypeLabel = loginType === null ? null : t(loginTypeLabels[loginType] ?? otherLoginType);

  return (
    <Card withBorder padding="xl" radius="md" shadow="xs">
      <Stack gap="xs">
        <Text fw={600} size="lg" data-testid="current-user">
          <Trans>已登录：{nickName}</Trans>
        </Text>
        {account ? (
          <Text size="sm" c="dimmed">
            <Trans>账号：{account}</Trans>
          </Text>
        ) : null}
        {loginTypeLabel ? (
          <Text size="sm" c="dimmed">
            <Trans>登录方式：{loginTypeLabel}</Trans>
          </Text>
        ) : null}
        <Group mt="md">
          <Button
            data-testid="logout"
            variant="default"
            loading={logout.isPending}
            onClick={() =>
              logout.mutate(loginType, {
                onError: (error) => notify("error", errorMessage(error)),
              })
            }
          >
            <Trans>退出</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

// Message descriptors (not strings): translated at render time, so a language switch relabels them.
const loginTypeLabels: Record<string, MessageDescriptor> = {
  [LoginType.personal]: msg`个人登录`,
  [LoginType.pass]: msg`企业登录（通行证）`,
  [LoginType.key]: msg`企业登录（安全密钥）`,
};
const otherLoginType = msg`企业登录`;
