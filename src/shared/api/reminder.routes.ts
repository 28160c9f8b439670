import { AUTH, PUB, routeGroup } from "./route.ts";

/**
 * Activity reminders, web notifications and the personal calendar feed (document 4 sections 2.7 and 4);
 * schemas in reminder.contract.ts. The feed itself is a plain GET a calendar app fetches
 * (`/api/calendar/{token}.ics`, outside the envelope, like stored files).
 */
export const reminderRoutes = routeGroup("reminder", {
  subscribe: { method: "POST", path: `${AUTH}/reminder/subscribe`, access: "auth" },
  unsubscribe: { method: "POST", path: `${AUTH}/reminder/unsubscribe`, access: "auth" },
  myReminder: { method: "POST", path: `${AUTH}/reminder/my_reminder`, access: "auth" },
  reminderPage: { method: "POST", path: `${AUTH}/reminder/reminder_page`, access: "auth" },
  pushKey: { method: "POST", path: `${PUB}/reminder/push_key`, access: "pub" },
  pushSubscribe: { method: "POST", path: `${AUTH}/reminder/push_subscribe`, access: "auth" },
  pushUnsubscribe: { method: "POST", path: `${AUTH}/reminder/push_unsubscribe`, access: "auth" },
  calendarFeed: { method: "POST", path: `${AUTH}/reminder/calendar_feed`, access: "auth" },
  calendarFeedReset: { method: "POST", path: `${AUTH}/reminder/calendar_feed_reset`, access: "auth" },
});
