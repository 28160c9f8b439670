import { SimpleGrid } from "@mantine/core";
import type { TPublicVideo } from "#shared/api/public-video.contract.ts";
import { VideoCard } from "./video-card.tsx";

/** Cards in a grid: two across on a phone, five on a wide screen (three rows of a 15-card page). */
export function VideoGrid({ videos, testId = "video-grid" }: { videos: readonly TPublicVideo[]; testId?: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing={{ base: "sm", sm: "lg" }} verticalSpacing={{ base: "md", sm: "xl" }} data-testid={testId}>
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} />
      ))}
    </SimpleGrid>
  );
}
