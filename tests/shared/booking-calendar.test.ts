import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  beijingDateOf,
  beijingDateTimeOf,
  beijingInstant,
  beijingTimeOf,
  beijingWallInstant,
  calendarDaysBetween,
  isCalendarDate,
  isWeekday,
  mondayOf,
  weekday,
} from "#shared/booking/calendar-date.ts";
import {
  addTradingDays,
  isTradingDay,
  nextTradingDay,
  nextTradingDays,
  tradingDaysBetween,
  tradingDaysInRange,
} from "#shared/booking/trading-calendar.ts";
import { HOLIDAYS } from "./booking-fixtures.ts";


describe("calendar dates", () => {
  it("accepts real YYYY-MM-DD dates only", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-29", "2026-13-01", "2026-1-01", "20260101", "", "2026-01-01T00:00"]) expect(isCalendarDate(bad), bad).toBe(false);
  });

  it("adds days across months and years, and knows the weekday", () => {
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(weekday("2026-11-23")).toBe(1);
    expect(isWeekday("2026-11-28")).toBe(false);
    expect(isWeekday("2026-11-27")).toBe(true);
    expect(calendarDaysBetween("2026-11-23", "2026-12-03")).toBe(10);
    expect(calendarDaysBetween("2026-12-03", "2026-11-23")).toBe(-10);
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
  });

  it("reads today in Beijing whatever the server's zone", () => {
    expect(beijingDateOf(new Date("2026-11-23T15:59:00Z"))).toBe("2026-11-23");
    expect(beijingDateOf(new Date("2026-11-23T16:00:00Z"))).toBe("2026-11-24");
    expect(beijingTimeOf(new Date("2026-11-23T02:00:00Z"))).toBe("10:00");
    expect(beijingDateTimeOf(new Date("2026-12-31T16:30:05.250Z"))).toBe("2027-01-01T00:30:05");
    expect(beijingInstant("2026-12-01", "17:00").toISOString()).toBe("2026-12-01T09:00:00.000Z");
  });

  it("reads a Beijing wall-clock time field by field, and refuses one that does not exist", () => {
    expect(beijingWallInstant(2026, 1, 1)?.toISOString()).toBe("2025-12-31T16:00:00.000Z");
    expect(beijingWallInstant(2026, 12, 31, 23, 59, 59, 999)?.toISOString()).toBe("2026-12-31T15:59:59.999Z");
    expect(beijingWallInstant(2028, 2, 29, 8, 0)?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
    // each of these would roll over into another day or month with Date.UTC
    expect(beijingWallInstant(2026, 2, 29)).toBeNull();
    expect(beijingWallInstant(2026, 2, 30, 9, 0)).toBeNull();
    expect(beijingWallInstant(2026, 13, 1)).toBeNull();
    expect(beijingWallInstant(2026, 4, 31)).toBeNull();
    expect(beijingWallInstant(2026, 5, 1, 24, 0)).toBeNull();
    expect(beijingWallInstant(2026, 5, 1, 9, 60)).toBeNull();
    expect(beijingWallInstant(2026, 5, 1, 9, 0, 60)).toBeNull();
  });

  it("agrees with the time-zone database's Asia/Shanghai at every hour and at each day's edges, 1992 to 2040", () => {
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai", year: "numeric", month: "2-digit", day: "2-digit" });
    const time = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Shanghai", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    const from = Date.UTC(1992, 0, 1);
    const to = Date.UTC(2040, 0, 1);
    // every 13 hours and 1 minute walks through every hour of the day and many minutes over the years
    for (let t = from; t < to; t += 13 * 3_600_000 + 60_000) {
      for (const at of [new Date(t), new Date(t - (t % 86_400_000) + 16 * 3_600_000 - 1), new Date(t - (t % 86_400_000) + 16 * 3_600_000)]) {
        expect(beijingDateOf(at)).toBe(date.format(at));
        expect(beijingTimeOf(at)).toBe(time.format(at));
      }
    }
  });
});

describe("trading days", () => {
  it("a trading day is a weekday that is not an exchange holiday", () => {
    expect(isTradingDay("2026-11-23", HOLIDAYS)).toBe(true);
    expect(isTradingDay("2026-11-28", HOLIDAYS)).toBe(false);
    expect(isTradingDay("2026-10-01", HOLIDAYS)).toBe(false);
    expect(isTradingDay("2026-10-08", HOLIDAYS)).toBe(true);
  });

  it("counts over the 2026 National Day closure (1-7 October)", () => {
    // Wednesday 30 September: the next trading day is Thursday 8 October.
    expect(addTradingDays("2026-09-30", 1, HOLIDAYS)).toBe("2026-10-08");
    expect(nextTradingDay("2026-10-01", HOLIDAYS, true)).toBe("2026-10-08");
    expect(addTradingDays("2026-10-08", -1, HOLIDAYS)).toBe("2026-09-30");
    // Mid-Autumn on Friday 25 September too.
    expect(addTradingDays("2026-09-24", 1, HOLIDAYS)).toBe("2026-09-28");
    // T+7 from Friday 25 September (a holiday itself): 28, 29, 30 Sep, 8, 9 Oct, 12, 13 Oct.
    expect(addTradingDays("2026-09-25", 7, HOLIDAYS)).toBe("2026-10-13");
    expect(tradingDaysBetween("2026-09-28", "2026-10-09", HOLIDAYS)).toBe(4);
  });

  it("counts over the 2027 Spring Festival (5-12 February)", () => {
    expect(addTradingDays("2027-02-04", 1, HOLIDAYS)).toBe("2027-02-15");
    expect(addTradingDays("2027-02-15", -3, HOLIDAYS)).toBe("2027-02-02");
    expect(nextTradingDays("2027-02-03", 3, HOLIDAYS)).toEqual(["2027-02-04", "2027-02-15", "2027-02-16"]);
    expect(tradingDaysBetween("2027-02-15", "2027-02-01", HOLIDAYS)).toBe(-4);
  });

  it("T+0 is the day itself when it trades, else the next trading day", () => {
    expect(addTradingDays("2026-11-23", 0, HOLIDAYS)).toBe("2026-11-23");
    expect(addTradingDays("2026-11-28", 0, HOLIDAYS)).toBe("2026-11-30");
    expect(nextTradingDay("2026-11-23", HOLIDAYS)).toBe("2026-11-24");
  });

  it("over a weekend and the new year", () => {
    expect(addTradingDays("2026-11-27", 1, HOLIDAYS)).toBe("2026-11-30");
    expect(addTradingDays("2026-12-31", 1, HOLIDAYS)).toBe("2027-01-04");
    expect(tradingDaysBetween("2026-11-23", "2027-01-04", HOLIDAYS)).toBe(29);
    expect(tradingDaysBetween("2026-11-23", "2026-11-23", HOLIDAYS)).toBe(0);
  });

  it("lists the trading days of a range, both ends included", () => {
    expect(tradingDaysInRange("2026-09-29", "2026-10-09", HOLIDAYS)).toEqual(["2026-09-29", "2026-09-30", "2026-10-08", "2026-10-09"]);
    expect(tradingDaysInRange("2026-10-03", "2026-10-04", HOLIDAYS)).toEqual([]);
    expect(tradingDaysInRange("2026-10-09", "2026-10-08", HOLIDAYS)).toEqual([]);
  });

  it("refuses to loop for ever on a calendar with no trading day", () => {
    const everyday = { has: () => true } as unknown as ReadonlySet<string>;
    expect(() => addTradingDays("2026-01-01", 1, everyday)).toThrow();
  });
});
