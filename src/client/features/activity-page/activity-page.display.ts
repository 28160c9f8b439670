import { t } from "@lingui/core/macro";
import type { TPlayerMode } from "#shared/activity/activity-page.ts";
import { fileUrl } from "#shared/http/file-url.ts";

/** What the player area says in each mode without a picture to show. */
export function playerNote(mode: TPlayerMode): string {
  switch (mode) {
    case "cancelled":
      return t`活动已取消`;
    case "waiting":
      return t`活动即将开始，请稍候`;
    case "textOnly":
      return t`本场活动为文字互动，请在下方参与问答`;
    case "replayPending":
      return t`回放视频准备中，敬请期待`;
    default:
      return "";
  }
}

/** The page's own address (what the share dialog shows and the QR code holds), without the test code. */
export function shareUrl(origin: string, activityId: number, companyId: number | null, isMulti: boolean): string {
  return isMulti && companyId !== null ? `${origin}/singleCompany/${activityId}/${companyId}` : `${origin}/activityDetails/${activityId}`;
}

/** The state badge of the page: cancelled wins over the clock's status. */
export type TPageState = "upcoming" | "live" | "ended" | "cancelled";

export function pageState(a: { isCancel: boolean; status: number }): TPageState {
  if (a.isCancel) return "cancelled";
  if (a.status === 2) return "live";
  if (a.status === 3) return "ended";
  return "upcoming";
}

export const PAGE_STATE_COLOUR: Record<TPageState, string> = { upcoming: "blue", live: "red", ended: "gray", cancelled: "dark" };

export function pageStateLabel(state: TPageState): string {
  switch (state) {
    case "upcoming":
      return t`即将开始`;
    case "live":
      return t`直播中`;
    case "ended":
      return t`已结束`;
    case "cancelled":
      return t`已取消`;
  }
}

/** The activity type in the page's language (the server's activityTypeText is Chinese). */
export function activityTypeLabel(activityType: number, fallback: string): string {
  switch (activityType) {
    case 1:
      return t`业绩说明会`;
    case 2:
      return t`再融资路演`;
    case 3:
      return t`重大事项说明会`;
    case 4:
      return t`其他路演`;
    case 5:
      return t`基金路演`;
    case 6:
      return t`集体路演`;
    default:
      return fallback;
  }
}

/**
 * Starts fetching the header's background (the page's largest paint) as soon as the page's answer is known,
 * while the page's own code is still downloading; the header's CSS background then finds it in the cache.
 */
export function preloadHeaderBackground(activity: { bgImageUrl?: string | null } | null | undefined): void {
  if (!activity?.bgImageUrl || typeof Image === "undefined") return;
  const image = new Image();
  image.fetchPriority = "high";
  image.src = fileUrl(activity.bgImageUrl);
}
