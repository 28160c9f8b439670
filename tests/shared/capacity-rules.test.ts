import { describe, expect, it } from "vitest";
import {
  bookedOf,
  bulkShapeError,
  bulkTotal,
  capacityKind,
  CapacityOutcome,
  holidayDateError,
  quotaError,
  rangeError,
  remainingAfter,
} from "#shared/booking/capacity-rules.ts";

describe("booking-capacity rules (document 4 section 6)", () => {
  it("counts what a store has booked from its total and remainder", () => {
    expect(bookedOf({ total: 5, number: 2 })).toBe(3);
    expect(bookedOf({ total: 5, number: 5 })).toBe(0);
    // a corrupt remainder above the total never reads as negative bookings
    expect(bookedOf({ total: 2, number: 3 })).toBe(0);
  });

  it("never lets a quota fall below the bookings: a single edit is refused, a bulk one holds at the bookings", () => {
    const store = { total: 5, number: 2 };
    expect(quotaError(2, store)).toBe(CapacityOutcome.quotaBelowBooked);
    expect(quotaError(3, store)).toBeNull();
    expect(remainingAfter(8, store)).toBe(5);
    expect(remainingAfter(3, store)).toBe(0);
    expect(bulkTotal(1, store)).toBe(3);
    expect(bulkTotal(9, store)).toBe(9);
    expect(bulkTotal(0, null)).toBe(0);
  });

  it("limits a range to 92 days, first day not after the last", () => {
    expect(rangeError("2026-12-01", "2026-12-01")).toBeNull();
    expect(rangeError("2026-12-02", "2026-12-01")).toBe(CapacityOutcome.dateRange);
    expect(rangeError("2026-12-01", "2027-03-02")).toBeNull();
    expect(rangeError("2026-12-01", "2027-03-03")).toBe(CapacityOutcome.rangeTooLong);
  });

  it("sells live broadcasts and studio recordings per region morning and afternoon, the rest in three periods", () => {
    expect(capacityKind(1, false)).toEqual({ periods: [1, 2], perRegion: true });
    expect(capacityKind(3, true)).toEqual({ periods: [1, 2], perRegion: true });
    expect(capacityKind(3, false)).toEqual({ periods: [1, 3, 4], perRegion: false });
    expect(capacityKind(2, false)).toEqual({ periods: [1, 3, 4], perRegion: false });
    const live = { videoType: 1, isRecord: false, periodIds: [1, 2], regionIds: [3] };
    expect(bulkShapeError(live)).toBeNull();
    expect(bulkShapeError({ ...live, regionIds: [] })).toBe(CapacityOutcome.regionRequired);
    expect(bulkShapeError({ ...live, periodIds: [3] })).toBe(CapacityOutcome.periodNotAllowed);
    expect(bulkShapeError({ ...live, periodIds: [] })).toBe(CapacityOutcome.periodRequired);
    expect(bulkShapeError({ videoType: 4, isRecord: false, periodIds: [1], regionIds: [2] })).toBe(CapacityOutcome.regionNotAllowed);
    expect(bulkShapeError({ videoType: 2, isRecord: true, periodIds: [1], regionIds: [] })).toBe(CapacityOutcome.videoTypeInvalid);
  });

  it("takes holidays on weekdays only, once", () => {
    expect(holidayDateError("2026-12-05", new Set())).toBe(CapacityOutcome.holidayWeekend);
    expect(holidayDateError("2026-12-07", new Set(["2026-12-07"]))).toBe(CapacityOutcome.holidayExists);
    expect(holidayDateError("2026-12-07", new Set())).toBeNull();
  });
});
