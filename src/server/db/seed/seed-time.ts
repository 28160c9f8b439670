/** Date arithmetic for the demo seed, which lays everything out relative to the clock's now(). */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The instant n days (fractions allowed, negative for the past) from at. */
export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** The instant n hours from at. */
export function addHours(at: Date, hours: number): Date {
  return new Date(at.getTime() + hours * HOUR_MS);
}

// The portal runs on China time: a window string such as 2026-05-01_start22:00 means Beijing time, so the
// calendar date is taken there rather than in whatever zone the server happens to run in.
const shanghaiDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Shanghai",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date of an instant in Asia/Shanghai, as YYYY-MM-DD. */
export function chinaDate(at: Date): string {
  return shanghaiDate.format(at);
}
