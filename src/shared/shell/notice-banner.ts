/**
 * The system notice banner (document 1 sections 3 "System settings", 4.4 and 9): the update window from the
 * SystemConfigUpdateTime dictionary, whether the banner shows at a given instant, and how long one pass of
 * the scrolling text takes at the configured speed.
 */
import { beijingWallInstant } from "../booking/calendar-date.ts";

/** The notice banner as system_settings.noticeBanner stores it; textEn is what English pages show (optional). */
export interface TNoticeBannerSetting {
  text: string;
  textEn: string | null;
  startAt: string;
  endAt: string;
  /** pixels per second */
  speed: number;
}

/** The stored banner, or null when it is off (no text); a value saved before English existed reads textEn null. */
export function noticeBannerOf(value: unknown): TNoticeBannerSetting | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (typeof v.text !== "string" || !v.text) return null;
  return {
    text: v.text,
    textEn: typeof v.textEn === "string" && v.textEn.trim() ? v.textEn : null,
    startAt: typeof v.startAt === "string" ? v.startAt : "",
    endAt: typeof v.endAt === "string" ? v.endAt : "",
    speed: typeof v.speed === "number" ? v.speed : DEFAULT_MARQUEE_SPEED_PX_PER_S,
  };
}

export interface TNoticeWindow {
  start: Date;
  end: Date;
}

/** The banner re-checks its window every second (document 1 section 9). */
export const NOTICE_CHECK_INTERVAL_MS = 1000;

/** Scroll speed in pixels per second used when settings carry none or a nonsense value (the seeded speed). */
export const DEFAULT_MARQUEE_SPEED_PX_PER_S = 60;

/** Width assumed per character when only the text length is known: one CJK glyph at a 16px font. */
export const MARQUEE_CHAR_WIDTH_PX = 16;

/** Shortest pass, so that a few characters at a high speed do not flicker past unreadably. */
export const MARQUEE_MIN_DURATION_S = 5;

const WINDOW_PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})_start(\d{1,2}):(\d{2})_end(\d{1,2}):(\d{2})$/;

/**
 * Update-window rule (document 1 section 3): attachField1 reads `YYYY-MM-DD_startHH:MM_endHH:MM` in China
 * time. Malformed input, an impossible date or time, or an end not after the start gives null (no banner);
 * the form has a single date, so a window cannot run past midnight.
 */
export function parseUpdateWindow(attachField1: string | null | undefined): TNoticeWindow | null {
  const match = WINDOW_PATTERN.exec(attachField1?.trim() ?? "");
  if (!match) return null;
  const [year, month, day, startHour, startMinute, endHour, endMinute] = match.slice(1).map(Number) as [
    number, number, number, number, number, number, number,
  ];
  const start = beijingWallInstant(year, month, day, startHour, startMinute);
  const end = beijingWallInstant(year, month, day, endHour, endMinute);
  if (!start || !end || end.getTime() <= start.getTime()) return null;
  return { start, end };
}

/** Banner window from ISO instants (the back office's notice setting); null when either is invalid or the end is not after the start. */
export function parseIsoWindow(startAt: string | null | undefined, endAt: string | null | undefined): TNoticeWindow | null {
  if (!startAt || !endAt) return null;
  const start = new Date(startAt);
  const end = new Date(endAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end.getTime() <= start.getTime()) return null;
  return { start, end };
}

/**
 * Banner visibility rule (document 1 section 4.4): shown from the start (inclusive) until the end (exclusive),
 * hidden after it; closing it hides it for the rest of that window only, so a close made before the window
 * opened (the previous notice) does not suppress a new one.
 */
export function isNoticeVisible(window: TNoticeWindow | null, now: Date, closedAt?: Date | null): boolean {
  if (!window) return false;
  const t = now.getTime();
  const start = window.start.getTime();
  const end = window.end.getTime();
  if (Number.isNaN(t) || !(t >= start && t < end)) return false;
  if (closedAt) {
    const closed = closedAt.getTime();
    if (closed >= start && closed < end) return false;
  }
  return true;
}

/**
 * Marquee speed rule (document 1 section 4.4, speed from settings in pixels per second): one pass moves the
 * text across its own width plus the container's, so its duration is that distance over the speed.
 */
export function marqueeDurationForWidth(distancePx: number, speedPxPerSecond: number): number {
  const speed = Number.isFinite(speedPxPerSecond) && speedPxPerSecond > 0 ? speedPxPerSecond : DEFAULT_MARQUEE_SPEED_PX_PER_S;
  const distance = Number.isFinite(distancePx) && distancePx > 0 ? distancePx : 0;
  return Math.max(MARQUEE_MIN_DURATION_S, Math.round((distance / speed) * 100) / 100);
}

/** Marquee speed rule by text length, for callers that have not measured the text: MARQUEE_CHAR_WIDTH_PX per character. */
export function marqueeDurationSeconds(textLength: number, speed: number, containerWidthPx = 0): number {
  const chars = Number.isFinite(textLength) && textLength > 0 ? textLength : 0;
  const container = Number.isFinite(containerWidthPx) && containerWidthPx > 0 ? containerWidthPx : 0;
  return marqueeDurationForWidth(chars * MARQUEE_CHAR_WIDTH_PX + container, speed);
}

/** One notice the banner may show: the operator's banner text or the system-upgrade notification. */
export interface TShellNotice {
  /** kind and window together: closing one window's notice does not hide the next window's */
  id: string;
  text: string;
  window: TNoticeWindow;
  /** pixels per second */
  speed: number;
}

/** The upgrade notice's text as the SystemConfigUpdateNotify dictionary holds it. */
export interface TUpgradeNoticeText {
  attachField1: string | null;
  attachField1En: string | null;
}

/**
 * The notices configured now, visible or not (document 1 section 4.4): public_settings.noticeBanner and the
 * upgrade window of SystemConfigUpdateTime with SystemConfigUpdateNotify's text, in the page's language where
 * an English text is set. The banner under the header and the page the server draws first read the same list.
 */
export function shellNotices(input: {
  banner: TNoticeBannerSetting | null | undefined;
  updateTime: string | null | undefined;
  updateNotify: TUpgradeNoticeText | null | undefined;
  english: boolean;
}): TShellNotice[] {
  const { banner, updateNotify, english } = input;
  const notices: TShellNotice[] = [];
  const speed = banner?.speed ?? DEFAULT_MARQUEE_SPEED_PX_PER_S;
  const bannerWindow = banner ? parseIsoWindow(banner.startAt, banner.endAt) : null;
  if (banner && bannerWindow && banner.text.trim()) {
    const text = (english && banner.textEn) || banner.text;
    notices.push({ id: `banner:${banner.startAt}:${banner.endAt}`, text, window: bannerWindow, speed });
  }
  const updateWindow = parseUpdateWindow(input.updateTime);
  const updateText = ((english && updateNotify?.attachField1En) || updateNotify?.attachField1)?.trim();
  if (updateWindow && updateText) {
    notices.push({ id: `update:${updateWindow.start.toISOString()}`, text: updateText, window: updateWindow, speed });
  }
  return notices;
}
