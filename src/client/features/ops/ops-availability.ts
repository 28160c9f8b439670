import {
  endRefusal,
  moduleRefusal,
  OpsMsg,
  opsCancelRefusal,
  preparationRefusal,
  publishRefusal,
  publishTestRefusal,
  reopenRefusal,
  startRefusal,
  venueRefusal,
} from "#shared/activity/ops-rules.ts";
import { hasVenue, previewUrl, progressSteps, type TProgressStep } from "#shared/activity/activity-rules.ts";
import { closedByDeadline } from "#shared/materials/materials-rules.ts";
import type { TActivityFacts } from "#shared/activity/activity-view.ts";
import type { TOpsActivityDetail, TOpsActivityPart } from "#shared/api/ops.contract.ts";

/**
 * What the operator's buttons may do, read from the shared rules of src/shared/activity/ops-rules.ts: each
 * entry is the server's refusal (shown as the disabled button's hint), or null when the action is possible.
 */
export interface TActivityActions {
  publishTest: string | null;
  publish: string | null;
  start: string | null;
  end: string | null;
  cancel: string | null;
  deadlines: string | null;
  liveUrl: string | null;
  partners: string | null;
  modules: string | null;
}

export function activityActions(a: TOpsActivityDetail): TActivityActions {
  return {
    publishTest: publishTestRefusal(a),
    publish: publishRefusal(a),
    start: startRefusal(a),
    end: endRefusal(a),
    cancel: opsCancelRefusal(a),
    deadlines: preparationRefusal(a),
    liveUrl: preparationRefusal(a),
    partners: preparationRefusal(a),
    modules: moduleRefusal(a),
  };
}

/** The actions on one company's part: its venue, reopening its materials, cancelling its part. */
export interface TPartActions {
  venue: string | null;
  reopen: string | null;
  cancel: string | null;
}

export function partActions(a: TOpsActivityDetail, part: TOpsActivityPart, at: Date = new Date()): TPartActions {
  const partCancelled = part.isCancel ? OpsMsg.partCancelled : null;
  return {
    venue: partCancelled ?? venueRefusal(a),
    // submitted materials, or ones the deadline closed (document 4 section 7)
    reopen: reopenRefusal(a, { ...part, closedByDeadline: closedByDeadline(a.infoSubmitCloseTime, part.infoReopenTime, at) }),
    cancel: partCancelled ?? opsCancelRefusal(a),
  };
}

/** Whether the venue block applies to the activity at all (live, or a studio recording). */
export function showsVenue(a: TOpsActivityDetail): boolean {
  return hasVenue(a);
}

/** One company's view of the activity, as the progress rules read it (the company's own strip). */
export function partFacts(a: TOpsActivityDetail, part: TOpsActivityPart): TActivityFacts {
  return {
    activityId: a.activityId,
    title: a.title,
    isMulti: a.isMulti,
    activityType: a.activityType,
    videoType: a.videoType,
    recType: a.recType,
    recDate: a.recDate,
    startDate: a.startDate,
    endDate: a.endDate,
    startTime: part.startTime ?? a.startTime,
    status: a.status,
    // a company that withdrew from a collective sees its own part cancelled
    isCancel: a.isCancel || part.isCancel,
    pubStatus: a.pubStatus,
    testCode: a.testCode,
    homePage: a.homePage,
    workOrderTaskId: a.workOrderTaskId,
    isInfoSubed: part.isInfoSubed,
    infoSubmitCloseTime: a.infoSubmitCloseTime,
    isVideoUploaded: part.isVideoUploaded,
    videoUploadCloseTime: a.videoUploadCloseTime,
    isAreaConfirmed: part.isAreaConfirmed,
    isPersonListSubed: part.isPersonListSubed,
    bookingEndTime: a.bookingEndTime,
    moduleHasPreCollection: a.moduleHasPreCollection,
    isOpenText: a.isOpenText,
    isOpenActivityData: a.isOpenActivityData,
  };
}

/** The progress strip of one company's part (document 2 sections 2.1 and 4). */
export function partSteps(a: TOpsActivityDetail, part: TOpsActivityPart, now: Date): TProgressStep[] {
  return progressSteps(partFacts(a, part), now);
}

/**
 * The page an operator checks before publishing: the public details page, with the test code while it is
 * not formally published (the same preview rule as the company's page).
 */
export function opsPreviewUrl(a: TOpsActivityDetail): string {
  return previewUrl(a);
}

/** The test page's address: /activityDetails/{id}/{testCode}, or null without a test code. */
export function testPageUrl(a: Pick<TOpsActivityDetail, "activityId" | "testCode">): string | null {
  return a.testCode ? `/activityDetails/${a.activityId}/${a.testCode}` : null;
}
