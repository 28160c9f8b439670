import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { Staggered } from "#client/components/widgets/staggered.tsx";
import { CompaniesSection, FundSection, GuestsSection, IntroSection, PictureCarousel, PreCollectedSection, ScenePhotosSection, ScheduleSection, VideosSection } from "./sections.tsx";

/**
 * The activity page's sections below the player, in the spec's order (document 4 section 2.3), mounted one
 * after another (Staggered) so no one task holds a phone's main thread.
 */
export function PageSections({ activity, testCode }: { activity: TPublicActivity; testCode: string | null }) {
  return (
    <Staggered
      items={[
        <CompaniesSection key="companies" activity={activity} />,
        <IntroSection key="intro" activity={activity} />,
        <PictureCarousel key="pictures" activity={activity} />,
        <VideosSection key="videos" activity={activity} />,
        <GuestsSection key="guests" activity={activity} />,
        <ScheduleSection key="schedule" activity={activity} />,
        <FundSection key="fund" activity={activity} />,
        <PreCollectedSection key="pre-collected" activity={activity} testCode={testCode} />,
        <ScenePhotosSection key="scene" activity={activity} />,
      ]}
    />
  );
}
