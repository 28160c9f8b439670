import { BookingOutcome, type TBookingOutcome } from "./booking-messages.ts";
import { forcedLiveBroadcast, needsPlatform, needsRecording, needsRegion, type TModeLike } from "./booking-mode.ts";
import { isOwnTimePeriod, ownTimeError } from "./booking-time.ts";
import { activityDateError, recordingDateError } from "./booking-window.ts";
import { isModeAllowedFor } from "./order-type.ts";
import type { THolidays } from "./trading-calendar.ts";

/**
 * The single-booking choices that depend on the mode (document 1 sections 4.2 and 5.2), in the order the
 * form asks for them. The server runs this after the shape check; the booking machine's guards run it too.
 */
export interface TSingleChoice {
  orderType: number;
  modeId: number | null;
  bookingDate: string | null;
  periodId: number | null;
  storeId: number | null;
  regionId: number | null;
  platformId: number | null;
  definedPeriodStart: string | null;
  definedPeriodEnd: string | null;
  isLiveBroadcast: boolean | null;
  recDate: string | null;
  recRegionId: number | null;
  recStoreId: number | null;
  recPeriodId: number | null;
  recPeriodTimeStart: string | null;
  recPeriodTimeEnd: string | null;
}

export interface TRuleContext {
  today: string;
  holidays: THolidays;
}

/** The first message the single-booking choices fail with, or null when they are complete and valid. */
export function singleChoiceError(c: TSingleChoice, mode: (TModeLike & { id: number }) | null, ctx: TRuleContext): TBookingOutcome | null {
  if (!mode || c.modeId === null) return BookingOutcome.mode;
  if (!isModeAllowedFor(c.orderType, mode.id)) return BookingOutcome.modeNotAllowed;
  if (!c.bookingDate) return BookingOutcome.date;
  const dateError = activityDateError(c.bookingDate, ctx.today, c.orderType, ctx.holidays);
  if (dateError) return dateError;
  if (needsRegion(mode) && !c.regionId) return BookingOutcome.liveRegion;
  if (c.periodId === null || c.storeId === null) return BookingOutcome.period;
  if (needsRegion(mode)) {
    if (!c.definedPeriodStart || !c.definedPeriodEnd) return BookingOutcome.period;
    const timeError = ownTimeError(c.periodId, c.definedPeriodStart, c.definedPeriodEnd);
    if (timeError) return timeError;
  } else if (isOwnTimePeriod(c.periodId) && c.periodId !== 1) {
    // non-live modes book the fixed periods (morning, afternoon 1, afternoon 2), never the own-time afternoon
    return BookingOutcome.period;
  }
  if (needsPlatform(mode) && !c.platformId) return BookingOutcome.platform;
  if (needsRecording(mode)) {
    if (!c.recDate) return BookingOutcome.recordDate;
    const recError = recordingDateError(c.recDate, c.bookingDate, ctx.today, ctx.holidays);
    if (recError) return recError;
    if (!c.recRegionId && !c.recStoreId) return BookingOutcome.recordRegion;
    if (c.recStoreId === null || c.recPeriodId === null || !c.recPeriodTimeStart || !c.recPeriodTimeEnd) return BookingOutcome.recordDate;
    const recTimeError = ownTimeError(c.recPeriodId, c.recPeriodTimeStart, c.recPeriodTimeEnd);
    if (recTimeError) return recTimeError;
  }
  return null;
}

/** The broadcast form actually booked: forced live for a company's own video, else the choice (default live). */
export function effectiveLiveBroadcast(mode: TModeLike, chosen: boolean | null): boolean | null {
  if (forcedLiveBroadcast(mode)) return true;
  if (mode.videoType !== 3) return null;
  return chosen ?? true;
}

/**
 * The choices of a collective booking with open selection mode when the company picks its own mode
 * (isWithCollective false): region for live, platform for relay, a recording date for studio recordings.
 */
export interface TCollectiveOwnChoice {
  modeId: number | null;
  regionId: number | null;
  platformId: number | null;
  recDate: string | null;
  startTime: string | null;
  endTime: string | null;
}

/** The first message an own-mode collective choice fails with, or null. */
export function collectiveOwnChoiceError(c: TCollectiveOwnChoice, mode: TModeLike | null): TBookingOutcome | null {
  if (!mode || c.modeId === null) return BookingOutcome.mode;
  if (needsRegion(mode) && !c.regionId) return BookingOutcome.liveRegion;
  if (needsPlatform(mode) && !c.platformId) return BookingOutcome.platform;
  if (needsRecording(mode) && !c.recDate) return BookingOutcome.recordDate;
  return null;
}
