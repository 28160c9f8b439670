import { useSyncExternalStore } from "react";
import type { NotificationData, notifications } from "@mantine/notifications";

/**
 * The only door to @mantine/notifications: the package (store, container, transitions) loads with the first
 * message instead of with every first paint. Messages sent before it arrives are shown once it has.
 */
type TNotificationsApi = typeof notifications;

let api: TNotificationsApi | null = null;
let loading: Promise<TNotificationsApi> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function load(): Promise<TNotificationsApi> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  // a failed chunk load (offline right after a deploy) is forgotten, so the next message tries again
  loading ??= import("#client/lib/notifications-container.tsx").then(
    (module) => (api = module.notifications),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Shows a notification (Mantine's `notifications.show`). */
export function showNotification(data: NotificationData): void {
  if (api) api.show(data);
  else void load().then((loaded) => loaded.show(data), () => console.warn("notification not shown: its module did not load", data.message));
}

/** Hides a notification by id; nothing to do when none was ever shown. */
export function hideNotification(id: string): void {
  if (api) api.hide(id);
  else if (loading) void loading.then((loaded) => loaded.hide(id), () => undefined);
}

/** Whether any notification has been asked for, i.e. whether the container should be mounted. */
export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
