import { createFileRoute } from "@tanstack/react-router";
import { searchValue, type SearchValue } from "#client/features/shell/search-params.ts";
import { searchInt } from "#client/lib/route-search.ts";
import { FinReportListPage } from "#client/features/institution/components/fin-report-list-page.tsx";

interface Search {
  page?: SearchValue;
}

// The published visual financial reports.
export const Route = createFileRoute("/finReportList")({
  validateSearch: (search: Record<string, unknown>): Search => ({ page: searchValue(search.page) }),
  component: FinReportList,
});

function FinReportList() {
  const navigate = Route.useNavigate();
  const page = searchInt(1)(Route.useSearch().page) ?? 1;
  return <FinReportListPage page={page} onPage={(p) => void navigate({ search: p > 1 ? { page: String(p) } : {} })} />;
}
