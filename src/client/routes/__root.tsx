import { useEffect } from "react";
import { createRootRoute, Outlet, redirect } from "@tanstack/react-router";
import { AppShell } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { AppProviders } from "#client/components/app-providers.tsx";
import { AppHeader } from "#client/components/app-header.tsx";
import { consumeTokenFromUrl } from "#client/features/session/session.url.ts";

export const Route = createRootRoute({
  // The identity provider may land on any route with ?token=…: store it and drop it from the address
  // before anything renders.
  beforeLoad: ({ location }) => {
    const href = consumeTokenFromUrl(location.pathname, location.searchStr, location.hash);
    if (href !== null) throw redirect({ href, replace: true });
  },
  component: RootLayout,
});

function RootLayout() {
  return (
    <AppProviders>
      <DocumentTitle />
      <AppShell header={{ height: 60 }} padding="md">
        <AppShell.Header>
          <AppHeader />
        </AppShell.Header>
        <AppShell.Main bg="gray.0">
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </AppProviders>
  );
}

// The tab title follows the language too.
function DocumentTitle() {
  const { t } = useLingui();
  const title = t`路演中心`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
