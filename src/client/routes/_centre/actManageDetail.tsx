import { createFileRoute } from "@tanstack/react-router";
import { validateActivityDetailQuery } from "#client/features/activity-manage/activity-search.ts";
import { ActivityDetailPage } from "#client/features/activity-manage/components/activity-detail-page.tsx";
import { ActivityVideoPanel } from "#client/features/activity-video/components/activity-video-panel.tsx";

// One activity's management page (document 2 section 2.1, route name actManageDetail, ?id=); the video tab (4)
// is the enterprise centre's video panel (document 3 section 2.2 item 1).
export const Route = createFileRoute("/_centre/actManageDetail")({
  validateSearch: validateActivityDetailQuery,
  component: ActManageDetail,
});

function ActManageDetail() {
  const { id } = Route.useSearch();
  return <ActivityDetailPage activityId={id ?? 0} renderVideoTab={(activityId) => <ActivityVideoPanel activityId={activityId} />} />;
}
