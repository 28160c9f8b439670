import { createFileRoute } from "@tanstack/react-router";
import { AddRollingPage } from "#client/features/rolling/components/add-rolling-page.tsx";
import { getToken } from "#client/lib/session.ts";
import { queryClient, startLoading } from "#client/lib/query-client.ts";

const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

// The application form of one draw service (document 4 section 5).
export const Route = createFileRoute("/addRolling/$id")({
  loader: ({ params }) => {
    const id = idOf(params.id);
    // imported here, not at the top: a loader runs in the main bundle (/home's budget)
    if (id > 0) startLoading(import("#client/features/rolling/rolling.queries.ts").then((m) => queryClient.ensureQueryData(m.rollingServiceQuery(getToken(), id))));
  },
  component: () => <AddRollingPage id={idOf(Route.useParams().id)} />,
});
