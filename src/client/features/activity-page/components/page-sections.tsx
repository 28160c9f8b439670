import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { CompaniesSection, FundSection, GuestsSection, IntroSection, PictureCarousel, PreCollectedSection, ScenePhotosSection, ScheduleSection, VideosSection } from "./sections.tsx";

/** The activity page's sections below the player, in the spec's order (document 4 section 2.3). */
export function PageSections({ activity, testCode }: { activity: TPublicActivity; testCode: string | null }) {
  return (
    <>
      <CompaniesSection activity={activity} />
      <IntroSection activity={activity} />
      <PictureCarousel activity={activity} />
      <VideosSection activity={activity} />
      <GuestsSection activity={activity} />
      <ScheduleSection activity={activity} />
      <FundSection activity={activity} />
      <PreCollectedSection activity={activity} testCode={testCode} />
      <ScenePhotosSection activity={activity} />
    </>
  );
}
