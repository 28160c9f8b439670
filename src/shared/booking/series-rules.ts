import { outcomeTable, type TOutcome } from "../outcome/outcome.ts";
import { beijingInstant } from "./calendar-date.ts";
import { matchesBookingCompanyType } from "./eligibility.ts";

/**
 * Collective series as the back office sets them up (document 4 section 6; document 1 section 3 "Bookable
 * activity series"): a series and its collective activities, each with its dates and times, booking window,
 * bookingCompanyType, open selection mode and capacity. An edit names the activity's updTime it read; no edit
 * may leave a company that already booked outside the activity (capacity, company type).
 */
export const SeriesMsg = {
  seriesNotFound: "该系列不存在",
  seriesClosed: "该系列已关闭",
  activityNotFound: "该集体活动不存在",
  seriesNameRequired: "请输入系列名称",
  seriesNameTooLong: "系列名称不能超过50个字符",
  titleRequired: "请输入活动标题",
  titleTooLong: "活动标题不能超过100个字符",
  enTitleTooLong: "活动英文标题不能超过200个字符",
  dateInvalid: "请选择集体活动日期",
  dateOrder: "活动结束日期不能早于开始日期",
  timeInvalid: "请输入HH:mm格式的活动时间",
  timeOrder: "活动结束时间须晚于开始时间",
  windowInvalid: "请输入预约开始和结束时间",
  windowOrder: "预约结束时间须晚于预约开始时间",
  windowAfterStart: "预约须在活动开始前结束",
  companyTypeInvalid: "可预约公司类型不正确",
  capacityInvalid: "名额须为1至999的整数",
  capacityBelowBooked: "名额不能少于已预约的公司数",
  companyTypeExcludesBooked: "已有其他类型的公司预约，不能限制可预约公司类型",
  stale: "该活动已被其他人修改，请刷新后重试",
} as const;

export const SeriesOutcome = outcomeTable("series", SeriesMsg);

/** bookingCompanyType: 0 every eligible company, else that company type (document 2 section 2.3). */
export const BOOKING_COMPANY_TYPES = [0, 1, 2, 4, 5, 6, 8] as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface TSeriesActivityPlan {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  bookingStartTime: Date;
  bookingEndTime: Date;
}

/** Why a collective activity's dates, times and booking window do not hold together, or null. */
export function seriesActivityError(p: TSeriesActivityPlan): TOutcome | null {
  if (p.endDate < p.startDate) return SeriesOutcome.dateOrder;
  if (!HHMM.test(p.startTime) || !HHMM.test(p.endTime)) return SeriesOutcome.timeInvalid;
  if (p.startDate === p.endDate && p.endTime <= p.startTime) return SeriesOutcome.timeOrder;
  if (p.bookingEndTime <= p.bookingStartTime) return SeriesOutcome.windowOrder;
  if (p.bookingEndTime > beijingInstant(p.startDate, p.startTime)) return SeriesOutcome.windowAfterStart;
  return null;
}

/** Why a new capacity or company type would leave booked companies out, or null. */
export function seriesBookedError(
  next: { capacity: number; bookingCompanyType: number },
  booked: readonly { companyType: number }[],
): TOutcome | null {
  if (next.capacity < booked.length) return SeriesOutcome.capacityBelowBooked;
  if (booked.some((c) => !matchesBookingCompanyType(next.bookingCompanyType, c.companyType))) return SeriesOutcome.companyTypeExcludesBooked;
  return null;
}
