import { pageEndAt, pageStartAt } from "./activity-page.ts";
import { beijingDateTimeOf } from "../booking/calendar-date.ts";

/**
 * The "add to calendar" file of the activity page (document 4 section 2.3): one VEVENT in a VCALENDAR
 * (RFC 5545), its times in Asia/Shanghai with the zone's VTIMEZONE (UTC+8, no daylight saving), a stable UID,
 * text escaped and lines folded at 75 octets, CRLF line ends.
 */

export interface TIcsEvent {
  activityId: number;
  title: string;
  description: string;
  /** the page's address */
  url: string;
  /** who holds it (the organiser's name) */
  organizer: string;
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
  isCancel: boolean;
  /** the instant the file is made (DTSTAMP) */
  stamp: Date;
  /** the domain the UID is unique in */
  host: string;
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // the first line holds 75 octets; continuation lines start with a space, so they hold 74 more
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A Beijing wall-clock instant as an iCalendar local date-time (for TZID=Asia/Shanghai). */
function shanghaiLocal(at: Date): string {
  return beijingDateTimeOf(at).replace(/[-:]/g, "");
}

function utcStamp(at: Date): string {
  return `${at.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

const CALENDAR_HEAD = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Roadshow Portal//Activity Calendar//ZH",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
];
const SHANGHAI_ZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Asia/Shanghai",
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0800",
  "TZOFFSETTO:+0800",
  "TZNAME:CST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** One activity's VEVENT, with its 15-minute alarm. */
function eventLines(e: TIcsEvent): string[] {
  const start = pageStartAt(e);
  const end = pageEndAt(e);
  return [
    "BEGIN:VEVENT",
    `UID:activity-${e.activityId}@${e.host}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART;TZID=Asia/Shanghai:${shanghaiLocal(start)}`,
    `DTEND;TZID=Asia/Shanghai:${shanghaiLocal(end > start ? end : new Date(start.getTime() + 3600_000))}`,
    `SUMMARY:${escapeIcsText(e.title)}`,
    `DESCRIPTION:${escapeIcsText(e.description)}`,
    `URL:${e.url}`,
    `ORGANIZER;CN="${e.organizer.replace(/["\r\n]/g, "")}":mailto:noreply@${e.host}`,
    `STATUS:${e.isCancel ? "CANCELLED" : "CONFIRMED"}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT15M",
    `DESCRIPTION:${escapeIcsText(e.title)}`,
    "END:VALARM",
    "END:VEVENT",
  ];
}

const joinLines = (lines: string[]) => `${lines.map(foldIcsLine).join("\r\n")}\r\n`;

/** The whole .ics text of one activity (the page's "add to calendar"). */
export function buildIcs(e: TIcsEvent): string {
  return joinLines([...CALENDAR_HEAD, ...SHANGHAI_ZONE, ...eventLines(e), "END:VCALENDAR"]);
}

/**
 * A subscribable calendar of several activities (the personal feed, document 4 section 4): its name and
 * refresh hint for calendar apps, then one VEVENT each; the UIDs are the single files' so an activity added
 * both ways is one event.
 */
export function buildIcsFeed(name: string, events: TIcsEvent[]): string {
  return joinLines([
    ...CALENDAR_HEAD,
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    "X-WR-TIMEZONE:Asia/Shanghai",
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...SHANGHAI_ZONE,
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ]);
}

/** The file name of an activity's calendar file. */
export function icsFileName(activityId: number): string {
  return `activity-${activityId}.ics`;
}
