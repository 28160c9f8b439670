import type { ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { I18nProvider } from "@lingui/react";
import { i18n } from "#client/lib/i18n.ts";
import { NotificationsHost } from "#client/lib/notifications-host.tsx";
import { queryClient } from "#client/lib/query-client.ts";
import { theme } from "#client/theme.ts";

/** The providers every page needs (also used by tests to render a piece of the app on its own). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <NotificationsHost />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
