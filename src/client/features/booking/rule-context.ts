import { HOLIDAY_RANGE_MAX_DAYS, type THolidayRangeBody, type TTradingHoliday } from "#shared/api/booking.contract.ts";
import type { TRuleContext } from "#shared/booking/booking-rules.ts";
import { addCalendarDays, beijingDateOf } from "#shared/booking/calendar-date.ts";

/**
 * The rule context (today and the exchange holidays) the shared date rules need. The holidays come from the
 * trading calendar (trade_holiday_list); until they arrive the context has none, and the server checks the
 * real calendar again on submit.
 */
export function ruleContextAt(now = new Date()): TRuleContext {
  return { today: beijingDateOf(now), holidays: new Set() };
}

/**
 * The part of the trading calendar the form's date rules read: a year from today (the longest range the call
 * answers), which holds the T+27 booking window and the recording days before any collective activity.
 */
export function holidayRangeFor(today: string): THolidayRangeBody {
  return { startDate: today, endDate: addCalendarDays(today, HOLIDAY_RANGE_MAX_DAYS) };
}

/** The same day's rule context with the holidays the trading calendar answered. */
export function withHolidays(context: TRuleContext, holidays: readonly TTradingHoliday[]): TRuleContext {
  return { today: context.today, holidays: new Set(holidays.map((h) => h.holidayDate)) };
}
