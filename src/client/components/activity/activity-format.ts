import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { TStepKey } from "#shared/activity/activity-rules.ts";
import { formatDate } from "#shared/format/date.ts";

/**
 * How the enterprise centre and the back office write an activity's fields: one wording for both. Each
 * feature's display module applies its own visibility rules on top (the time-block rule of the company's
 * view, for one). Its strings are in the centre catalog (lingui.config.ts).
 */

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

/** An instant in Beijing time to the minute, or "" when absent. */
export const minuteText = (value: string | null | undefined): string => formatDate(value, "YYYY-MM-DD HH:mm");

/** The date or date range, followed by the start and end time when `withTimes` and there is a start time. */
export function dateTimeRangeText(
  a: { startDate: string; endDate: string | null; startTime: string | null; endTime: string | null },
  withTimes = true,
): string {
  const dates = a.startDate === a.endDate || !a.endDate ? a.startDate : `${a.startDate} ~ ${a.endDate}`;
  if (!withTimes || !a.startTime) return dates;
  return a.endTime ? `${dates} ${hhmm(a.startTime)}-${hhmm(a.endTime)}` : `${dates} ${hhmm(a.startTime)}`;
}

/** The recording date with its times, or "" without a recording date. */
export function recordingSpanText(a: { recDate: string | null; recStartTime: string | null; recEndTime: string | null }): string {
  if (!a.recDate) return "";
  const span = a.recStartTime ? ` ${hhmm(a.recStartTime)}${a.recEndTime ? `-${hhmm(a.recEndTime)}` : ""}` : "";
  return `${a.recDate}${span}`;
}
