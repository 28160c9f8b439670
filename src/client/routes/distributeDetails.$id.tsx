import { createFileRoute } from "@tanstack/react-router";
import { DistributionDetailsPage } from "#client/features/distribution/components/distribution-details-page.tsx";

// A distributed activity's details for its distribution partner (and the company holding it): the addresses,
// the PV submit and the activity's data (document 4 section 2.7; document 2 section 2.3, "Row view").
export const Route = createFileRoute("/distributeDetails/$id")({
  component: DistributeDetailsRoute,
});

function DistributeDetailsRoute() {
  const { id } = Route.useParams();
  // an id that is not a positive whole number is no activity; the page says so
  return <DistributionDetailsPage activityId={/^\d{1,9}$/.test(id) ? Number(id) : 0} companyId={null} />;
}
