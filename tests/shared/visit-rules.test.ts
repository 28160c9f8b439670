import { describe, expect, it } from "vitest";
import {
  HEARTBEAT_SECONDS,
  MAX_HEARTBEAT_SEQ,
  Platform,
  averageDuration,
  dayBucket,
  heartbeatIsDue,
  hourBucket,
  isBotUserAgent,
  platformOfUserAgent,
  statDateOf,
  statHourTextOf,
  statsScope,
} from "#shared/stats/visit-rules.ts";

describe("platform from the user agent (document 4 section 2.3)", () => {
  it("tells the chat app, the portal's app and browsers apart", () => {
    expect(platformOfUserAgent("Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI")).toBe(Platform.chat);
    expect(platformOfUserAgent("Mozilla/5.0 (Linux; Android 14) miniProgram")).toBe(Platform.chat);
    expect(platformOfUserAgent("Mozilla/5.0 (Windows NT 10.0) WindowsWechat")).toBe(Platform.chat);
    expect(platformOfUserAgent("Mozilla/5.0 (Linux; Android 14) RoadshowApp/2.3.1")).toBe(Platform.app);
    expect(platformOfUserAgent("Mozilla/5.0 (Macintosh) Safari/605.1.15")).toBe(Platform.pc);
    expect(platformOfUserAgent("Mozilla/5.0 (iPhone) Mobile Safari")).toBe(Platform.pc);
    expect(platformOfUserAgent(undefined)).toBe(Platform.pc);
  });
});

describe("bots are not counted", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; Baiduspider/2.0)",
    "Sogou web spider/4.0",
    "facebookexternalhit/1.1",
    "Mozilla/5.0 HeadlessChrome/120.0",
    "curl/8.5.0",
    "python-requests/2.31",
    "",
    "   ",
  ])("%s", (ua) => expect(isBotUserAgent(ua)).toBe(true));
  it("lets people's browsers through", () => {
    expect(isBotUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36")).toBe(false);
    expect(isBotUserAgent("Mozilla/5.0 (iPhone) MicroMessenger/8.0.50")).toBe(false);
  });
});

describe("buckets in Beijing time", () => {
  it("puts 23:30 UTC into the next Beijing day, at 07:00", () => {
    const at = new Date("2026-11-22T23:30:00Z");
    expect(statDateOf(dayBucket(at))).toBe("2026-11-23");
    expect(statHourTextOf(hourBucket(at))).toBe("07:00");
    expect(statDateOf(hourBucket(at))).toBe("2026-11-23");
    // a Beijing day starts at 16:00 UTC the day before
    expect(new Date(dayBucket(at) * 1000).toISOString()).toBe("2026-11-22T16:00:00.000Z");
  });
});

describe("heartbeats", () => {
  const start = new Date("2026-11-23T02:00:00Z");
  const after = (s: number) => new Date(start.getTime() + s * 1000);
  it("count once their time has come, with slack for early timers", () => {
    expect(heartbeatIsDue(1, start, after(HEARTBEAT_SECONDS))).toBe(true);
    expect(heartbeatIsDue(1, start, after(HEARTBEAT_SECONDS - 10))).toBe(true);
    expect(heartbeatIsDue(1, start, after(5))).toBe(false);
    expect(heartbeatIsDue(10, start, after(5 * HEARTBEAT_SECONDS))).toBe(false);
  });
  it("need a sequence number in range", () => {
    expect(heartbeatIsDue(0, start, after(1e6))).toBe(false);
    expect(heartbeatIsDue(MAX_HEARTBEAT_SEQ + 1, start, after(1e9))).toBe(false);
    expect(heartbeatIsDue(1.5, start, after(1e6))).toBe(false);
  });
  it("give the average viewing time over the page loads that watched", () => {
    expect(averageDuration(0, 0)).toBe(0);
    expect(averageDuration(90, 2)).toBe(45);
    expect(averageDuration(100, 3)).toBe(33);
  });
});

describe("whose visits a reader sees", () => {
  it("is the whole activity, except a company's own corner of a collective one", () => {
    expect(statsScope(false, 7)).toBe(0);
    expect(statsScope(true, 7)).toBe(7);
    expect(statsScope(true, null)).toBe(0);
  });
});
