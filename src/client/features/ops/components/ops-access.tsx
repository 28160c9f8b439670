import { Anchor, Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useOpsLogin } from "#client/features/ops/ops.mutations.ts";

/** The errorComponent of /ops: the user could not be loaded (the guard's refusals are OpsLoginPanel), with a retry. */
export function OpsAccessError() {
  const router = useRouter();
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm">
        <Text c="dimmed">
          <Trans>用户信息加载失败，请稍后重试。</Trans>
        </Text>
        <Button variant="light" onClick={() => void router.invalidate()}>
          <Trans>重试</Trans>
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * What /ops shows in place of the back office to someone who is not an operator: the operator login (no
 * session) or 暂无权限 with the login (a session of another kind, document 4 section 1).
 */
export function OpsLoginPanel({ returnTo, kind }: { returnTo: string; kind: "login" | "refused" }) {
  const { t } = useLingui();
  const login = useOpsLogin();
  return (
    <Center mih="80vh" px="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420} data-testid={kind === "login" ? "ops-login" : "ops-refused"}>
        <Stack gap="md" align="center" ta="center">
          <Title order={2} fz="h3">
            <Trans>路演中心运营后台</Trans>
          </Title>
          {kind === "refused" ? (
            <>
              <Text c="red.7" fw={600} fz="lg">
                <Trans>暂无权限</Trans>
              </Text>
              <Text c="dimmed" fz="sm">
                <Trans>当前账号不是运营人员，无法使用运营后台。请使用运营人员账号登录。</Trans>
              </Text>
            </>
          ) : (
            <Text c="dimmed" fz="sm">
              <Trans>请使用运营人员账号登录</Trans>
            </Text>
          )}
          <Button
            fullWidth
            loading={login.isPending}
            onClick={() => login.mutate({ redirect: returnTo, endCurrent: kind === "refused" })}
            data-testid="ops-login-button"
          >
            {kind === "refused" ? t`以运营人员身份登录` : t`运营人员登录`}
          </Button>
          <Anchor href="/home" fz="sm">
            <Trans>返回门户首页</Trans>
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
