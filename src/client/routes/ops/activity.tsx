import { createFileRoute } from "@tanstack/react-router";
import { validateOpsActivityId } from "#client/features/ops/ops-route-search.ts";
import { ActivityPage } from "#client/features/ops/components/activity-page.tsx";
import { queryClient, startLoading } from "#client/lib/query-client.ts";
import { getToken } from "#client/lib/session.ts";

// One activity in the back office (?id=): its companies, their progress and every operator action.
export const Route = createFileRoute("/ops/activity")({
  validateSearch: validateOpsActivityId,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps, context }) => {
    const id = deps.id;
    // not an operator: /ops shows the login in place of this page
    if (context.opsAccess.kind !== "operator") return;
    // imported here, not above: a loader's imports land in the entry chunk that every page downloads
    if (id) startLoading(import("#client/features/ops/ops.queries.ts").then((m) => queryClient.ensureQueryData(m.activityDetailQuery(getToken(), id))));
  },
  component: OpsActivity,
});

function OpsActivity() {
  const { id } = Route.useSearch();
  return <ActivityPage activityId={id} />;
}
