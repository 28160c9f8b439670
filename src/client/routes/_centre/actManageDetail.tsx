import { createFileRoute } from "@tanstack/react-router";
import { validateActivityDetailQuery } from "#client/features/activity-manage/activity-search.ts";
import { ActivityDetailPage } from "#client/features/activity-manage/components/activity-detail-page.tsx";
import { ActivityVideoPanel } from "#client/features/activity-video/components/activity-video-panel.tsx";
import { VenuePanel } from "#client/features/venue/components/venue-panel.tsx";
import { ActivityQaTab } from "#client/features/activity-qa/components/activity-qa-tab.tsx";
import { MaterialsTab } from "#client/features/activity-materials/components/materials-tab.tsx";
import { ActivityStatsTab } from "#client/features/activity-stats/components/activity-stats-tab.tsx";
import { PreCollectTab } from "#client/features/pre-collect/components/pre-collect-tab.tsx";
import { ParticipantsTab } from "#client/features/participants/components/participants-tab.tsx";
import { PromotionTab } from "#client/features/activity-promotion/components/promotion-tab.tsx";
import { useCentreCompany } from "#client/features/enterprise-centre/centre.queries.ts";
import { queryClient, startLoading } from "#client/lib/query-client.ts";
import { getToken } from "#client/lib/session.ts";

// One activity's management page (document 2 section 2.1, route name actManageDetail, ?id=); the video tab (4)
// is the enterprise centre's video panel (document 3 section 2.2 item 1); the Q&A tab (7) is the company's Q&A
// (document 2 section 2.4), which needs the company type for its investor-relations export; tab 1, where the
// progress strip's info step points, carries the materials form (document 3 section 2.1 item 1); tab 9 is the
// activity data (document 3 section 2.1 item 2), tab 5 the pre-collected Q&A (item 4), tab 3 the participant list (item 3), tab 6 the poster and scene photos (items 5 and 6).
export const Route = createFileRoute("/_centre/actManageDetail")({
  validateSearch: validateActivityDetailQuery,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps }) => {
    const id = deps.id;
    // imported here, not above: a loader's imports land in the entry chunk that every page downloads
    if (id) {
      startLoading(
        import("#client/features/activity-manage/activity-manage.queries.ts").then((m) => queryClient.ensureQueryData(m.activityQuery(getToken(), id))),
      );
    }
  },
  component: ActManageDetail,
});

function ActManageDetail() {
  const { id } = Route.useSearch();
  const company = useCentreCompany();
  return (
    <ActivityDetailPage
      activityId={id ?? 0}
      renderVideoTab={(activityId) => <ActivityVideoPanel activityId={activityId} />}
      renderVenueTab={(activityId) => <VenuePanel activityId={activityId} />}
      renderQaTab={(activity) => <ActivityQaTab activity={activity} companyType={company.data?.companyType} />}
      renderMaterials={(activity) => <MaterialsTab activityId={activity.activityId} />}
      renderPreCollectionTab={(activity) => <PreCollectTab activityId={activity.activityId} title={activity.title} />}
      renderPromotionTab={(activity) => <PromotionTab activity={activity} />}
      renderAttendeesTab={(activity) => <ParticipantsTab activityId={activity.activityId} />}
      renderStatisticsTab={(activity) => <ActivityStatsTab activityId={activity.activityId} companyId={company.data?.id} />}
    />
  );
}
