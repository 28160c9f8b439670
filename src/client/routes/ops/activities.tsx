import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { validateOpsActivityQuery, type TOpsActivityQuery } from "#client/features/ops/ops-route-search.ts";
import { ActivitySearchPage } from "#client/features/ops/components/activity-search-page.tsx";

// Every activity, searchable; the filters and the page live in the address.
export const Route = createFileRoute("/ops/activities")({
  validateSearch: validateOpsActivityQuery,
  component: OpsActivities,
});

function OpsActivities() {
  const query = Route.useSearch();
  const navigate = Route.useNavigate();
  const onQueryChange = useCallback((next: TOpsActivityQuery) => void navigate({ search: next }), [navigate]);
  return <ActivitySearchPage query={query} onQueryChange={onQueryChange} />;
}
