import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import { PLACE_CUT, cutText } from "#shared/activity/activity-view.ts";
import { showsRecordingTime, showsStartEndTime, type TStepKey } from "#shared/activity/activity-rules.ts";
import { dateTimeRangeText, minuteText, recordingSpanText } from "#client/components/activity/activity-format.ts";

/** How the screens write an activity's fields; the rules themselves are the shared ones. */

export { STEP_LABELS, VIDEO_TYPE_LABELS, hhmm, minuteText } from "#client/components/activity/activity-format.ts";

/** The date or date range, with start and end time when the time-block rule shows them. */
export function activityTimeText(a: TCompanyActivity): string {
  return dateTimeRangeText(a, showsStartEndTime(a));
}

/** The recording time of a studio recording, or null when the rule hides it. */
export function recordingTimeText(a: TCompanyActivity): string | null {
  return showsRecordingTime(a) && a.recDate ? recordingSpanText(a) : null;
}

/** A relayed activity names its relay platform, any other its region; both cut at 12. */
export function placeOf(a: TCompanyActivity): { kind: "platform" | "region"; text: string } {
  return a.videoType === 2 ? { kind: "platform", text: cutText(a.platform, PLACE_CUT) } : { kind: "region", text: cutText(a.regionName, PLACE_CUT) };
}

/** The time a done step was done, as the activity records it. */
export function stepDoneTime(a: TCompanyActivity, key: TStepKey): string {
  const at: Record<TStepKey, string | null> = {
    created: a.crtTime,
    info: a.infoSubTime,
    video: a.videoUploadedTime,
    venue: a.areaConfirmedTime,
    attendees: a.personListSubedTime,
    publication: a.pubTime,
    start: `${a.startDate} ${a.startTime ?? "00:00"}`,
    end: `${a.endDate} ${a.endTime ?? a.startTime ?? "00:00"}`,
  };
  return minuteText(at[key]);
}
