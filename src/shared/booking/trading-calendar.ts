import { addCalendarDays, calendarDaysBetween, isWeekday } from "./calendar-date.ts";

/**
 * The exchange trading calendar: a trading day is a weekday that is not a holiday. Holidays come from the
 * database (operators maintain them); the rules take them as a set of "YYYY-MM-DD" strings.
 */
export type THolidays = ReadonlySet<string>;

/** Whether a date is a trading day. */
export function isTradingDay(date: string, holidays: THolidays): boolean {
  return isWeekday(date) && !holidays.has(date);
}

// No run of closed days on the mainland exchanges is anywhere near this long; the bound keeps a corrupt
// calendar (every day a holiday) from looping for ever.
const MAX_SCAN_DAYS = 3660;

/**
 * The n-th trading day after a date (T+n; n = 0 is the date itself when it trades, else the next trading
 * day). Negative n counts back: T-3 is the third trading day before the date.
 */
export function addTradingDays(date: string, n: number, holidays: THolidays): string {
  if (n === 0) return nextTradingDay(date, holidays, true);
  const step = n > 0 ? 1 : -1;
  let left = Math.abs(n);
  let d = date;
  for (let i = 0; i < MAX_SCAN_DAYS; i++) {
    d = addCalendarDays(d, step);
    if (isTradingDay(d, holidays)) {
      left -= 1;
      if (left === 0) return d;
    }
  }
  throw new Error("trading calendar has no trading day in range");
}

/** The first trading day on or after (inclusive) or strictly after a date. */
export function nextTradingDay(date: string, holidays: THolidays, inclusive = false): string {
  let d = inclusive ? date : addCalendarDays(date, 1);
  for (let i = 0; i < MAX_SCAN_DAYS; i++) {
    if (isTradingDay(d, holidays)) return d;
    d = addCalendarDays(d, 1);
  }
  throw new Error("trading calendar has no trading day in range");
}

/** How many trading days lie after `from` up to and including `to` (T+n of `to` counted from `from`). */
export function tradingDaysBetween(from: string, to: string, holidays: THolidays): number {
  const span = calendarDaysBetween(from, to);
  const sign = span >= 0 ? 1 : -1;
  let count = 0;
  for (let i = 1; i <= Math.abs(span); i++) {
    const d = addCalendarDays(from, i * sign);
    if (isTradingDay(d, holidays)) count += 1;
  }
  return count * sign;
}

/** The next n trading days after a date, in order. */
export function nextTradingDays(date: string, n: number, holidays: THolidays): string[] {
  const days: string[] = [];
  let d = date;
  while (days.length < n) {
    d = nextTradingDay(d, holidays);
    days.push(d);
  }
  return days;
}

/** Every trading day from `first` to `last`, both included (a booking window's days, in order). */
export function tradingDaysInRange(first: string, last: string, holidays: THolidays): string[] {
  const days: string[] = [];
  if (first > last) return days;
  let d = nextTradingDay(first, holidays, true);
  while (d <= last) {
    days.push(d);
    d = nextTradingDay(d, holidays);
  }
  return days;
}
