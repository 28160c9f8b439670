import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { searchInt, searchOneOf, searchParams } from "#client/lib/route-search.ts";
import { VideoConvergePage, type TConvergeQuery } from "#client/features/public-videos/components/video-converge-page.tsx";
import { VIDEO_NAV_TYPES, type TVideoNavType } from "#shared/video/video-nav.ts";

// Stock videos (nav4) and Fund Vision (nav5): channel, category tab and page in the address, so a list can be
// shared; a missing or unknown channel is nav4.
const validateSearch: (raw: Record<string, unknown>) => { navType?: TVideoNavType; category?: number; page?: number } = searchParams({
  navType: searchOneOf(VIDEO_NAV_TYPES),
  category: searchInt(1),
  page: searchInt(2),
});

export const Route = createFileRoute("/stockVideoConverge")({
  validateSearch,
  component: StockVideoConverge,
});

function StockVideoConverge() {
  // the router keeps a value its parser refused (?page=x) beside the parsed ones: parse again here
  const search = validateSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  const query: TConvergeQuery = { navType: search.navType ?? "nav4", category: search.category, page: search.page };
  const onQueryChange = useCallback((next: TConvergeQuery) => void navigate({ search: next }), [navigate]);
  return <VideoConvergePage key={query.navType} query={query} onQueryChange={onQueryChange} />;
}
