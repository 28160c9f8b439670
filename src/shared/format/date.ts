/**
 * Date and time formatting helpers (document 1 section 9): date/time patterns, the weekday in Chinese or
 * English, durations in seconds and the day difference. The portal runs on China time, so every helper reads
 * and writes Beijing wall-clock time whatever zone the server or the browser is in.
 */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import { BEIJING_OFFSET_MS, beijingWallInstant } from "../booking/calendar-date.ts";

dayjs.extend(utc);

export type TDateInput = Date | string | number | null | undefined;

/** Beijing time: UTC+8, with no daylight saving since 1991. */
export const CHINA_UTC_OFFSET_MINUTES = BEIJING_OFFSET_MS / 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DATE_PATTERN = "YYYY-MM-DD";
export const DATE_TIME_PATTERN = "YYYY-MM-DD HH:mm:ss";

// Server strings without a zone ("2026-05-01", "2026-05-01 09:30", "2026/05/01 09:30:00") are Beijing wall time.
const WALL_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/**
 * Date input rule: a Date, epoch milliseconds, an ISO string with a zone (an instant), or a zone-less date or
 * date-time string read as Beijing time. Anything unreadable, or an impossible date (30 February), gives null.
 */
export function toDate(input: TDateInput): Date | null {
  if (input === null || input === undefined || input === "") return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : new Date(input.getTime());
  if (typeof input === "number") return Number.isFinite(input) ? new Date(input) : null;
  const text = input.trim();
  const wall = WALL_TIME.exec(text);
  if (wall) {
    const [year, month, day, hour, minute, second] = wall.slice(1, 7).map((p) => (p === undefined ? 0 : Number(p))) as [
      number, number, number, number, number, number,
    ];
    const ms = wall[7] ? Number(wall[7].padEnd(3, "0")) : 0;
    return beijingWallInstant(year, month, day, hour, minute, second, ms);
  }
  // Only a full ISO instant with a zone; anything looser would be read in the host's own zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * Date format rule (document 1 section 9): the instant in Beijing time in a dayjs pattern ("YYYY-MM-DD HH:mm:ss"
 * by default; "Z" prints +08:00). Unreadable input gives "". Names of months and weekdays in a pattern are
 * dayjs's English ones; use `weekday` for a localized weekday.
 */
export function formatDate(input: TDateInput, pattern: string = DATE_TIME_PATTERN): string {
  const d = toDate(input);
  return d ? dayjs(d).utcOffset(CHINA_UTC_OFFSET_MINUTES).format(pattern) : "";
}

const WEEKDAYS = {
  "zh-CN": ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
  "en-US": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
} as const;

/** Weekday rule (document 1 section 9): the Beijing-time weekday as "星期一" or "Monday"; unreadable input gives "". */
export function weekday(input: TDateInput, locale: "zh-CN" | "en-US"): string {
  const d = toDate(input);
  if (!d) return "";
  const day = new Date(d.getTime() + BEIJING_OFFSET_MS).getUTCDay();
  return (WEEKDAYS[locale] ?? WEEKDAYS["zh-CN"])[day] ?? "";
}


// formatSeconds lives in duration.ts, free of dayjs, so a video card can use it alone
export { formatSeconds } from "./duration.ts";

/** The Beijing calendar day of an instant, as a count of days since 1970-01-01. */
function chinaDayNumber(d: Date): number {
  return Math.floor((d.getTime() + BEIJING_OFFSET_MS) / DAY_MS);
}

/**
 * Day difference rule (document 1 section 9): Beijing calendar days from a to b, positive when b is later, so
 * 23:59 and 00:01 the next day are one day apart. Unreadable input gives NaN.
 */
export function dayDifference(a: TDateInput, b: TDateInput): number {
  const from = toDate(a);
  const to = toDate(b);
  if (!from || !to) return Number.NaN;
  return chinaDayNumber(to) - chinaDayNumber(from);
}
