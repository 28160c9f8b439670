import { createFileRoute } from "@tanstack/react-router";
import { ActivityDetailsPage } from "#client/features/public-qa/components/activity-details-page.tsx";

// The header and the live Q&A of the public activity page; the rest of the page comes with the public site.
export const Route = createFileRoute("/activityDetails/$id/{-$testCode}")({
  component: ActivityDetailsRoute,
});

function ActivityDetailsRoute() {
  const { id, testCode } = Route.useParams();
  // an id that is not a positive whole number is no activity; the page says so
  const activityId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return <ActivityDetailsPage activityId={activityId} testCode={testCode?.trim() ? testCode : null} />;
}
