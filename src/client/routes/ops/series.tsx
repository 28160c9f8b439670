import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { searchInt, searchParams } from "#client/lib/route-search.ts";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import { SeriesPage } from "#client/features/ops/components/series-page.tsx";

// Collective series (document 4 section 6): the series, one series' activities and the companies who booked.
export const Route = createFileRoute("/ops/series")({
  validateSearch: searchParams({ id: searchInt(1) }),
  component: OpsSeries,
});

function OpsSeries() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  const role = useOpsUser().data?.operatorRole ?? null;
  const onOpen = useCallback((next: number | null) => void navigate({ search: next ? { id: next } : {} }), [navigate]);
  return <SeriesPage seriesId={id ?? null} onOpen={onOpen} operatorRole={role} />;
}
