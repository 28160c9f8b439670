import { createFileRoute } from "@tanstack/react-router";
import { ActivityStatsPrint } from "#client/features/activity-stats/components/activity-stats-print.tsx";
import { searchValue, type SearchValue } from "#client/features/shell/search-params.ts";

interface Search {
  id?: SearchValue;
  companyId?: SearchValue;
  type?: SearchValue;
}

const positive = (v: SearchValue | undefined): number => (/^\d{1,9}$/.test(String(v ?? "")) ? Number(v) : 0);

// The print layout of an activity's statistics (document 3 section 2.1 item 2; document 4 section 2.7).
export const Route = createFileRoute("/pending/activeDataPrint")({
  validateSearch: (search: Record<string, unknown>): Search => ({
    id: searchValue(search.id),
    companyId: searchValue(search.companyId),
    type: searchValue(search.type),
  }),
  component: ActiveDataPrint,
});

function ActiveDataPrint() {
  const { id, companyId, type } = Route.useSearch();
  return <ActivityStatsPrint activityId={positive(id)} companyId={positive(companyId) || undefined} type={type === undefined ? undefined : String(type)} />;
}
