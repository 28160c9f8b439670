import { hideNotification, showNotification } from "#client/lib/notifications-bridge.ts";
import { t } from "@lingui/core/macro";
import { registerSW } from "virtual:pwa-register";

const UPDATE_NOTICE = "sw-update";

// The running version's own chunk, which its service worker has precached: it loads offline too.
const prompts = () => import("#client/lib/pwa-prompts.tsx");

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
      void prompts().then(({ UpdateAvailableMessage }) =>
        showNotification({
          id: UPDATE_NOTICE,
          autoClose: false,
          withCloseButton: true,
          title: t`有新版本可用`,
          message: (
            <UpdateAvailableMessage
              onRefresh={() => {
                requestedHere = true;
                void updateSW(true);
              }}
            />
          ),
        }),
      );
    },
    // Called when the new worker has taken control; the default would reload unconditionally.
    onNeedReload() {
      if (requestedHere) {
        window.location.reload();
        return;
      }
      hideNotification(UPDATE_NOTICE);
      void prompts().then(({ ReloadButton }) => showNotification({ autoClose: false, title: t`新版本已启用`, message: <ReloadButton /> }));
    },
    onOfflineReady() {
      showNotification({ message: t`已可离线使用`, autoClose: 4000 });
    },
  });
}
