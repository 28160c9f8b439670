import { createFileRoute } from "@tanstack/react-router";
import { PendingPage } from "#client/app/shell/pending-page.tsx";
import { searchValue, type SearchValue } from "#client/features/shell/search-params.ts";

interface Search {
  companyType?: SearchValue;
}

// The page itself comes with a later issue; until then the route says so (its title and guard already apply).
export const Route = createFileRoute("/institutionalCenter")({
  validateSearch: (search: Record<string, unknown>): Search => ({
    companyType: searchValue(search.companyType),
  }),
  component: () => <PendingPage routeId="institutionalCenter" />,
});
