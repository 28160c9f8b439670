import type { TReminderNotice } from "./realtime.tsx";

/**
 * A delivered reminder as a web notification, shown through the service worker (whose click handler opens
 * the activity, sw/push-notifications.ts) when the user allowed notifications. The Web Push of the same
 * reminder carries the same tag, so when both arrive the device shows one. Loaded by realtime.tsx when a
 * reminder's push arrives, so the entry chunk does not carry it.
 */
export async function showReminderNotice(notice: TReminderNotice): Promise<void> {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const registration = await navigator.serviceWorker?.getRegistration();
  await registration?.showNotification(notice.title, { body: notice.body, tag: notice.tag, data: { url: notice.url }, icon: "/icons/icon-192.png" });
}
