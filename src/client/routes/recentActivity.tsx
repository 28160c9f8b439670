import { createFileRoute } from "@tanstack/react-router";
import { RecentActivityPage } from "#client/features/public-list/components/recent-activity-page.tsx";

// The compact list of upcoming activities for small screens (document 4 section 2.7; side buttons hidden).
export const Route = createFileRoute("/recentActivity")({
  component: RecentActivityPage,
});
