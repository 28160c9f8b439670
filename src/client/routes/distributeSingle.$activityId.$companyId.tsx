import { createFileRoute } from "@tanstack/react-router";
import { DistributionDetailsPage } from "#client/features/distribution/components/distribution-details-page.tsx";

// The distribution details of one company's corner of a collective activity (document 4 section 2.7): the
// same page as /distributeDetails, its data narrowed to that company's visits and questions.
export const Route = createFileRoute("/distributeSingle/$activityId/$companyId")({
  component: DistributeSingleRoute,
});

const positive = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : 0);

function DistributeSingleRoute() {
  const { activityId, companyId } = Route.useParams();
  return <DistributionDetailsPage activityId={positive(activityId)} companyId={positive(companyId)} />;
}
