import { Suspense } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { Center, Loader } from "@mantine/core";
import { lazyNamed } from "#client/lib/lazy-named.ts";
import { queryClient, startLoading } from "#client/lib/query-client.ts";
import { getToken } from "#client/lib/session.ts";

// The public activity page: header, player, sections (activity-page) with the live Q&A (public-qa). Their code
// is some fifty chunks; the route renders without waiting for them, so the header, the footer and the page's
// loading state paint first (Lighthouse's first paint had waited for all of them, npm run bench:lighthouse).
const loadPage = () => import("#client/features/activity-page/components/activity-page.tsx");
const loadQa = () => import("#client/features/public-qa/components/public-qa-section.tsx");
const ActivityPage = lazyNamed(loadPage, "ActivityPage");
const PublicQaSection = lazyNamed(loadQa, "PublicQaSection");

// Before the route loads, it starts the page's two reads through the Q&A feature's queries (the same query
// keys) and, once the answer names it, the header's background (the largest paint): from
// beforeLoad rather than the loader, the queries' small chunk is asked for ahead of the page's fifty, instead of
// queueing behind them on the browser's six connections (npm run bench:lighthouse). Nothing is awaited.
export const Route = createFileRoute("/activityDetails/$id/{-$testCode}")({
  beforeLoad: ({ params }) => {
    const { activityId, testCode } = pageParams(params);
    if (activityId > 0) {
      const token = getToken();
      // imported here, not above: a loader's imports land in the entry chunk that every page downloads
      const queries = import("#client/features/public-qa/public-qa.queries.ts");
      const activity = queries.then((m) => queryClient.ensureQueryData(m.publicActivityQuery(activityId, testCode, token)));
      const display = import("#client/features/activity-page/activity-page.display.ts");
      startLoading(
        activity,
        queries.then((m) => queryClient.ensureQueryData(m.qaPageQuery(activityId, testCode, token, 1))),
        Promise.all([activity, display]).then(([answer, m]) => m.preloadHeaderBackground(answer)),
      );
      // The page's code (some fifty requests) is asked for once the router has asked for the route's own small
      // chunk (it does so right after beforeLoad), so that chunk, which the first paint waits for, does not
      // queue behind them on the browser's six connections.
      // Each in a task of its own: asking for a chunk adds a preload link per file it imports (forty-odd for the
      // page), which on a throttled phone took 150 ms in one task (npm run bench:lighthouse).
      setTimeout(() => startLoading(loadPage()), 0);
      setTimeout(() => startLoading(loadQa()), 0);
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
  return (
    // the page's own loading state (ActivityPage while its answer is pending), so nothing flashes in between
    <Suspense
      fallback={
        <Center py={80}>
          <Loader />
        </Center>
      }
    >
      <ActivityPage activityId={activityId} testCode={testCode} renderQa={(activity) => <PublicQaSection activity={activity} testCode={testCode} />} />
    </Suspense>
  );
}
