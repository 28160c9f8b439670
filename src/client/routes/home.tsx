import { createFileRoute } from "@tanstack/react-router";
import { Container, Stack, Text, Title } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { useToken } from "#client/lib/session.ts";
import { LoginPanel } from "#client/features/session/components/login-panel.tsx";
import { CurrentUserCard } from "#client/features/session/components/current-user-card.tsx";
import { EkeyErrorModal } from "#client/features/session/components/ekey-error-modal.tsx";

interface HomeSearch {
  /** Set by the identity provider when the hardware key was missing or invalid. */
  ekeyError?: 1;
}

export const Route = createFileRoute("/home")({
  // (A ?token=… from the identity provider is taken by the root route before this page loads.)
  validateSearch: (search: Record<string, unknown>): HomeSearch =>
    search.ekeyError === 1 || search.ekeyError === "1" ? { ekeyError: 1 } : {},
  component: HomePage,
});

function HomePage() {
  const token = useToken();
  const { ekeyError } = Route.useSearch();
  const navigate = Route.useNavigate();

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>欢迎来到路演中心</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>上市公司与基金公司的网上路演平台</Trans>
          </Text>
        </Stack>
        {token ? <CurrentUserCard /> : <LoginPanel />}
      </Stack>
      <EkeyErrorModal
        opened={ekeyError === 1}
        onClose={() => void navigate({ search: {}, replace: true })}
      />
    </Container>
  );
}
