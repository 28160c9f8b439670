// The notification container with its stylesheet: both load with the first message (notifications-host.tsx),
// so the stylesheet is not part of every page's first CSS (npm run bench:bundle).
import "@mantine/notifications/styles.css";

export { Notifications } from "@mantine/notifications";
