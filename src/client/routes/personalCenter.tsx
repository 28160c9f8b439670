import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { PersonalCenterPage } from "#client/features/personal/components/personal-center-page.tsx";
import { validatePersonalCenterQuery, type TPersonalCenterQuery } from "#client/features/personal/personal-search.ts";

// The investor's own corner (document 4 section 4); the token guard comes from the route's meta (auth).
export const Route = createFileRoute("/personalCenter")({
  validateSearch: validatePersonalCenterQuery,
  component: PersonalCenterRoute,
});

function PersonalCenterRoute() {
  const query = Route.useSearch();
  const navigate = Route.useNavigate();
  const onQueryChange = useCallback((next: TPersonalCenterQuery) => void navigate({ search: validatePersonalCenterQuery({ ...next }) }), [navigate]);
  return <PersonalCenterPage query={query} onQueryChange={onQueryChange} />;
}
