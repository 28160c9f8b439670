import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { validateRoadshowListQuery, type TRoadshowListQuery } from "#client/features/public-list/public-list-search.ts";
import { RoadshowListPage } from "#client/features/public-list/components/roadshow-list-page.tsx";

// The roadshow list (document 4 section 2.2); nav1 and nav2 both land here. Its filters and page live in the
// address, so a filtered list can be shared.
export const Route = createFileRoute("/roadshowList")({
  validateSearch: validateRoadshowListQuery,
  component: RoadshowListRoute,
});

function RoadshowListRoute() {
  const query = Route.useSearch();
  const navigate = Route.useNavigate();
  const onQueryChange = useCallback((next: TRoadshowListQuery) => void navigate({ search: validateRoadshowListQuery({ ...next }) }), [navigate]);
  return <RoadshowListPage query={query} onQueryChange={onQueryChange} />;
}
