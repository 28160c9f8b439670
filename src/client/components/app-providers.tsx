import { useMemo, type ReactNode } from "react";
import { MantineProvider, mergeThemeOverrides } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { i18n } from "#client/lib/i18n.ts";
import { NotificationsHost } from "#client/lib/notifications-host.tsx";
import { queryClient } from "#client/lib/query-client.ts";
import { cssVariablesResolver, theme } from "#client/theme.ts";

/**
 * Mantine with the theme and the accessible names its own icon buttons lack: every dialog's, drawer's and
 * notification's × is named 关闭 / Close in the page's language (axe-core button-name), unless it is named
 * where it is used.
 */
function ThemedMantine({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const close = t`关闭`;
  const named = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { "aria-label": close } } },
          Drawer: { defaultProps: { closeButtonProps: { "aria-label": close } } },
          // toasts and pushes: a named ×, and a description under a title in the readable dimmed grey
          Notification: {
            defaultProps: { closeButtonProps: { "aria-label": close } },
            styles: { description: { color: "var(--mantine-color-dimmed)" } },
          },
        },
      }),
    [close],
  );
  return (
    <MantineProvider theme={named} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}

/** The providers every page needs (also used by tests to render a piece of the app on its own). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedMantine>{children}</ThemedMantine>
      </QueryClientProvider>
    </I18nProvider>
  );
}
