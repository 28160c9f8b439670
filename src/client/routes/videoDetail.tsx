import { createFileRoute } from "@tanstack/react-router";
import { searchInt, searchParams } from "#client/lib/route-search.ts";
import { VideoDetailPage } from "#client/features/public-videos/components/video-detail-page.tsx";
import { videoDetailQuery } from "#client/features/public-videos/public-videos.queries.ts";
import { queryClient, startLoading } from "#client/lib/query-client.ts";

// A video of the library: the player, its company, description, related videos and view count. An id that
// is not a whole number from 1 is no video; the page says so.
const validateSearch: (raw: Record<string, unknown>) => { id?: number } = searchParams({ id: searchInt(1) });

export const Route = createFileRoute("/videoDetail")({
  validateSearch,
  loaderDeps: ({ search }) => ({ id: validateSearch(search).id ?? 0 }),
  loader: ({ deps }) => {
    if (deps.id > 0) startLoading(queryClient.ensureQueryData(videoDetailQuery(deps.id)));
  },
  component: VideoDetailRoute,
});

function VideoDetailRoute() {
  // the router keeps a value its parser refused (?id=abc) beside the parsed ones: parse again here
  const { id } = validateSearch(Route.useSearch());
  return <VideoDetailPage id={id ?? 0} />;
}
