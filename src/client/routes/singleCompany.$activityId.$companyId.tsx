import { createFileRoute } from "@tanstack/react-router";
import { ActivityPage } from "#client/features/activity-page/components/activity-page.tsx";
import { PublicQaSection } from "#client/features/public-qa/components/public-qa-section.tsx";

const idOf = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : 0);

// One company's corner in a collective activity (document 4 section 2.5): its materials, guests and its
// part of the Q&A; a question asked here is addressed to that company. No loader (see mobileDetails).
export const Route = createFileRoute("/singleCompany/$activityId/$companyId")({
  component: SingleCompanyRoute,
});

function SingleCompanyRoute() {
  const params = Route.useParams();
  const activityId = idOf(params.activityId);
  const companyId = idOf(params.companyId);
  return (
    <ActivityPage
      activityId={companyId > 0 ? activityId : 0}
      testCode={null}
      companyId={companyId}
      renderQa={(activity) => <PublicQaSection activity={activity} testCode={null} companyId={companyId} />}
    />
  );
}
