import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { validateOpsVideoQuery, type TOpsVideoQuery } from "#client/features/ops/ops-route-search.ts";
import { VideoReviewPage } from "#client/features/ops/components/video-review-page.tsx";

// Video review: the queue (pending first by default), preview, approve or reject with a reason.
export const Route = createFileRoute("/ops/videos")({
  validateSearch: validateOpsVideoQuery,
  component: OpsVideos,
});

function OpsVideos() {
  const query = Route.useSearch();
  const navigate = Route.useNavigate();
  const onQueryChange = useCallback((next: TOpsVideoQuery) => void navigate({ search: next }), [navigate]);
  return <VideoReviewPage query={query} onQueryChange={onQueryChange} />;
}
