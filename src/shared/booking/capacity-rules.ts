import { outcomeTable, type TOutcome } from "../outcome/outcome.ts";
import { calendarDaysBetween, isWeekday } from "./calendar-date.ts";
import { VideoType } from "./booking-mode.ts";
import { Period } from "./booking-time.ts";

/**
 * The back office's booking-capacity rules (document 4 section 6 "Booking capacity"; document 1 sections 3,
 * 5.3 and 7.4): booking stores, modes, themes and the trading calendar's holidays. Every edit names the
 * version it was made against, so two operators never overwrite each other; no edit may leave a booking
 * without the capacity, mode, theme or trading day it was made on.
 */
export const CapacityMsg = {
  storeNotFound: "该时段名额不存在",
  modeNotFound: "该活动模式不存在",
  themeNotFound: "该活动主题不存在",
  holidayNotFound: "该节假日不存在",
  stale: "数据已被其他人修改，请刷新后重试",
  quotaBelowBooked: "名额不能少于已预约数量",
  storeHasBookings: "该时段已有预约，不能删除",
  modeTypeHasBookings: "该模式已有预约，不能修改视频类型",
  themeTypeHasBookings: "该主题已有预约，不能修改活动类型",
  holidayHasBookings: "该日期已有活动，不能设为节假日",
  holidayWeekend: "周末本就不是交易日，无需登记",
  holidayExists: "该日期已是节假日",
  dateRange: "结束日期不能早于开始日期",
  rangeTooLong: "日期范围不能超过92天",
  noTradingDays: "所选日期范围内没有交易日",
  periodRequired: "请选择时段",
  regionRequired: "请选择地区",
  regionNotAllowed: "该类型名额不区分地区",
  periodNotAllowed: "该类型不可使用所选时段",
  quotaInvalid: "名额须为0至999的整数",
  videoTypeInvalid: "请选择视频类型",
  modeNameRequired: "请输入模式名称",
  modeNameTooLong: "模式名称不能超过50个字符",
  transcribeInvalid: "录播方式须为1（现场录制）或2（自行上传）",
  cnNameRequired: "请输入主题中文名称",
  cnNameTooLong: "主题中文名称不能超过100个字符",
  enNameRequired: "请输入主题英文名称",
  enNameTooLong: "主题英文名称不能超过200个字符",
  activityTypeInvalid: "活动类型不正确",
  holidayNameRequired: "请输入节假日名称",
  holidayNameTooLong: "节假日名称不能超过50个字符",
} as const;

/** CapacityMsg as outcome codes (`capacity.key`). */
export const CapacityOutcome = outcomeTable("capacity", CapacityMsg);

/** How many days one bulk creation or one store search may span (a quarter). */
export const MAX_RANGE_DAYS = 92;
/** The largest quota one slot may have. */
export const MAX_QUOTA = 999;

/** What is already booked from a store: its configured total less what remains. */
export function bookedOf(store: { total: number; number: number }): number {
  return Math.max(0, store.total - store.number);
}

/** Why a date range cannot be used for capacity, or null (the rules below answer outcomes: the server refuses with them, the forms show their message). */
export function rangeError(from: string, to: string): TOutcome | null {
  const span = calendarDaysBetween(from, to);
  if (span < 0) return CapacityOutcome.dateRange;
  if (span >= MAX_RANGE_DAYS) return CapacityOutcome.rangeTooLong;
  return null;
}

/**
 * Which periods a kind of capacity is sold in (document 1 section 4.2): live broadcasts and studio recordings
 * in the morning and afternoon of a region's studio, relays, recordings and other modes in the three fixed
 * periods without a region.
 */
export function capacityKind(videoType: number, isRecord: boolean): { periods: readonly number[]; perRegion: boolean } {
  if (videoType === VideoType.live || (videoType === VideoType.recording && isRecord)) {
    return { periods: [Period.morning.id, Period.afternoon.id], perRegion: true };
  }
  return { periods: [Period.morning.id, Period.afternoon1.id, Period.afternoon2.id], perRegion: false };
}

/** Why a bulk creation's periods and regions do not fit its kind of capacity, or null. */
export function bulkShapeError(b: { videoType: number; isRecord: boolean; periodIds: readonly number[]; regionIds: readonly number[] }): TOutcome | null {
  if (b.isRecord && b.videoType !== VideoType.recording) return CapacityOutcome.videoTypeInvalid;
  const kind = capacityKind(b.videoType, b.isRecord);
  if (b.periodIds.length === 0) return CapacityOutcome.periodRequired;
  if (b.periodIds.some((p) => !kind.periods.includes(p))) return CapacityOutcome.periodNotAllowed;
  if (kind.perRegion && b.regionIds.length === 0) return CapacityOutcome.regionRequired;
  if (!kind.perRegion && b.regionIds.length > 0) return CapacityOutcome.regionNotAllowed;
  return null;
}

/**
 * The quota a bulk creation gives a slot that may already exist: the asked quota, never below what is
 * already booked (a bulk change lowers a slot as far as its bookings allow and no further).
 */
export function bulkTotal(asked: number, existing: { total: number; number: number } | null): number {
  return existing ? Math.max(asked, bookedOf(existing)) : asked;
}

/** Why a slot's new total is refused (it would strand bookings), or null. */
export function quotaError(total: number, store: { total: number; number: number }): TOutcome | null {
  return total < bookedOf(store) ? CapacityOutcome.quotaBelowBooked : null;
}

/** The remaining quota after a slot's total changes (its bookings keep their places). */
export function remainingAfter(total: number, store: { total: number; number: number }): number {
  return total - bookedOf(store);
}

/** Why a date cannot be added to the holidays, or null (bookings on it are checked by the server). */
export function holidayDateError(date: string, existing: ReadonlySet<string>): TOutcome | null {
  if (!isWeekday(date)) return CapacityOutcome.holidayWeekend;
  if (existing.has(date)) return CapacityOutcome.holidayExists;
  return null;
}

/** The single booking types (document 1 section 2.5, orderType 1 to 5) a theme may belong to. */
export const THEME_ACTIVITY_TYPES = [1, 2, 3, 4, 5] as const;
