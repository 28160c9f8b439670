import type { ReactNode } from "react";
import { Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useToken } from "#client/lib/session.ts";
import { useOpsLogin } from "#client/features/ops/ops.mutations.ts";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";

export interface OpsGateProps {
  /** the /ops address to come back to after the login (path and query) */
  returnTo: string;
  children: (user: TUserInfo) => ReactNode;
}

/**
 * The back office is for operators only (document 4 section 1): without a session it offers the operator
 * login; with a session of another kind it refuses (暂无权限) and offers to log in as an operator instead.
 * No back-office call is made before the user is known to be an operator, so nobody sees a 403 popup.
 */
export function OpsGate({ returnTo, children }: OpsGateProps) {
  const token = useToken();
  const user = useOpsUser();
  if (token === null) return <OpsLoginPanel returnTo={returnTo} kind="login" />;
  if (user.isPending) {
    return (
      <Center mih="60vh">
        <Loader aria-label="loading" />
      </Center>
    );
  }
  if (user.isError) {
    return (
      <Center mih="60vh" px="md">
        <Stack align="center" gap="sm">
          <Text c="dimmed">
            <Trans>用户信息加载失败，请稍后重试。</Trans>
          </Text>
          <Button variant="light" onClick={() => void user.refetch()}>
            <Trans>重试</Trans>
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!user.data || user.data.userType !== "operator") return <OpsLoginPanel returnTo={returnTo} kind="refused" />;
  return <>{children(user.data)}</>;
}

function OpsLoginPanel({ returnTo, kind }: { returnTo: string; kind: "login" | "refused" }) {
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
