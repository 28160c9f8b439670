import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { searchOneOf, searchParams } from "#client/lib/route-search.ts";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import { CapacityPage } from "#client/features/ops/components/capacity-page.tsx";
import { CAPACITY_TABS, type TCapacityTab } from "#client/features/ops/capacity-tabs.ts";

// Booking capacity (document 4 section 6): booking stores, modes, themes, the trading calendar, regions, rooms, relay platforms, periods.
export const Route = createFileRoute("/ops/capacity")({
  validateSearch: searchParams({ tab: searchOneOf(CAPACITY_TABS) }),
  component: OpsCapacity,
});

function OpsCapacity() {
  const { tab = "stores" } = Route.useSearch();
  const navigate = Route.useNavigate();
  const role = useOpsUser().data?.operatorRole ?? null;
  const onTabChange = useCallback((next: TCapacityTab) => void navigate({ search: next === "stores" ? {} : { tab: next } }), [navigate]);
  return <CapacityPage tab={tab} onTabChange={onTabChange} operatorRole={role} />;
}
