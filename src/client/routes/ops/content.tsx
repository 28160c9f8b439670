import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { searchOneOf, searchParams } from "#client/lib/route-search.ts";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import { ContentPage } from "#client/features/content-ops/components/content-page.tsx";
import { CONTENT_TABS, type TContentTab } from "#client/features/content-ops/content-tabs.ts";

// Content and settings (document 4 section 6): banners, hot topics, subject pages, courses, pages and help,
// the system settings.
export const Route = createFileRoute("/ops/content")({
  validateSearch: searchParams({ tab: searchOneOf(CONTENT_TABS) }),
  component: OpsContent,
});

function OpsContent() {
  const { tab = "banners" } = Route.useSearch();
  const navigate = Route.useNavigate();
  const role = useOpsUser().data?.operatorRole ?? null;
  const onTabChange = useCallback((next: TContentTab) => void navigate({ search: next === "banners" ? {} : { tab: next } }), [navigate]);
  return <ContentPage tab={tab} onTabChange={onTabChange} operatorRole={role} />;
}
