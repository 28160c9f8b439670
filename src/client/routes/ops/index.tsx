import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "#client/features/ops/components/dashboard-page.tsx";

// The back office's dashboard: the counts of work waiting.
export const Route = createFileRoute("/ops/")({
  component: DashboardPage,
});
