import { createFileRoute } from "@tanstack/react-router";
import { StayTunedPage } from "#client/features/activity-page/components/stay-tuned-page.tsx";

// A not-yet-open activity: its countdown and "add to calendar" (document 4 section 2.7).
export const Route = createFileRoute("/stayTuned/$id")({
  component: StayTunedRoute,
});

function StayTunedRoute() {
  const { id } = Route.useParams();
  return <StayTunedPage activityId={/^\d{1,9}$/.test(id) ? Number(id) : 0} />;
}
