/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { matchPrecache } from "workbox-precaching";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { registerOutboxSync } from "./outbox-sync.ts";
import { registerPushNotifications } from "./push-notifications.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

const DAY_SECONDS = 24 * 60 * 60;

// Paths served by the API server, never by the app shell: a navigation there (the identity provider's pages,
// the OpenAPI docs, a downloaded file) must reach the network instead of getting index.html.
const serverPaths = [/^\/base-service(\/|$)/, /^\/idp(\/|$)/, /^\/docs(\/|$)/, /^\/api(\/|$)/];

// Drop precaches left by older worker versions, then serve the app shell and assets from the precache.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// History-mode routes (/home, /activityDetails/1 …) all boot from the precached index.html, online or offline.
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: serverPaths }));

// Public reads, so a visited public page can be revisited offline. The protocol's public calls are mostly
// POST, which the Cache API cannot key; only the GET ones are cached until the client reads through GET.
registerRoute(
  ({ url, request }) =>
    request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith("/base-service/api/pub/v1/"),
  new NetworkFirst({
    cacheName: "pub-api",
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
);

// Uploaded images (covers, logos, avatars) do not change under the same path, so the cache may answer first.
registerRoute(
  ({ url, request }) =>
    request.destination === "image" && url.origin === self.location.origin && url.pathname.startsWith("/api/files/"),
  new CacheFirst({
    cacheName: "files-images",
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
);

// Server pages (the identity provider, the API reference) need the network; offline they get a page that
// says so instead of the browser's error.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && serverPaths.some((p) => p.test(url.pathname)),
  new NetworkOnly(),
);
setCatchHandler(async ({ request }) => {
  if (request.destination === "document") return (await matchPrecache("/offline.html")) ?? Response.error();
  return Response.error();
});

// Queued offline writes are replayed here too when the browser has Background Sync (the page replays them
// itself on start, on `online` and on `visibilitychange`).
registerOutboxSync();

// Reminders arrive as Web Push notifications; a click opens the activity.
registerPushNotifications();

// No automatic skipWaiting: a new worker waits until the page's "update available" prompt asks for it, so an
// unsaved draft or a running upload is never cut off by a reload the user did not choose.
self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === "object" && data !== null && (data as { type?: unknown }).type === "SKIP_WAITING") {
    void self.skipWaiting();
  }
});

// On the very first install, take control of the open page so it works offline without a reload.
// (An update never reaches this point before the user has agreed to it, see above.)
self.addEventListener("activate", (event: ExtendableEvent) => {
  event.waitUntil(self.clients.claim());
});
