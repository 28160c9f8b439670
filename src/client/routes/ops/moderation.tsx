import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { validateModerationQuery } from "#client/features/ops/moderation-search.ts";
import type { TModerationFilters } from "#client/features/ops/moderation-state.ts";
import { ModerationPage } from "#client/features/ops/components/moderation-page.tsx";

// Q&A moderation: pending questions, answers and speeches across activities, oldest first; filters in the address.
export const Route = createFileRoute("/ops/moderation")({
  validateSearch: validateModerationQuery,
  component: OpsModeration,
});

function OpsModeration() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFiltersChange = useCallback((next: TModerationFilters) => void navigate({ search: next }), [navigate]);
  return <ModerationPage filters={filters} onFiltersChange={onFiltersChange} />;
}
