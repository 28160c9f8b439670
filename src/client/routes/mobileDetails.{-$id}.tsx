import { createFileRoute } from "@tanstack/react-router";
import { ActivityPage } from "#client/features/activity-page/components/activity-page.tsx";
import { activityPageQuery } from "#client/features/activity-page/activity-page.queries.ts";
import { PublicQaSection } from "#client/features/public-qa/components/public-qa-section.tsx";
import { qaPageQuery } from "#client/features/public-qa/public-qa.queries.ts";
import { queryClient, startLoading } from "#client/lib/query-client.ts";
import { getToken } from "#client/lib/session.ts";

/** An id that is not a positive whole number (or none) is no activity; the page says so. */
const idOf = (id: string | undefined) => (id && /^\d{1,9}$/.test(id) ? Number(id) : 0);

// The activity page laid out for phones (document 4 section 2.3): player, live Q&A, then the sections.
export const Route = createFileRoute("/mobileDetails/{-$id}")({
  loader: ({ params }) => {
    const activityId = idOf(params.id);
    if (activityId > 0) {
      const token = getToken();
      startLoading(queryClient.ensureQueryData(activityPageQuery(activityId, null, token)), queryClient.ensureQueryData(qaPageQuery(activityId, null, token, 1)));
    }
  },
  component: MobileDetailsRoute,
});

function MobileDetailsRoute() {
  const activityId = idOf(Route.useParams().id);
  return <ActivityPage activityId={activityId} testCode={null} layout="mobile" renderQa={(activity) => <PublicQaSection activity={activity} testCode={null} />} />;
}
