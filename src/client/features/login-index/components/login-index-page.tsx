import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ButtonLink } from "#client/components/layout/button-link.tsx";
import { reportError } from "#client/lib/errors.ts";
import { fetchLoginUrl, followLoginUrl } from "#client/lib/login-session.ts";
import { useToken } from "#client/lib/session.ts";
import { LOGIN_URL_TYPES, type TLoginUrlType } from "#shared/identity/login-type.ts";

interface TLoginChoice {
  title: MessageDescriptor;
  who: MessageDescriptor;
  how: MessageDescriptor;
}

/** The three ways in (document 4 section 3, document 1 section 7.1 login_url types). */
const CHOICES: Record<TLoginUrlType, TLoginChoice> = {
  "0": { title: msg`个人投资者登录`, who: msg`个人投资者`, how: msg`使用手机号和短信验证码登录，可提问、收藏、关注和设置活动提醒。` },
  "1": { title: msg`机构通行证登录`, who: msg`上市公司、基金公司及监管机构用户`, how: msg`使用机构通行证账号和密码登录，进入机构中心预约和管理路演活动。` },
  "2": { title: msg`安全密钥登录`, who: msg`已登记安全密钥的机构用户`, how: msg`插入已登记的安全密钥（FIDO2），按提示完成验证即可登录。` },
};

/**
 * /loginIndex/{type?} (document 4 section 3): the login landing. Each way in asks login_url for the provider's
 * page and goes there; the provider sends the browser back to `redirect` (a same-site path) with the token.
 * The type in the address (0 personal, 1 pass, 2 hardware key) is the way offered first.
 */
export function LoginIndexPage({ type, redirect }: { type: TLoginUrlType | undefined; redirect: string | undefined }) {
  const { i18n } = useLingui();
  const token = useToken();
  const login = useMutation({
    mutationFn: async (choice: TLoginUrlType) => ({ choice, url: await fetchLoginUrl(choice, i18n.locale, redirect ?? "/home") }),
    onSuccess: ({ choice, url }) => followLoginUrl(url, choice),
    onError: reportError,
  });
  const order = type ? [type, ...LOGIN_URL_TYPES.filter((t) => t !== type)] : [...LOGIN_URL_TYPES];

  return (
    <Container size="lg" py={{ base: "md", sm: 48 }} px={{ base: "xs", sm: "md" }} data-testid="login-index">
      <Stack gap="lg">
        <Stack gap={4} align="center">
          <Title order={1} size="h2" ta="center">
            <Trans>登录路演中心</Trans>
          </Title>
          <Text c="dimmed" ta="center">
            <Trans>请选择您的登录方式</Trans>
          </Text>
          {/* the page stands outside the main layout (document 1 section 2.1), so it offers its own way back */}
          {token ? null : (
            <ButtonLink to="/home" variant="subtle" size="xs" data-testid="login-index-home">
              <Trans>返回首页</Trans>
            </ButtonLink>
          )}
        </Stack>
        {token ? (
          <Paper withBorder radius="md" p="md" data-testid="login-index-signed-in">
            <Stack gap="xs" align="center">
              <Text>
                <Trans>您已登录，可直接返回继续浏览；如需更换账号，请先退出登录。</Trans>
              </Text>
              <ButtonLink to="/home" variant="light" size="sm">
                <Trans>返回首页</Trans>
              </ButtonLink>
            </Stack>
          </Paper>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {order.map((choice) => {
            const c = CHOICES[choice];
            const first = choice === type;
            return (
              <Paper
                key={choice}
                withBorder
                radius="md"
                p="lg"
                shadow={first ? "sm" : undefined}
                style={first ? { borderColor: "var(--mantine-color-blue-6)", borderWidth: 2 } : undefined}
                data-testid={`login-choice-${choice}`}
                data-selected={first}
              >
                <Stack gap="sm" h="100%" justify="space-between">
                  <Stack gap={6}>
                    <Title order={2} size="h4">
                      {i18n._(c.title)}
                    </Title>
                    <Text size="sm" fw={500} c="blue.8">
                      {i18n._(c.who)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {i18n._(c.how)}
                    </Text>
                  </Stack>
                  <Button
                    variant={first || !type ? "filled" : "light"}
                    loading={login.isPending && login.variables === choice}
                    disabled={login.isPending && login.variables !== choice}
                    onClick={() => login.mutate(choice)}
                    data-testid={`login-choice-${choice}-go`}
                  >
                    <Trans>前往登录</Trans>
                  </Button>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
