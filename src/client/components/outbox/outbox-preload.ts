/**
 * Fetches the outbox's code ahead of need: a form whose submit may be queued calls this while still online,
 * so the indicator (and the notice that the write was queued) can show even when no service worker serves
 * the app offline. A module loaded once is served from memory by the next import of it. (Kept out of the
 * root layout's module, so pages without such a form do not carry it.)
 */
export function preloadOutbox(): void {
  void import("#client/components/outbox/outbox-indicator.tsx").catch(() => undefined);
  void import("#client/lib/outbox/queueable-post.ts").catch(() => undefined);
  // the notifications package and its stylesheet load with the first message (notifications-bridge.ts)
  void import("#client/lib/notifications-container.tsx").catch(() => undefined);
}
