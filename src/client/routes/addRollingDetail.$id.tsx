import { createFileRoute } from "@tanstack/react-router";
import { RollingDetailPage } from "#client/features/rolling/components/rolling-detail-page.tsx";
import { getToken } from "#client/lib/session.ts";
import { queryClient, startLoading } from "#client/lib/query-client.ts";

const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

// One lottery application and its review state (document 4 section 5).
export const Route = createFileRoute("/addRollingDetail/$id")({
  loader: ({ params }) => {
    const id = idOf(params.id);
    // imported here, not at the top: a loader runs in the main bundle (/home's budget)
    if (id > 0) startLoading(import("#client/features/rolling/rolling.queries.ts").then((m) => queryClient.ensureQueryData(m.rollingApplyQuery(getToken(), id))));
  },
  component: () => <RollingDetailPage id={idOf(Route.useParams().id)} />,
});
