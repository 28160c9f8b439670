import { describe, expect, it } from "vitest";
import { seriesActivityError, seriesBookedError, SeriesOutcome } from "#shared/booking/series-rules.ts";

const at = (iso: string) => new Date(iso);
const plan = {
  startDate: "2026-12-10",
  endDate: "2026-12-10",
  startTime: "14:00",
  endTime: "16:00",
  bookingStartTime: at("2026-11-23T01:00:00Z"),
  bookingEndTime: at("2026-12-08T09:00:00Z"),
};

describe("collective series rules (document 4 section 6)", () => {
  it("wants dates, times and the booking window in order, the window closing before the activity starts", () => {
    expect(seriesActivityError(plan)).toBeNull();
    expect(seriesActivityError({ ...plan, endDate: "2026-12-09" })).toBe(SeriesOutcome.dateOrder);
    expect(seriesActivityError({ ...plan, endTime: "14:00" })).toBe(SeriesOutcome.timeOrder);
    // over two days, an earlier clock time on the last day is fine
    expect(seriesActivityError({ ...plan, endDate: "2026-12-11", endTime: "10:00" })).toBeNull();
    expect(seriesActivityError({ ...plan, startTime: "24:00" })).toBe(SeriesOutcome.timeInvalid);
    expect(seriesActivityError({ ...plan, bookingEndTime: plan.bookingStartTime })).toBe(SeriesOutcome.windowOrder);
    // 14:00 Beijing is 06:00Z: a window ending at 06:00Z exactly is still allowed, a minute later is not
    expect(seriesActivityError({ ...plan, bookingEndTime: at("2026-12-10T06:00:00Z") })).toBeNull();
    expect(seriesActivityError({ ...plan, bookingEndTime: at("2026-12-10T06:01:00Z") })).toBe(SeriesOutcome.windowAfterStart);
  });

  it("never leaves a booked company out of its activity", () => {
    const booked = [{ companyType: 1 }, { companyType: 1 }];
    expect(seriesBookedError({ capacity: 2, bookingCompanyType: 1 }, booked)).toBeNull();
    expect(seriesBookedError({ capacity: 1, bookingCompanyType: 1 }, booked)).toBe(SeriesOutcome.capacityBelowBooked);
    expect(seriesBookedError({ capacity: 5, bookingCompanyType: 2 }, booked)).toBe(SeriesOutcome.companyTypeExcludesBooked);
    expect(seriesBookedError({ capacity: 5, bookingCompanyType: 0 }, [...booked, { companyType: 2 }])).toBeNull();
  });
});
