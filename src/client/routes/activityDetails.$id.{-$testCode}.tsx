import { createFileRoute } from "@tanstack/react-router";
import { ActivityPage } from "#client/features/activity-page/components/activity-page.tsx";
import { PublicQaSection } from "#client/features/public-qa/components/public-qa-section.tsx";
import { queryClient, startLoading } from "#client/lib/query-client.ts";
import { getToken } from "#client/lib/session.ts";

// The public activity page: header, player, sections (activity-page) with the live Q&A (public-qa). Before the
// route loads, it starts the page's two reads through the Q&A feature's queries (the same query keys): from
// beforeLoad rather than the loader, the queries' small chunk is asked for ahead of the page's fifty, instead of
// queueing behind them on the browser's six connections (npm run bench:lighthouse). Nothing is awaited.
export const Route = createFileRoute("/activityDetails/$id/{-$testCode}")({
  beforeLoad: ({ params }) => {
    const { activityId, testCode } = pageParams(params);
    if (activityId > 0) {
      const token = getToken();
      // imported here, not above: a loader's imports land in the entry chunk that every page downloads
      startLoading(
        import("#client/features/public-qa/public-qa.queries.ts").then((m) =>
          Promise.all([
            queryClient.ensureQueryData(m.publicActivityQuery(activityId, testCode, token)),
            queryClient.ensureQueryData(m.qaPageQuery(activityId, testCode, token, 1)),
          ]),
        ),
      );
    }
  },
  component: ActivityDetailsRoute,
});

function pageParams(params: { id: string; testCode?: string }): { activityId: number; testCode: string | null } {
  // an id that is not a positive whole number is no activity; the page says so
  const activityId = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  return { activityId, testCode: params.testCode?.trim() ? params.testCode : null };
}

function ActivityDetailsRoute() {
  const { activityId, testCode } = pageParams(Route.useParams());
  return <ActivityPage activityId={activityId} testCode={testCode} renderQa={(activity) => <PublicQaSection activity={activity} testCode={testCode} />} />;
}
