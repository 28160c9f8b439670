/**
 * Calendar dates as "YYYY-MM-DD" strings. Booking works on Beijing calendar dates, so the arithmetic is done
 * on the date alone (in UTC, where no day is ever 23 or 25 hours long), never on local instants.
 */

const DAY_MS = 86_400_000;

/** Whether a string is a real calendar date in YYYY-MM-DD form. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function toUtc(value: string): number {
  return Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The date n calendar days after (or before, for negative n) a date. */
export function addCalendarDays(value: string, days: number): string {
  return fromUtc(toUtc(value) + days * DAY_MS);
}

/** Day of the week: 0 Sunday … 6 Saturday. */
export function weekday(value: string): number {
  return new Date(toUtc(value)).getUTCDay();
}

/** Whether a date falls Monday to Friday. */
export function isWeekday(value: string): boolean {
  const d = weekday(value);
  return d >= 1 && d <= 5;
}

/** Calendar days from a to b (positive when b is later). */
export function calendarDaysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** The Monday of the week a date is in. */
export function mondayOf(value: string): string {
  const d = weekday(value);
  return addCalendarDays(value, d === 0 ? -6 : 1 - d);
}

/**
 * Beijing has kept UTC+8 all year since 1991, so its wall clock is the instant shifted by 8 hours, read in UTC.
 * No time-zone database is needed: an Intl.DateTimeFormat with a time zone took ~25 ms to create on a phone-speed
 * CPU when this module loaded, on every public page that shows a date (Lighthouse, npm run bench:lighthouse).
 */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing calendar date of an instant: "today" for every booking rule. */
export function beijingDateOf(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Beijing wall-clock time of an instant as HH:MM. */
export function beijingTimeOf(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(11, 16);
}

/** The Beijing wall-clock date and time of an instant as YYYY-MM-DDTHH:MM:SS. */
export function beijingDateTimeOf(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19);
}

/** The instant of a Beijing date and HH:MM time (Beijing has no daylight saving: always UTC+8). */
export function beijingInstant(date: string, time = "00:00"): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

/**
 * The instant of a Beijing wall-clock time given field by field (month 1 to 12), or null when the fields name
 * no real time: 30 February, 24:00, 12:60. Date.UTC would roll such fields over into the next day or month;
 * a round trip that changes the date means the date did not exist.
 */
export function beijingWallInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): Date | null {
  if (hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - BEIJING_OFFSET_MS);
}
