import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { validateActivityListQuery, type TActivityListSearch } from "#client/features/activity-manage/activity-search.ts";
import { activityListQuery, activityListSearch } from "#client/features/activity-manage/activity-list-search.ts";
import { ActivityManagePage } from "#client/features/activity-manage/components/activity-manage-page.tsx";

// Activity management (centre tab 2, document 2 section 2.2); the tab, page and filters live in the address.
export const Route = createFileRoute("/_centre/activityManage")({
  validateSearch: validateActivityListQuery,
  component: ActivityManageRoute,
});

function ActivityManageRoute() {
  const query = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: TActivityListSearch) => void navigate({ search: activityListQuery(next) }),
    [navigate],
  );
  return <ActivityManagePage search={activityListSearch(query)} onSearchChange={onSearchChange} />;
}
