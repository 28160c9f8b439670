import { addCalendarDays, mondayOf } from "../booking/calendar-date.ts";
import { outcomeTable } from "../outcome/outcome.ts";

/** Rules of the distribution card (document 2 sections 2.3 and 3, "Distribution row"). */

/** The card's tabs, sent as `status`: 1 not ended, 2 ended, 3 not submitted. */
export const DistributeTab = { notEnded: 1, ended: 2, notSubmitted: 3 } as const;

/** Submit status of a row: 0 not submitted, anything else submitted. */
export function isPvSubmitted(row: { submitStatus: number }): boolean {
  return row.submitStatus !== 0;
}

/**
 * Whether a row belongs to a tab: not ended and ended follow the activity's status; not submitted is every
 * row whose PV count is still missing, whatever the activity's state.
 */
export function inDistributeTab(tab: number | undefined, row: { status: number; submitStatus: number }): boolean {
  if (tab === DistributeTab.notEnded) return row.status !== 3;
  if (tab === DistributeTab.ended) return row.status === 3;
  if (tab === DistributeTab.notSubmitted) return !isPvSubmitted(row);
  return true;
}

/** Next week (Monday to Sunday, Beijing dates) from today: the "next week activity distribution" button. */
export function nextWeekRange(today: string): { from: string; to: string } {
  const from = addCalendarDays(mondayOf(today), 7);
  return { from, to: addCalendarDays(from, 6) };
}

export const DistributeMsg = {
  notFound: "分发记录不存在",
  activityCancelled: "活动已取消，无法提交分发数据",
} as const;

/** DistributeMsg as outcome codes (`distribution.key`), see src/shared/outcome. */
export const DistributeOutcome = outcomeTable("distribution", DistributeMsg);
