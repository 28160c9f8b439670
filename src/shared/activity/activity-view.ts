/**
 * The company's view of an activity (document 2 section 3) as the rules read it: the activity's own fields
 * merged with the caller company's part in it (booking, agreement, materials progress).
 */
export interface TActivityFacts {
  activityId: number;
  title: string;
  isMulti: boolean;
  activityType: number;
  videoType: number | null;
  recType: number | null;
  recDate: string | null;
  startDate: string;
  endDate: string;
  startTime: string | null;
  status: number;
  isCancel: boolean;
  pubStatus: number;
  testCode: string | null;
  homePage: string | null;
  workOrderTaskId: string | null;
  isInfoSubed: boolean;
  infoSubmitCloseTime: string | null;
  isVideoUploaded: boolean;
  videoUploadCloseTime: string | null;
  isAreaConfirmed: boolean;
  isPersonListSubed: boolean;
  bookingEndTime: string | null;
  moduleHasPreCollection: boolean;
  isOpenText: boolean;
  isOpenActivityData: boolean;
}

/** Activity status: 1 not started, 2 in progress, 3 ended (1 and 2 are the "not ended" tab). */
export const ActivityStatus = { notStarted: 1, inProgress: 2, ended: 3 } as const;
export const NOT_ENDED_STATUSES = [1, 2] as const;
export const ENDED_STATUSES = [3] as const;

/** Title cut rule: 35 characters then an ellipsis. */
export const TITLE_CUT = 35;
/** Platform and region names are cut at 12. */
export const PLACE_CUT = 12;

/** Cuts a text at n characters with an ellipsis. */
export function cutText(text: string | null | undefined, n: number): string {
  if (!text) return "";
  const chars = Array.from(text);
  return chars.length > n ? `${chars.slice(0, n).join("")}...` : text;
}
