// The notification package with its stylesheet, as one module: the bridge (notifications-bridge.ts), the
// container (notifications-host.tsx) and the outbox's preload (outbox-preload.ts) all import this one, so the
// stylesheet is never missing where the package is loaded, and it is not part of every page's first CSS
// (npm run bench:bundle).
import "@mantine/notifications/styles.css";

export { Notifications, notifications } from "@mantine/notifications";
