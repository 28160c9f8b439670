import { Suspense } from "react";
import { useMediaQuery } from "@mantine/hooks";
import { lazyNamed } from "#client/lib/lazy-named.ts";
import { useNotificationsWanted } from "#client/lib/notifications-bridge.ts";

const Notifications = lazyNamed(() => import("#client/lib/notifications-container.tsx"), "Notifications");

/** Mounts Mantine's notification container once the first message is asked for (notifications-bridge.ts). */
export function NotificationsHost() {
  // A phone's header (and a drawer opened from it) fills the top of the screen: a toast there hides the
  // menu for seconds, so on a phone they rise from the bottom, as the platform's own snackbars do.
  const phone = useMediaQuery("(max-width: 47.99em)", false, { getInitialValueInEffect: false });
  if (!useNotificationsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={phone ? "bottom-center" : "top-right"} />
    </Suspense>
  );
}
