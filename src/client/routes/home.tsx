import { Suspense } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { Container, Stack, Text, Title } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { lazyNamed } from "#client/lib/lazy-named.ts";
import { useToken } from "#client/lib/session.ts";
import { LoginPanel } from "#client/features/session/components/login-panel.tsx";

// Only a logged-in visit shows the user card; it loads while the root fetches the user it shows, and a visitor's
// /home never loads it (npm run bench:bundle).
const CurrentUserCard = lazyNamed(() => import("#client/features/session/components/current-user-card.tsx"), "CurrentUserCard");

// The minimal home until the public-site issue brings its strips: a welcome, and the login or current-user card.
// (?token=… and ?ekeyError=1 are handled by the root for every route.)
export const Route = createFileRoute("/home")({
  component: HomePage,
});

function HomePage() {
  const token = useToken();
  return (
    <Container size="sm" py={48}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>欢迎来到路演中心</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>上市公司与基金公司的网上路演平台</Trans>
          </Text>
        </Stack>
        {token ? (
          <Suspense fallback={null}>
            <CurrentUserCard />
          </Suspense>
        ) : (
          <LoginPanel />
        )}
      </Stack>
    </Container>
  );
}
