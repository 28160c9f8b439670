import { Divider, Stack } from "@mantine/core";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import { ScenePhotos } from "#client/features/activity-promotion/components/scene-photos.tsx";
import { PosterSection } from "#client/features/activity-promotion/components/poster-section.tsx";

/**
 * The promotion tab (tab 6 of document 2; document 3 section 2.1 items 5 and 6): the poster to download and
 * the scene photos shown on the public page.
 */
export function PromotionTab({ activity }: { activity: TCompanyActivity }) {
  return (
    <Stack gap="lg" data-testid="promotion-tab">
      <PosterSection activity={activity} />
      <Divider />
      <ScenePhotos activityId={activity.activityId} />
    </Stack>
  );
}
