import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { TStepKey } from "#shared/activity/activity-rules.ts";
import type { TOpsActivityDetail, TOpsActivityPart, TOpsActivityRow } from "#shared/api/ops.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { dateTimeRangeText, minuteText, recordingSpanText } from "#client/components/activity/activity-format.ts";

/** How the back office writes the fields it shows; the rules themselves are the shared ones. */

export const STATUS_LABELS: Record<number, MessageDescriptor> = {
  1: msg`未开始`,
  2: msg`进行中`,
  3: msg`已结束`,
};

export const PUB_STATUS_LABELS: Record<number, MessageDescriptor> = {
  0: msg`未发布`,
  1: msg`测试发布`,
  2: msg`正式发布`,
};

/** Company types of the spec (src/shared/company/company-type.ts), for the message form's choice. */
export const COMPANY_TYPE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`上市公司`,
  2: msg`基金公司`,
  3: msg`其他机构`,
  4: msg`政府监管`,
  5: msg`证券公司`,
  6: msg`投资机构`,
  8: msg`拟上市公司`,
};

/** Video review states (src/shared/upload/video-record.ts VideoStatus). */
export const VIDEO_STATUS_LABELS: Record<number, MessageDescriptor> = {
  0: msg`待审核`,
  1: msg`已通过`,
  2: msg`已驳回`,
  3: msg`后台上传`,
};

export const VIDEO_STATUS_COLORS: Record<number, string> = { 0: "orange", 1: "teal", 2: "red", 3: "blue" };

/** How a company delivered its video (UploadVideoType). */
export const UPLOAD_MODE_LABELS: Record<number, MessageDescriptor> = {
  0: msg`直接上传`,
  1: msg`云盘地址`,
  2: msg`邮件发送`,
};

/** The colour of an activity's state badge: cancelled grey, ended dark, in progress green, not started blue. */
export function statusColor(a: Pick<TOpsActivityRow, "status" | "isCancel">): string {
  if (a.isCancel) return "gray";
  return a.status === 2 ? "teal" : a.status === 3 ? "dark" : "blue";
}

export function pubStatusColor(pubStatus: number): string {
  return pubStatus === 2 ? "teal" : pubStatus === 1 ? "orange" : "gray";
}

export { STEP_LABELS, VIDEO_TYPE_LABELS, hhmm, minuteText } from "#client/components/activity/activity-format.ts";

/** The activity's date or range with its times. */
export function activityTimeText(a: Pick<TOpsActivityRow, "startDate" | "endDate" | "startTime" | "endTime">): string {
  return dateTimeRangeText(a);
}

/** The recording time of a studio recording, or "" without one. */
export function recordingTimeText(a: Pick<TOpsActivityDetail, "recDate" | "recStartTime" | "recEndTime">): string {
  return recordingSpanText(a);
}

/** When a company's step was done, to the minute ("" when the step is not done or has no time). */
export function partStepTime(a: Pick<TOpsActivityDetail, "pubTime">, part: TOpsActivityPart, key: TStepKey): string {
  const at: Partial<Record<TStepKey, string | null>> = {
    created: part.crtTime,
    info: part.infoSubTime,
    video: part.videoUploadedTime,
    venue: part.areaConfirmedTime,
    attendees: part.personListSubedTime,
    publication: a.pubTime,
  };
  return minuteText(at[key] ?? null);
}

/** A deadline as the datetime-local input holds it (Beijing wall time, which parseDeadline reads back). */
export function deadlineInputValue(iso: string | null | undefined): string {
  return formatDate(iso, "YYYY-MM-DDTHH:mm");
}
