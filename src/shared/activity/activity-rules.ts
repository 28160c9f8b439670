import { outcomeTable } from "../outcome/outcome.ts";
import { beijingInstant } from "../booking/calendar-date.ts";
import { addCalendarDays } from "../booking/calendar-date.ts";
import type { TActivityFacts } from "./activity-view.ts";

/** Why a booking cannot be cancelled, in the words the server refuses with. */
export const CancelMsg = {
  cancelled: "该活动已取消",
  published: "活动页面已发布，无法取消预约",
  started: "活动已开始或已结束，无法取消预约",
  infoSubmitted: "资料已提交，无法取消预约",
  infoClosed: "资料提交已截止，无法取消预约",
  bookingClosed: "集体活动预约已截止，无法取消预约",
} as const;

/** CancelMsg as outcome codes (`cancel.key`), see src/shared/outcome. */
export const CancelOutcome = outcomeTable("cancel", CancelMsg);

type TCancelFacts = Pick<TActivityFacts, "isCancel" | "pubStatus" | "status" | "isInfoSubed" | "infoSubmitCloseTime" | "isMulti" | "bookingEndTime">;

/**
 * Cancel-booking rule (document 2 section 2.2): not cancelled, unpublished (pubStatus 0), status 1, info not
 * submitted, info deadline still ahead, and for a collective activity its booking end still ahead. Answers
 * the reason it fails, or null when the booking may be cancelled.
 */
export function cancelBookingRefusal(a: TCancelFacts, now: Date): string | null {
  if (a.isCancel) return CancelMsg.cancelled;
  if (a.pubStatus !== 0) return CancelMsg.published;
  if (a.status !== 1) return CancelMsg.started;
  if (a.isInfoSubed) return CancelMsg.infoSubmitted;
  if (!a.infoSubmitCloseTime || new Date(a.infoSubmitCloseTime) <= now) return CancelMsg.infoClosed;
  if (a.isMulti && a.bookingEndTime && new Date(a.bookingEndTime) <= now) return CancelMsg.bookingClosed;
  return null;
}

/** Whether the cancel-booking link shows (document 2 section 2.2); see cancelBookingRefusal for the reasons. */
export function canCancelBooking(a: TCancelFacts, now: Date): boolean {
  return cancelBookingRefusal(a, now) === null;
}

/** The confirmation text of cancelling (document 2 section 2.2). */
export function cancelConfirmText(title: string): string {
  return `请注意，在资料提交之后，您将无法取消预约。确定取消${title}吗?`;
}

/** Whether the activity has a venue: live, or a studio recording (recType 1). */
export function hasVenue(a: Pick<TActivityFacts, "videoType" | "recType">): boolean {
  return a.videoType === 1 || (a.videoType === 3 && a.recType === 1);
}

/** Whether the company uploads its own video: recording with recType above 1. */
export function hasVideoStep(a: Pick<TActivityFacts, "videoType" | "recType">): boolean {
  return a.videoType === 3 && (a.recType ?? 0) > 1;
}

export const DetailTab = {
  data: 1,
  venue: 2,
  attendees: 3,
  video: 4,
  preCollection: 5,
  promotion: 6,
  qa: 7,
  scenePictures: 8,
  statistics: 9,
} as const;

/** Tab visibility table of the detail page (document 2 section 2.1); tab 8 is never shown as a tab. */
export function visibleDetailTabs(a: TActivityFacts): number[] {
  const tabs: number[] = [DetailTab.data];
  const venue = hasVenue(a) && !a.workOrderTaskId;
  if (venue) tabs.push(DetailTab.venue);
  if (venue && !a.isMulti) tabs.push(DetailTab.attendees);
  if (hasVideoStep(a)) tabs.push(DetailTab.video);
  if (a.moduleHasPreCollection) tabs.push(DetailTab.preCollection);
  tabs.push(DetailTab.promotion);
  if (a.isOpenText) tabs.push(DetailTab.qa);
  if (a.isOpenActivityData) tabs.push(DetailTab.statistics);
  return tabs;
}

/**
 * Attendee-info deadline (document 2 section 4): 15:00 Beijing time the day before the start date, or the
 * day before the recording date for a studio recording (videoType 3, recType 1: "recording type 1"), since
 * the attendees come to the studio on the recording day whatever the business type.
 */
export function attendeeInfoDeadline(a: Pick<TActivityFacts, "startDate" | "recDate" | "videoType" | "recType"> & { activityType?: number }): Date {
  const studioRecording = a.videoType === 3 && a.recType === 1 && a.recDate;
  const base = studioRecording ? (a.recDate as string) : a.startDate;
  return beijingInstant(addCalendarDays(base, -1), "15:00");
}

export type TStepKey = "created" | "info" | "video" | "venue" | "attendees" | "publication" | "start" | "end";
/** "none": the step is not asked of this activity (no venue, or a collective one's attendees). */
export type TStepState = "done" | "deadline" | "open" | "closed" | "cancelled" | "none";

export interface TProgressStep {
  key: TStepKey;
  state: TStepState;
  /** the close time shown in red while it is ahead (ISO) */
  deadline: string | null;
}

