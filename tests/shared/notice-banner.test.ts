import { describe, expect, it } from "vitest";
import {
  DEFAULT_MARQUEE_SPEED_PX_PER_S,
  MARQUEE_MIN_DURATION_S,
  NOTICE_CHECK_INTERVAL_MS,
  isNoticeVisible,
  marqueeDurationForWidth,
  marqueeDurationSeconds,
  parseIsoWindow,
  parseUpdateWindow,
  shellNotices,
} from "#shared/shell/notice-banner.ts";

describe("update window (document 1 section 3)", () => {
  it("reads date_startHH:MM_endHH:MM as China time", () => {
    const w = parseUpdateWindow("2026-05-01_start22:00_end23:59");
    expect(w?.start.toISOString()).toBe("2026-05-01T14:00:00.000Z");
    expect(w?.end.toISOString()).toBe("2026-05-01T15:59:00.000Z");
  });

  it("crosses into the previous UTC day for early-morning China times", () => {
    const w = parseUpdateWindow("2026-05-01_start00:30_end07:00");
    expect(w?.start.toISOString()).toBe("2026-04-30T16:30:00.000Z");
    expect(w?.end.toISOString()).toBe("2026-04-30T23:00:00.000Z");
  });

  it("tolerates surrounding whitespace and single-digit hours and months", () => {
    expect(parseUpdateWindow("  2026-5-1_start9:00_end9:30 ")?.start.toISOString()).toBe("2026-05-01T01:00:00.000Z");
  });

  it("refuses malformed input", () => {
    for (const bad of [
      "", "   ", "2026-05-01", "2026-05-01_22:00_23:00", "2026-05-01_start22:00", "2026/05/01_start22:00_end23:00",
      "2026-05-01_start22:00_end23:00x", "x2026-05-01_start22:00_end23:00", "2026-05-01_start2200_end2300",
      "2026-05-01_START22:00_END23:00", "2026-05-01_start22:0_end23:00",
    ]) {
      expect(parseUpdateWindow(bad)).toBeNull();
    }
    expect(parseUpdateWindow(null)).toBeNull();
    expect(parseUpdateWindow(undefined)).toBeNull();
  });

  it("refuses impossible dates and times", () => {
    expect(parseUpdateWindow("2026-02-30_start10:00_end11:00")).toBeNull();
    expect(parseUpdateWindow("2026-13-01_start10:00_end11:00")).toBeNull();
    expect(parseUpdateWindow("2026-00-10_start10:00_end11:00")).toBeNull();
    expect(parseUpdateWindow("2026-05-01_start24:00_end23:00")).toBeNull();
    expect(parseUpdateWindow("2026-05-01_start10:60_end11:00")).toBeNull();
    expect(parseUpdateWindow("2026-05-01_start10:00_end25:00")).toBeNull();
    expect(parseUpdateWindow("2028-02-29_start10:00_end11:00")).not.toBeNull();
  });

  it("refuses an end that is not after the start", () => {
    expect(parseUpdateWindow("2026-05-01_start22:00_end22:00")).toBeNull();
    expect(parseUpdateWindow("2026-05-01_start22:00_end01:00")).toBeNull();
  });

  it("reads the back office's ISO window and refuses bad ones", () => {
    expect(parseIsoWindow("2026-05-01T00:00:00Z", "2026-05-02T00:00:00Z")?.end.toISOString()).toBe("2026-05-02T00:00:00.000Z");
    expect(parseIsoWindow("2026-05-02T00:00:00Z", "2026-05-01T00:00:00Z")).toBeNull();
    expect(parseIsoWindow("nonsense", "2026-05-01T00:00:00Z")).toBeNull();
    expect(parseIsoWindow(null, "2026-05-01T00:00:00Z")).toBeNull();
    expect(parseIsoWindow("2026-05-01T00:00:00Z", "")).toBeNull();
  });
});

