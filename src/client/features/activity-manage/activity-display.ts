import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import { PLACE_CUT, cutText } from "#shared/activity/activity-view.ts";
import { showsRecordingTime, showsStartEndTime, type TStepKey } from "#shared/activity/activity-rules.ts";
import { formatDate } from "#shared/format/date.ts";

/** How the screens write an activity's fields; the rules themselves are the shared ones. */

export const STEP_LABELS: Record<TStepKey, MessageDescriptor> = {
  created: msg`活动创建`,
  info: msg`资料提交`,
  video: msg`视频上传`,
  venue: msg`场地确认`,
  attendees: msg`参会人员信息提交`,
  publication: msg`页面发布`,
  start: msg`活动开始`,
  end: msg`活动结束`,
};

export const VIDEO_TYPE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`视频直播`,
  2: msg`视频转播`,
  3: msg`视频录播`,
  4: msg`文字互动`,
};

/** "HH:mm" of a "HH:mm[:ss]" time. */
export const hhmm = (time: string | null | undefined): string => (time ? time.slice(0, 5) : "");

/** An instant as the strip and the tables show it. */
export const minuteText = (value: string | null | undefined): string => formatDate(value, "YYYY-MM-DD HH:mm");

/** The date or date range, with start and end time when the time-block rule shows them. */
export function activityTimeText(a: TCompanyActivity): string {
  const dates = a.startDate === a.endDate || !a.endDate ? a.startDate : `${a.startDate} ~ ${a.endDate}`;
  if (!showsStartEndTime(a) || !a.startTime) return dates;
  return a.endTime ? `${dates} ${hhmm(a.startTime)}-${hhmm(a.endTime)}` : `${dates} ${hhmm(a.startTime)}`;
}

/** The recording time of a studio recording, or null when the rule hides it. */
export function recordingTimeText(a: TCompanyActivity): string | null {
  if (!showsRecordingTime(a) || !a.recDate) return null;
  const span = a.recStartTime ? ` ${hhmm(a.recStartTime)}${a.recEndTime ? `-${hhmm(a.recEndTime)}` : ""}` : "";
  return `${a.recDate}${span}`;
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