function undone(closeTime: Date | null, now: Date): Pick<TProgressStep, "state" | "deadline"> {
  if (!closeTime) return { state: "open", deadline: null };
  return closeTime > now ? { state: "deadline", deadline: closeTime.toISOString() } : { state: "closed", deadline: null };
}

const toDate = (iso: string | null) => (iso ? new Date(iso) : null);

/**
 * The progress strip (document 2 sections 2.1 and 4): eight steps, the video step only when the company
 * uploads its own video; each is done, or shows its deadline in red while ahead, or channel open / closed.
 * Start is done at status 2 or more and end at status 3, neither when cancelled.
 */
export function progressSteps(a: TActivityFacts, now: Date): TProgressStep[] {
  // A cancelled or ended activity has no deadline left to chase: its undone steps show as closed, never red
  // and never as an open channel (document 2 section 2.1).
  const over = a.isCancel || a.status === 3;
  const pending = (closeTime: Date | null) => (over ? { state: "closed" as const, deadline: null } : undone(closeTime, now));
  const steps: TProgressStep[] = [{ key: "created", state: "done", deadline: null }];
  steps.push(a.isInfoSubed ? { key: "info", state: "done", deadline: null } : { key: "info", ...pending(toDate(a.infoSubmitCloseTime)) });
  if (hasVideoStep(a)) {
    steps.push(a.isVideoUploaded ? { key: "video", state: "done", deadline: null } : { key: "video", ...pending(toDate(a.videoUploadCloseTime)) });
  }
  // The strip keeps its eight steps (document 2 section 2.1), but a relayed, live-elsewhere or uploaded
  // recording has no venue to confirm, and a collective activity's attendees are not listed per company (tab
  // 3 is never shown for them): "channel open" there would promise a step no one can take.
  const venue = hasVenue(a);
  const none = { state: "none" as const, deadline: null };
  steps.push(a.isAreaConfirmed ? { key: "venue", state: "done", deadline: null } : { key: "venue", ...(venue ? pending(null) : none) });
  const attendeesAsked = venue && !a.isMulti;
  const attendees = attendeesAsked ? pending(attendeeInfoDeadline(a)) : none;
  steps.push(a.isPersonListSubed ? { key: "attendees", state: "done", deadline: null } : { key: "attendees", ...attendees });
  steps.push(a.pubStatus >= 1 ? { key: "publication", state: "done", deadline: null } : { key: "publication", ...pending(null) });
  if (a.isCancel) {
    steps.push({ key: "start", state: "cancelled", deadline: null }, { key: "end", state: "cancelled", deadline: null });
  } else {
    steps.push({ key: "start", state: a.status >= 2 ? "done" : "open", deadline: null });
    steps.push({ key: "end", state: a.status === 3 ? "done" : "open", deadline: null });
  }
  return steps;
}

/** The tab a progress step belongs to, whether or not the activity shows it. */
function tabForStep(key: TStepKey): number {
  const map: Record<TStepKey, number> = {
    created: DetailTab.data,
    info: DetailTab.data,
    video: DetailTab.video,
    venue: DetailTab.venue,
    attendees: DetailTab.attendees,
    publication: DetailTab.promotion,
    start: DetailTab.data,
    end: DetailTab.statistics,
  };
  return map[key];
}

/**
 * The tab clicking a progress step opens (document 2 section 2.1), or null when the activity shows no tab
 * for it (a venue arranged by work order, no attendee list): such a step is not offered as a button. The
 * end step opens the activity data when statistics are off.
 */
export function stepTab(a: TActivityFacts, key: TStepKey): number | null {
  const tab = tabForStep(key);
  if (visibleDetailTabs(a).includes(tab)) return tab;
  return key === "end" ? DetailTab.data : null;
}

/**
 * Page preview rule: the activity's homePage if it has one, otherwise its public details page with the test
 * code appended while the page is not formally published and a test code exists.
 */
export function previewUrl(a: Pick<TActivityFacts, "activityId" | "homePage" | "pubStatus" | "testCode">): string {
  if (a.homePage) return a.homePage;
  const base = `/activityDetails/${a.activityId}`;
  return a.pubStatus < 2 && a.testCode ? `${base}/${a.testCode}` : base;
}

/** Operation guide: fund (activityType 5), collective, or single. */
export function operationGuideKind(a: Pick<TActivityFacts, "activityType" | "isMulti">): "fund" | "multi" | "single" {
  if (a.activityType === 5) return "fund";
  return a.isMulti ? "multi" : "single";
}

/** The announcement template link shows only for performance briefings (activityType 1). */
export function hasAnnouncementTemplate(a: Pick<TActivityFacts, "activityType">): boolean {
  return a.activityType === 1;
}

/** The time block shows start and end for a single-day activity that shows its start (never activityType 9). */
export function showsStartEndTime(a: Pick<TActivityFacts, "startDate" | "endDate" | "activityType"> & { isShowActivityStartTime: boolean }): boolean {
  return a.startDate === a.endDate && a.isShowActivityStartTime && a.activityType !== 9;
}

/** The recording time shows for studio recordings (videoType 3, recType 1). */
export function showsRecordingTime(a: Pick<TActivityFacts, "videoType" | "recType">): boolean {
  return a.videoType === 3 && a.recType === 1;
}
