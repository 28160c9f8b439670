import { outcomeTable } from "../outcome/outcome.ts";
import { BEIJING_OFFSET_MS, beijingDateOf, beijingTimeOf } from "../booking/calendar-date.ts";

/**
 * What a visit of a public activity page counts (document 4 section 2.3): PV per page load, UV per visitor
 * id, IP per address, the platform from the user agent, and the viewing time from the player's heartbeats
 * (one every 30 seconds). The server refuses and counts with these; the page sends with them.
 */

/** The player's heartbeat interval (document 4 section 2.3: every 30 seconds). */
export const HEARTBEAT_SECONDS = 30;
/**
 * A heartbeat counts only once its time has come: heartbeat n of a visit no earlier than n×30 s after the
 * page load, less this slack for timers that fire early and clocks that differ. A script replaying
 * heartbeats faster than a player can send them adds nothing.
 */
export const HEARTBEAT_SLACK_SECONDS = 10;
/** The most heartbeats one page load can send (a 24-hour stream), so a sequence number stays in range. */
export const MAX_HEARTBEAT_SEQ = (24 * 3600) / HEARTBEAT_SECONDS;
/** Page loads and heartbeats one visitor (account or visitor id) may record a minute: reloads and 2 beats a minute pass, a script stops. */
export const VISITS_PER_VIEWER_PER_MINUTE = 20;

/** The platforms of the statistics (document 3 section 3, "Statistics"): PC, chat app (WeChat), app. */
export const Platform = { pc: 1, chat: 2, app: 3 } as const;
export type TPlatform = (typeof Platform)[keyof typeof Platform];
export const PLATFORMS: readonly TPlatform[] = [Platform.pc, Platform.chat, Platform.app];

/**
 * The platform of a visit from its user agent: the chat app's in-app browser (MicroMessenger, its mini
 * program and its Windows client) is the chat app; the portal's own app identifies itself with
 * `RoadshowApp/<version>`; every other browser, phone or desktop, counts as PC (the web).
 */
export function platformOfUserAgent(userAgent: string | null | undefined): TPlatform {
  const ua = userAgent ?? "";
  if (/MicroMessenger|miniProgram|WindowsWechat/i.test(ua)) return Platform.chat;
  if (/\bRoadshowApp\//i.test(ua)) return Platform.app;
  return Platform.pc;
}

/**
 * Whether a user agent is a crawler, a link previewer or a headless script rather than a person: such
 * visits are not counted. An empty user agent counts as a script.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? "").trim();
  if (ua === "") return true;
  return /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|headlesschrome|phantomjs|python-requests|python-urllib|curl\/|wget\/|go-http-client|java\/|okhttp|axios\/|node-fetch|libwww|httpclient|scrapy|lighthouse|pingdom|uptimerobot|monitor/i.test(
    ua,
  );
}

const HOUR_S = 3600;
const DAY_S = 86_400;
/** Beijing time (UTC+8, no daylight saving): the days and hours of the statistics are Beijing's. */
const BEIJING_OFFSET_S = BEIJING_OFFSET_MS / 1000;

/** The start of the Beijing hour holding `at`, in epoch seconds (the hour bucket of a rollup). */
export function hourBucket(at: Date): number {
  return Math.floor(at.getTime() / 1000 / HOUR_S) * HOUR_S;
}

/** The start of the Beijing day holding `at`, in epoch seconds (the day bucket of a rollup). */
export function dayBucket(at: Date): number {
  return Math.floor((at.getTime() / 1000 + BEIJING_OFFSET_S) / DAY_S) * DAY_S - BEIJING_OFFSET_S;
}

/** A bucket's Beijing date, `YYYY-MM-DD` (statDate). */
export function statDateOf(bucket: number): string {
  return beijingDateOf(new Date(bucket * 1000));
}

/** A bucket's Beijing hour, `HH:00` (statHourText). */
export function statHourTextOf(bucket: number): string {
  return `${beijingTimeOf(new Date(bucket * 1000)).slice(0, 2)}:00`;
}

/** Whether heartbeat `seq` of a page load at `startedAt` may count at `at` (see HEARTBEAT_SLACK_SECONDS). */
export function heartbeatIsDue(seq: number, startedAt: Date, at: Date): boolean {
  if (!Number.isInteger(seq) || seq < 1 || seq > MAX_HEARTBEAT_SEQ) return false;
  return at.getTime() - startedAt.getTime() >= (seq * HEARTBEAT_SECONDS - HEARTBEAT_SLACK_SECONDS) * 1000;
}

/** The average viewing duration in whole seconds: watched seconds over the page loads that watched. */
export function averageDuration(watchSeconds: number, watchers: number): number {
  return watchers > 0 ? Math.round(watchSeconds / watchers) : 0;
}

/** The refusals of view recording and of the statistics calls. */
export const StatsMsg = {
  visitIdInvalid: "访问标识不正确",
  seqInvalid: "心跳序号不正确",
  tooFrequent: "访问记录过于频繁，请稍后再试",
} as const;
export const StatsOutcome = outcomeTable("stats", StatsMsg);

/**
 * Whose visits a statistics reader sees (document 3 section 7 takes activityId and companyId): a company of
 * a collective activity (isMulti) its own corner's; the company of a single activity, and a government
 * reader (no company), the whole activity's (scope 0).
 */
export function statsScope(isMulti: boolean, readerCompanyId: number | null): number {
  return isMulti && readerCompanyId !== null ? readerCompanyId : 0;
}
