import { createFileRoute } from "@tanstack/react-router";
import { searchValue, type SearchValue } from "#client/features/shell/search-params.ts";
import { searchInt, searchText } from "#client/lib/route-search.ts";
import { InstitutionDirectory, type TDirectorySearch } from "#client/features/institution/components/institution-directory.tsx";
import { ALL_COMPANY_TYPES } from "#shared/institution/company-homepage.ts";

interface Search {
  companyType?: SearchValue;
  keyword?: SearchValue;
  page?: SearchValue;
}

// The institution directory: type, keyword and page live in the address so a list can be shared.
export const Route = createFileRoute("/institutionalCenter")({
  validateSearch: (search: Record<string, unknown>): Search => ({
    companyType: searchValue(search.companyType),
    keyword: searchValue(search.keyword),
    page: searchValue(search.page),
  }),
  component: InstitutionalCenter,
});

function InstitutionalCenter() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const current: TDirectorySearch = {
    companyType: searchInt(1)(search.companyType) ?? ALL_COMPANY_TYPES,
    keyword: searchText(100)(search.keyword),
    page: searchInt(1)(search.page) ?? 1,
  };
  const onSearch = (next: TDirectorySearch) =>
    void navigate({
      search: {
        companyType: String(next.companyType),
        ...(next.keyword ? { keyword: next.keyword } : {}),
        ...(next.page > 1 ? { page: String(next.page) } : {}),
      },
    });
  return <InstitutionDirectory {...current} onSearch={onSearch} />;
}
