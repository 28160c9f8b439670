import type { TRuleContext } from "#shared/booking/booking-rules.ts";
import { addCalendarDays, beijingDateOf, isWeekday } from "#shared/booking/calendar-date.ts";
import { BOOKING_LEAD_DAYS, SHORT_BOOKING_LEAD_DAYS } from "#shared/booking/booking-window.ts";
import { hasShortLeadTime } from "#shared/booking/order-type.ts";

/** The dates the server offered: the booking window's dates and, once asked for, the recording dates. */
export interface TOfferedCalendar {
  today: string;
  bookingDates: readonly string[];
  recordDates: readonly string[];
}

export function emptyCalendar(now = new Date()): TOfferedCalendar {
  return { today: beijingDateOf(now), bookingDates: [], recordDates: [] };
}

/**
 * The rule context (today and the exchange holidays) the shared date rules need, reconstructed from the
 * dates the server offered: the page has no holiday list, but the server lists every trading day of the
 * window, so a weekday it leaves out inside the window is a holiday, and the window's first date lies
 * exactly T+7 (T+2) trading days after today, which says how many weekdays before it were closed. Built so
 * that every offered date passes the shared rules; the server checks the real calendar again on submit.
 */
export function ruleContextFor(calendar: TOfferedCalendar, orderType: number): TRuleContext {
  const { today } = calendar;
  const known = new Set([...calendar.bookingDates, ...calendar.recordDates].filter((d) => d > today));
  const offered = [...calendar.bookingDates].filter((d) => d > today).sort();
  const first = offered[0];
  if (first === undefined) return { today, holidays: new Set() };
  const lastKnown = [...known].sort().at(-1) ?? first;

  const holidays = new Set<string>();
  // inside the offered range, an unlisted weekday is closed
  for (let d = first; d <= lastKnown; d = addCalendarDays(d, 1)) {
    if (isWeekday(d) && !known.has(d)) holidays.add(d);
  }
  // before it, close just enough weekdays (the earliest unlisted ones) that the first date is T+lead
  const lead = hasShortLeadTime(orderType) ? SHORT_BOOKING_LEAD_DAYS : BOOKING_LEAD_DAYS;
  const before: string[] = [];
  for (let d = addCalendarDays(today, 1); d < first; d = addCalendarDays(d, 1)) if (isWeekday(d)) before.push(d);
  let excess = before.length - (lead - 1);
  for (const d of before) {
    if (excess <= 0) break;
    if (known.has(d)) continue;
    holidays.add(d);
    excess -= 1;
  }
  return { today, holidays };
}
