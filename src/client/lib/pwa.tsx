import { Button, Group, Text } from "@mantine/core";
import { hideNotification, showNotification } from "#client/lib/notifications-bridge.ts";
import { t } from "@lingui/core/macro";
import { registerSW } from "virtual:pwa-register";

const UPDATE_NOTICE = "sw-update";

/**
 * Registers the service worker. A new version never reloads the page by itself: it waits until the user
 * presses "刷新" in the prompt, so an unsaved draft or a running upload is never cut off.
 */
export function registerPwa(): void {
  if (!("serviceWorker" in navigator)) return;

  // Whether this tab asked for the update; another tab's choice must not reload this one.
  let requestedHere = false;

  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      showNotification({
        id: UPDATE_NOTICE,
        autoClose: false,
        withCloseButton: true,
        title: t`有新版本可用`,
        message: (
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm">{t`刷新页面即可使用新版本。`}</Text>
            <Button
              size="xs"
              data-testid="sw-refresh"
              onClick={() => {
                requestedHere = true;
                void updateSW(true);
              }}
            >
              {t`刷新`}
            </Button>
          </Group>
        ),
      });
    },
    // Called when the new worker has taken control; the default would reload unconditionally.
    onNeedReload() {
      if (requestedHere) {
        window.location.reload();
        return;
      }
      hideNotification(UPDATE_NOTICE);
      showNotification({
        autoClose: false,
        title: t`新版本已启用`,
        message: (
          <Button size="xs" onClick={() => window.location.reload()}>
            {t`刷新`}
          </Button>
        ),
      });
    },
    onOfflineReady() {
      showNotification({ message: t`已可离线使用`, autoClose: 4000 });
    },
  });
}
