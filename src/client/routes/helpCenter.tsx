import { createFileRoute } from "@tanstack/react-router";
import { PendingPage } from "#client/app/shell/pending-page.tsx";
import { searchValue, type SearchValue } from "#client/features/shell/search-params.ts";

interface Search {
  id?: SearchValue;
}

// The page itself comes with a later issue; until then the route says so (its title and guard already apply).
export const Route = createFileRoute("/helpCenter")({
  validateSearch: (search: Record<string, unknown>): Search => ({
    id: searchValue(search.id),
  }),
  component: () => <PendingPage routeId="helpCenter" />,
});
