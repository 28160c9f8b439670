import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TMyReminder } from "#shared/api/reminder.contract.ts";
import { reminderRoutes } from "#shared/api/reminder.routes.ts";

/**
 * Activity reminders (document 4 sections 2.7 and 4): the caller's reminder of an activity, subscribing and
 * cancelling, and the browser's web notifications. Here rather than in a feature: the reminder button sits
 * on the activity page and /stayTuned, and the personal centre lists and cancels them.
 */

/** The answers a reminder change makes stale. */
export const REMINDER_CONTRACTS = [reminderRoutes.myReminder, reminderRoutes.reminderPage] as const;

/** My reminder of the activity, or null. */
export function useMyReminder(activityId: number, enabled: boolean) {
  const token = useToken();
  const body = { activityId };
  return useQuery({
    queryKey: queryKeyOf(reminderRoutes.myReminder, token, body),
    queryFn: async (): Promise<TMyReminder | null> => (await callFirst(reminderRoutes.myReminder, body)) ?? null,
    enabled: enabled && token !== null && activityId > 0,
    staleTime: 60_000,
  });
}

export function useSubscribeReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { activityId: number; leadMinutes: number }) => (await call(reminderRoutes.subscribe, body)).datas[0]!,
    onSuccess: () => invalidateContracts(queryClient, REMINDER_CONTRACTS),
  });
}

export function useUnsubscribeReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activityId: number) => {
      await call(reminderRoutes.unsubscribe, { activityId });
    },
    onSuccess: () => invalidateContracts(queryClient, REMINDER_CONTRACTS),
  });
}

/** What this browser allows: no Notification API at all, not asked yet, refused, or allowed. */
export type TNotificationState = "unsupported" | "default" | "denied" | "granted";

export function notificationState(): TNotificationState {
  if (typeof window === "undefined" || !("Notification" in window)) return "unsupported";
  return Notification.permission;
}

/** A base64url VAPID key as the bytes PushManager.subscribe takes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = `${base64url}${"=".repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for the notification permission and, where the browser has a push service, subscribes it to the
 * server's Web Push (so a reminder arrives with the portal closed). A browser without a push service still
 * shows the reminder while a portal page is open (realtime.tsx). Answers the permission.
 */
export async function enableWebNotifications(): Promise<TNotificationState> {
  const state = notificationState();
  if (state === "unsupported" || state === "denied") return state;
  const permission = state === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") return permission;
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration?.pushManager) return permission;
    const key = (await callFirst(reminderRoutes.pushKey, {}, { silent: true }))?.publicKey;
    if (!key) return permission;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(key) }));
    const json = subscription.toJSON();
    if (json.endpoint && json.keys?.p256dh && json.keys.auth) {
      await call(reminderRoutes.pushSubscribe, { endpoint: json.endpoint, p256dh: json.keys.p256dh, auth: json.keys.auth }, { silent: true });
    }
  } catch {
    // no push service (a browser built without one, a blocked network): the open page still shows reminders
  }
  return permission;
}
