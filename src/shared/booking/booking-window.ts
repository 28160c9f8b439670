import { hasShortLeadTime } from "./order-type.ts";
import { addTradingDays, isTradingDay, type THolidays } from "./trading-calendar.ts";
import { BookingOutcome, type TBookingOutcome } from "./booking-messages.ts";

/** Lead times in trading days (document 1 sections 5.3 and 9). */
export const BOOKING_LEAD_DAYS = 7;
export const SHORT_BOOKING_LEAD_DAYS = 2;
export const BOOKING_HORIZON_DAYS = 27;
/** A recording happens at least this many trading days before the broadcast. */
export const RECORDING_LEAD_DAYS = 3;

export interface TDateWindow {
  first: string;
  last: string;
}

/** Booking window rule: T+7 to T+27 trading days, T+2 to T+27 for refinancing and major events. */
export function bookingWindow(today: string, orderType: number, holidays: THolidays): TDateWindow {
  const lead = hasShortLeadTime(orderType) ? SHORT_BOOKING_LEAD_DAYS : BOOKING_LEAD_DAYS;
  return { first: addTradingDays(today, lead, holidays), last: addTradingDays(today, BOOKING_HORIZON_DAYS, holidays) };
}

/** Why an activity date cannot be booked today, or null when it can. */
export function activityDateError(date: string, today: string, orderType: number, holidays: THolidays): TBookingOutcome | null {
  if (!isTradingDay(date, holidays)) return BookingOutcome.dateNotTrading;
  const { first, last } = bookingWindow(today, orderType, holidays);
  if (date < first || date > last) return hasShortLeadTime(orderType) ? BookingOutcome.dateOutOfShortWindow : BookingOutcome.dateOutOfWindow;
  return null;
}

/**
 * Recording window rule: the recording is a trading day after today and at least T-3 trading days before
 * the activity date. Null when the activity date leaves no such day.
 */
export function recordingWindow(today: string, activityDate: string, holidays: THolidays): TDateWindow | null {
  const first = addTradingDays(today, 1, holidays);
  const last = addTradingDays(activityDate, -RECORDING_LEAD_DAYS, holidays);
  return first <= last ? { first, last } : null;
}

/** Why a recording date cannot be booked for an activity date, or null when it can. */
export function recordingDateError(recDate: string, activityDate: string, today: string, holidays: THolidays): TBookingOutcome | null {
  if (!isTradingDay(recDate, holidays)) return BookingOutcome.dateNotTrading;
  const window = recordingWindow(today, activityDate, holidays);
  if (!window || recDate < window.first || recDate > window.last) return BookingOutcome.recordDateOutOfWindow;
  return null;
}
