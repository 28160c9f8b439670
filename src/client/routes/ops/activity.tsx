import { createFileRoute } from "@tanstack/react-router";
import { validateOpsActivityId } from "#client/features/ops/ops-route-search.ts";
import { ActivityPage } from "#client/features/ops/components/activity-page.tsx";

// One activity in the back office (?id=): its companies, their progress and every operator action.
export const Route = createFileRoute("/ops/activity")({
  validateSearch: validateOpsActivityId,
  component: OpsActivity,
});

function OpsActivity() {
  const { id } = Route.useSearch();
  return <ActivityPage activityId={id} />;
}