describe("banner visibility (document 1 section 4.4)", () => {
  const window = parseUpdateWindow("2026-05-01_start22:00_end23:59");
  const at = (iso: string) => new Date(iso);

  it("checks every second", () => expect(NOTICE_CHECK_INTERVAL_MS).toBe(1000));

  it("shows from the start, inclusive, until the end, exclusive", () => {
    expect(isNoticeVisible(window, at("2026-05-01T13:59:59.999Z"))).toBe(false);
    expect(isNoticeVisible(window, at("2026-05-01T14:00:00.000Z"))).toBe(true);
    expect(isNoticeVisible(window, at("2026-05-01T15:00:00Z"))).toBe(true);
    expect(isNoticeVisible(window, at("2026-05-01T15:58:59.999Z"))).toBe(true);
    expect(isNoticeVisible(window, at("2026-05-01T15:59:00.000Z"))).toBe(false);
    expect(isNoticeVisible(window, at("2026-05-02T00:00:00Z"))).toBe(false);
  });

  it("hides without a window or with an invalid now", () => {
    expect(isNoticeVisible(null, at("2026-05-01T15:00:00Z"))).toBe(false);
    expect(isNoticeVisible(window, new Date(Number.NaN))).toBe(false);
  });

  it("hides once closed within the window", () => {
    expect(isNoticeVisible(window, at("2026-05-01T15:00:00Z"), at("2026-05-01T14:30:00Z"))).toBe(false);
    expect(isNoticeVisible(window, at("2026-05-01T15:00:00Z"), at("2026-05-01T14:00:00Z"))).toBe(false);
  });

  it("shows again for a new window when the close was before it opened", () => {
    expect(isNoticeVisible(window, at("2026-05-01T15:00:00Z"), at("2026-04-20T14:30:00Z"))).toBe(true);
    expect(isNoticeVisible(window, at("2026-05-01T15:00:00Z"), null)).toBe(true);
  });
});

describe("marquee speed (document 1 section 4.4)", () => {
  it("is distance over speed in pixels per second", () => {
    expect(marqueeDurationForWidth(1200, 60)).toBe(20);
    expect(marqueeDurationForWidth(1000, 30)).toBe(33.33);
  });

  it("never passes faster than the minimum duration", () => {
    expect(marqueeDurationForWidth(10, 1000)).toBe(MARQUEE_MIN_DURATION_S);
    expect(marqueeDurationForWidth(0, 60)).toBe(MARQUEE_MIN_DURATION_S);
    expect(marqueeDurationForWidth(-50, 60)).toBe(MARQUEE_MIN_DURATION_S);
  });

  it("falls back to the default speed for a zero, negative or missing speed", () => {
    const expected = marqueeDurationForWidth(1200, DEFAULT_MARQUEE_SPEED_PX_PER_S);
    expect(marqueeDurationForWidth(1200, 0)).toBe(expected);
    expect(marqueeDurationForWidth(1200, -5)).toBe(expected);
    expect(marqueeDurationForWidth(1200, Number.NaN)).toBe(expected);
  });

  it("estimates the distance from the text length, plus the container when given", () => {
    expect(marqueeDurationSeconds(75, 60)).toBe(20);
    expect(marqueeDurationSeconds(75, 60, 600)).toBe(30);
    expect(marqueeDurationSeconds(Number.NaN, 60)).toBe(MARQUEE_MIN_DURATION_S);
    expect(marqueeDurationSeconds(200, 120)).toBeGreaterThan(marqueeDurationSeconds(100, 120));
  });
});

describe("the notices configured now (document 1 section 4.4)", () => {
  const banner = { text: "欢迎", textEn: "Welcome", startAt: "2026-05-01T00:00:00.000Z", endAt: "2026-05-02T00:00:00.000Z", speed: 80 };
  const upgrade = { attachField1: "系统升级", attachField1En: null };

  it("lists the banner and the upgrade notice, each in the page's language where an English text is set", () => {
    const zh = shellNotices({ banner, updateTime: "2026-05-01_start22:00_end23:59", updateNotify: upgrade, english: false });
    expect(zh.map((n) => [n.id, n.text, n.speed])).toEqual([
      ["banner:2026-05-01T00:00:00.000Z:2026-05-02T00:00:00.000Z", "欢迎", 80],
      ["update:2026-05-01T14:00:00.000Z", "系统升级", 80],
    ]);
    const en = shellNotices({ banner, updateTime: "2026-05-01_start22:00_end23:59", updateNotify: upgrade, english: true });
    expect(en.map((n) => n.text)).toEqual(["Welcome", "系统升级"]);
  });

  it("leaves out a banner without text or window and an upgrade without text or a readable window", () => {
    expect(shellNotices({ banner: { ...banner, text: "  " }, updateTime: "not a window", updateNotify: upgrade, english: false })).toEqual([]);
    expect(shellNotices({ banner: { ...banner, endAt: "" }, updateTime: "2026-05-01_start22:00_end23:59", updateNotify: { attachField1: " ", attachField1En: null }, english: false })).toEqual([]);
    expect(shellNotices({ banner: null, updateTime: null, updateNotify: null, english: true })).toEqual([]);
  });
});
