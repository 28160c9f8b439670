import { createFileRoute } from "@tanstack/react-router";
import { searchValue, type SearchValue } from "#client/features/shell/search-params.ts";
import { searchInt } from "#client/lib/route-search.ts";
import { CompanyHomepagePage } from "#client/features/institution/components/company-homepage-page.tsx";

interface Search {
  id?: SearchValue;
}

/** An id that is not a whole number in range is no company; the page says so. */
const companyIdOf = (value: SearchValue | undefined) => {
  const id = searchInt(1)(value);
  return id !== undefined && id <= 2_147_483_647 ? id : 0;
};

// A company's published homepage and its activities.
export const Route = createFileRoute("/institutionalCenterDetail")({
  validateSearch: (search: Record<string, unknown>): Search => ({
    id: searchValue(search.id),
  }),
  component: () => <CompanyHomepagePage companyId={companyIdOf(Route.useSearch().id)} />,
});
