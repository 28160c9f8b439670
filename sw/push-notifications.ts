/// <reference lib="webworker" />

declare const self: ServiceWorkerGlobalScope;

/**
 * Reminders' web notifications (document 4 section 4): a Web Push from the server (modules/reminder) is shown
 * as a notification, and a click on it (or on the one the open page shows through this worker) opens the
 * activity: an open portal tab is focused and taken there, else a new window opens.
 */

interface TReminderNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function readNotice(data: unknown): TReminderNotice | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.title !== "string" || typeof d.url !== "string") return null;
  return { title: d.title, body: typeof d.body === "string" ? d.body : "", url: d.url, tag: typeof d.tag === "string" ? d.tag : "reminder" };
}

/** Only the portal's own paths are opened: a payload cannot send the user elsewhere. */
function portalUrl(path: string): string {
  const url = new URL(path, self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin;
}

export function registerPushNotifications(): void {
  self.addEventListener("push", (event: PushEvent) => {
    let notice: TReminderNotice | null;
    try {
      notice = readNotice(event.data?.json());
    } catch {
      // a push that is not JSON is not one of ours
      notice = null;
    }
    if (!notice) return;
    event.waitUntil(
      self.registration.showNotification(notice.title, { body: notice.body, tag: notice.tag, data: { url: notice.url }, icon: "/icons/icon-192.png", badge: "/icons/icon-192.png" }),
    );
  });

  self.addEventListener("notificationclick", (event: NotificationEvent) => {
    event.notification.close();
    const path = (event.notification.data as { url?: unknown } | null)?.url;
    const target = portalUrl(typeof path === "string" ? path : "/");
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
        if (open) {
          await open.focus();
          await open.navigate(target).catch(() => self.clients.openWindow(target));
          return;
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}
