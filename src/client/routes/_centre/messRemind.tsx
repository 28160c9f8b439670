import { createFileRoute } from "@tanstack/react-router";
import { MessRemindPage } from "#client/features/messages/components/mess-remind-page.tsx";

// Message reminders (centre tab 6, document 3 section 2.2 item 7).
export const Route = createFileRoute("/_centre/messRemind")({
  component: MessRemindPage,
});
