import { describe, expect, it } from "vitest";
import { activityDateError, recordingDateError } from "#shared/booking/booking-window.ts";
import { addCalendarDays, isWeekday } from "#shared/booking/calendar-date.ts";
import { tradingDaysInRange, addTradingDays } from "#shared/booking/trading-calendar.ts";
import { bookingWindow, recordingWindow } from "#shared/booking/booking-window.ts";
import { ruleContextFor } from "#client/features/booking/rule-context.ts";

// The exchange's closures around the 2026 National Day holiday, as the server knows them.
const REAL = new Set(["2026-09-25", "2026-10-01", "2026-10-02", "2026-10-05", "2026-10-06", "2026-10-07"]);

function offered(today: string, orderType: number) {
  const w = bookingWindow(today, orderType, REAL);
  return tradingDaysInRange(w.first, w.last, REAL);
}

describe("rule context rebuilt from the offered dates", () => {
  it("lets every offered date pass the shared window rule, across holidays before and inside the window", () => {
    for (const today of ["2026-09-14", "2026-09-21", "2026-09-28", "2026-09-30", "2026-10-09"]) {
      for (const orderType of [1, 2]) {
        const dates = offered(today, orderType);
        const ctx = ruleContextFor({ today, bookingDates: dates, recordDates: [] }, orderType);
        for (const d of dates) expect(activityDateError(d, ctx.today, orderType, ctx.holidays), `${today} ${orderType} ${d}`).toBeNull();
        // a weekday just past the window is still refused
        let after = addCalendarDays(dates.at(-1)!, 1);
        while (!isWeekday(after)) after = addCalendarDays(after, 1);
        expect(activityDateError(after, ctx.today, orderType, ctx.holidays)).not.toBeNull();
      }
    }
  });

  it("marks an unlisted weekday inside the window as closed", () => {
    const today = "2026-09-14";
    const ctx = ruleContextFor({ today, bookingDates: offered(today, 1), recordDates: [] }, 1);
    expect(ctx.holidays.has("2026-09-25")).toBe(true);
    expect(ctx.holidays.has("2026-10-05")).toBe(true);
    expect(activityDateError("2026-10-05", today, 1, ctx.holidays)).not.toBeNull();
  });

  it("lets the offered recording dates pass the recording rule", () => {
    const today = "2026-09-21";
    const dates = offered(today, 1);
    const bookingDate = dates[3]!;
    const rw = recordingWindow(today, bookingDate, REAL)!;
    const recordDates = tradingDaysInRange(rw.first, rw.last, REAL);
    const ctx = ruleContextFor({ today, bookingDates: dates, recordDates }, 1);
    for (const r of recordDates) expect(recordingDateError(r, bookingDate, ctx.today, ctx.holidays), r).toBeNull();
    expect(addTradingDays(today, 1, ctx.holidays)).toBe(recordDates[0]);
  });

  it("is empty without offered dates", () => {
    expect(ruleContextFor({ today: "2026-09-21", bookingDates: [], recordDates: [] }, 1).holidays.size).toBe(0);
  });
});
