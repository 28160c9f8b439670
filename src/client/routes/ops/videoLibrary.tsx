import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { validateLibraryQuery } from "#client/features/ops/video-library-search.ts";
import type { TLibraryQuery } from "#client/features/ops/video-library.queries.ts";
import { VideoLibraryPage } from "#client/features/ops/components/video-library-page.tsx";

// The public video library's editor: stock videos and Fund Vision, add, edit, publish, take down, delete.
export const Route = createFileRoute("/ops/videoLibrary")({
  validateSearch: validateLibraryQuery,
  component: OpsVideoLibrary,
});

function OpsVideoLibrary() {
  const query = Route.useSearch();
  const navigate = Route.useNavigate();
  const onQueryChange = useCallback((next: TLibraryQuery) => void navigate({ search: next }), [navigate]);
  return <VideoLibraryPage query={query} onQueryChange={onQueryChange} />;
}
