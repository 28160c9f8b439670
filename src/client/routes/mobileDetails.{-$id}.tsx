import { createFileRoute } from "@tanstack/react-router";
import { ActivityPage } from "#client/features/activity-page/components/activity-page.tsx";
import { PublicQaSection } from "#client/features/public-qa/components/public-qa-section.tsx";

/** An id that is not a positive whole number (or none) is no activity; the page says so. */
const idOf = (id: string | undefined) => (id && /^\d{1,9}$/.test(id) ? Number(id) : 0);

// The activity page laid out for phones (document 4 section 2.3): player, live Q&A, then the sections. No
// loader: a loader's imports land in the first bundle of every page (npm run bench:bundle); the page fetches
// its data itself.
export const Route = createFileRoute("/mobileDetails/{-$id}")({
  component: MobileDetailsRoute,
});

function MobileDetailsRoute() {
  const activityId = idOf(Route.useParams().id);
  return <ActivityPage activityId={activityId} testCode={null} layout="mobile" renderQa={(activity) => <PublicQaSection activity={activity} testCode={null} />} />;
}
