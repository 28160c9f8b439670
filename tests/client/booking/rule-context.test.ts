import { describe, expect, it } from "vitest";
import { HOLIDAY_RANGE_MAX_DAYS, ZHolidayRangeBody } from "#shared/api/booking.contract.ts";
import { activityDateError, bookingWindow, recordingDateError, recordingWindow } from "#shared/booking/booking-window.ts";
import { calendarDaysBetween } from "#shared/booking/calendar-date.ts";
import { tradingDaysInRange } from "#shared/booking/trading-calendar.ts";
import { holidayRangeFor, ruleContextAt, withHolidays } from "#client/features/booking/rule-context.ts";

// The exchange's closures around the 2026 National Day holiday, as trade_holiday_list answers them.
const CLOSURES = ["2026-09-25", "2026-10-01", "2026-10-02", "2026-10-05", "2026-10-06", "2026-10-07"].map((holidayDate) => ({ holidayDate, name: "休市" }));
const REAL = new Set(CLOSURES.map((h) => h.holidayDate));

describe("the booking form's rule context", () => {
  it("starts on today's Beijing date without holidays, and takes the trading calendar's", () => {
    // 17:00 UTC is already the next day in Beijing
    const empty = ruleContextAt(new Date("2026-09-20T17:00:00Z"));
    expect(empty.today).toBe("2026-09-21");
    expect(empty.holidays.size).toBe(0);
    const ctx = withHolidays(empty, CLOSURES);
    expect(ctx.today).toBe("2026-09-21");
    expect([...ctx.holidays]).toEqual([...REAL]);
  });

  it("asks for a year from today, a range the call accepts", () => {
    const range = holidayRangeFor("2026-09-21");
    expect(range.startDate).toBe("2026-09-21");
    expect(calendarDaysBetween(range.startDate, range.endDate)).toBe(HOLIDAY_RANGE_MAX_DAYS);
    expect(ZHolidayRangeBody.safeParse(range).success).toBe(true);
  });

  it("lets every date the server offers pass the shared rules, and refuses the closures", () => {
    for (const today of ["2026-09-14", "2026-09-21", "2026-09-28", "2026-09-30"]) {
      const ctx = withHolidays(ruleContextAt(new Date(`${today}T02:00:00Z`)), CLOSURES);
      for (const orderType of [1, 2]) {
        const w = bookingWindow(today, orderType, REAL);
        for (const d of tradingDaysInRange(w.first, w.last, REAL)) expect(activityDateError(d, ctx.today, orderType, ctx.holidays), `${today} ${d}`).toBeNull();
      }
      expect(activityDateError("2026-10-05", ctx.today, 1, ctx.holidays)).not.toBeNull();
    }
    const ctx = withHolidays(ruleContextAt(new Date("2026-09-21T02:00:00Z")), CLOSURES);
    const rw = recordingWindow(ctx.today, "2026-10-14", REAL)!;
    for (const r of tradingDaysInRange(rw.first, rw.last, REAL)) expect(recordingDateError(r, "2026-10-14", ctx.today, ctx.holidays), r).toBeNull();
    expect(recordingDateError("2026-09-25", "2026-10-14", ctx.today, ctx.holidays)).not.toBeNull();
  });
});
