import { describe, expect, it } from "vitest";
import { dayDifference, formatDate, formatSeconds, toDate, weekday } from "#shared/format/date.ts";

describe("reading dates", () => {
  it("reads zone-less strings as Beijing time", () => {
    expect(toDate("2026-05-01")?.toISOString()).toBe("2026-04-30T16:00:00.000Z");
    expect(toDate("2026-05-01 09:30")?.toISOString()).toBe("2026-05-01T01:30:00.000Z");
    expect(toDate("2026/5/1 09:30:15")?.toISOString()).toBe("2026-05-01T01:30:15.000Z");
    expect(toDate("2026-05-01T09:30:15.5")?.toISOString()).toBe("2026-05-01T01:30:15.500Z");
    expect(toDate("2026-05-01T09:30")?.toISOString()).toBe("2026-05-01T01:30:00.000Z");
  });

  it("reads ISO instants with a zone, epoch milliseconds and dates as they are", () => {
    expect(toDate("2026-05-01T01:30:00Z")?.toISOString()).toBe("2026-05-01T01:30:00.000Z");
    expect(toDate("2026-05-01T09:30:00+08:00")?.toISOString()).toBe("2026-05-01T01:30:00.000Z");
    expect(toDate(0)?.toISOString()).toBe("1970-01-01T00:00:00.000Z");
    const d = new Date("2026-05-01T00:00:00Z");
    expect(toDate(d)?.getTime()).toBe(d.getTime());
    expect(toDate(d)).not.toBe(d);
  });

  it("refuses unreadable and impossible input", () => {
    for (const bad of ["", "abc", "2026-02-30", "2026-13-01", "2026-05-01 24:00", "2026-05-01 10:61", "May 1, 2026", "2026-05-01T09:30+8", null, undefined, Number.NaN, new Date(Number.NaN)]) {
      expect(toDate(bad)).toBeNull();
    }
  });
});

describe("date format (document 1 section 9)", () => {
  const instant = new Date("2026-05-01T16:05:09Z");

  it("formats in Beijing time whatever the host zone", () => {
    expect(formatDate(instant)).toBe("2026-05-02 00:05:09");
    expect(formatDate(instant, "YYYY-MM-DD")).toBe("2026-05-02");
    expect(formatDate(instant, "YYYY年MM月DD日 HH:mm")).toBe("2026年05月02日 00:05");
    expect(formatDate(instant, "HH:mm Z")).toBe("00:05 +08:00");
  });

  it("formats strings and epoch milliseconds", () => {
    expect(formatDate("2026-05-01 09:30", "MM-DD HH:mm")).toBe("05-01 09:30");
    expect(formatDate(instant.getTime(), "YYYY-MM-DD")).toBe("2026-05-02");
  });

  it("gives nothing for unreadable input", () => {
    for (const bad of [null, undefined, "", "nope", Number.NaN]) expect(formatDate(bad)).toBe("");
  });
});

describe("weekday (document 1 section 9)", () => {
  it("names the Beijing weekday in Chinese and English", () => {
    expect(weekday("2026-05-04", "zh-CN")).toBe("星期一");
    expect(weekday("2026-05-04", "en-US")).toBe("Monday");
    expect(weekday("2026-05-03", "zh-CN")).toBe("星期日");
    expect(weekday("2026-05-09", "en-US")).toBe("Saturday");
  });

  it("takes the Beijing date, not the UTC one", () => {
    expect(weekday(new Date("2026-05-03T16:30:00Z"), "zh-CN")).toBe("星期一");
  });

  it("gives nothing for unreadable input", () => expect(weekday("nope", "en-US")).toBe(""));
});

describe("seconds format (document 1 section 9)", () => {
  it("writes minutes and seconds under an hour", () => {
    expect(formatSeconds(123)).toBe("02:03");
    expect(formatSeconds(59)).toBe("00:59");
    expect(formatSeconds(3599)).toBe("59:59");
  });

  it("adds hours from an hour on", () => {
    expect(formatSeconds(3723)).toBe("01:02:03");
    expect(formatSeconds(3600)).toBe("01:00:00");
    expect(formatSeconds(360000)).toBe("100:00:00");
  });

  it("drops fractions and gives 00:00 for nothing or nonsense", () => {
    expect(formatSeconds(61.9)).toBe("01:01");
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatSeconds(bad)).toBe("00:00");
  });
});

describe("day difference (document 1 section 9)", () => {
  it("counts Beijing calendar days from a to b", () => {
    expect(dayDifference("2026-05-01", "2026-05-08")).toBe(7);
    expect(dayDifference("2026-05-08", "2026-05-01")).toBe(-7);
    expect(dayDifference("2026-05-01 08:00", "2026-05-01 23:00")).toBe(0);
  });

  it("counts one day across Beijing midnight, however few hours apart", () => {
    expect(dayDifference("2026-05-01 23:59", "2026-05-02 00:01")).toBe(1);
    expect(dayDifference(new Date("2026-05-01T15:59:00Z"), new Date("2026-05-01T16:01:00Z"))).toBe(1);
  });

  it("spans months and leap days", () => {
    expect(dayDifference("2028-02-28", "2028-03-01")).toBe(2);
    expect(dayDifference("2026-12-31", "2027-01-01")).toBe(1);
  });

  it("gives NaN for unreadable input", () => {
    expect(dayDifference("nope", "2026-05-01")).toBeNaN();
    expect(dayDifference("2026-05-01", null)).toBeNaN();
  });
});
