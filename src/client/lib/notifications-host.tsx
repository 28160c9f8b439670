import { Suspense } from "react";
import { lazyNamed } from "#client/lib/lazy-named.ts";
import { useNotificationsWanted } from "#client/lib/notifications-bridge.ts";

const Notifications = lazyNamed(() => import("@mantine/notifications"), "Notifications");

/** Mounts Mantine's notification container once the first message is asked for (notifications-bridge.ts). */
export function NotificationsHost() {
  if (!useNotificationsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
