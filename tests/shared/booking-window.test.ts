import { describe, expect, it } from "vitest";
import { BookingOutcome } from "#shared/booking/booking-messages.ts";
import { activityDateError, bookingWindow, recordingDateError, recordingWindow } from "#shared/booking/booking-window.ts";
import { defaultInfoSubmitCloseTime, defaultVideoUploadCloseTime } from "#shared/booking/deadlines.ts";
import { HOLIDAYS } from "./booking-fixtures.ts";

const TODAY = "2026-11-23";

describe("booking window (T+7..T+27, T+2 for refinancing and major events)", () => {
  it("counts trading days from today", () => {
    expect(bookingWindow(TODAY, 1, HOLIDAYS)).toEqual({ first: "2026-12-02", last: "2026-12-30" });
    expect(bookingWindow(TODAY, 4, HOLIDAYS)).toEqual({ first: "2026-12-02", last: "2026-12-30" });
    expect(bookingWindow(TODAY, 5, HOLIDAYS)).toEqual({ first: "2026-12-02", last: "2026-12-30" });
    expect(bookingWindow(TODAY, 2, HOLIDAYS)).toEqual({ first: "2026-11-25", last: "2026-12-30" });
    expect(bookingWindow(TODAY, 3, HOLIDAYS).first).toBe("2026-11-25");
  });

  it("stretches over the National Day closure", () => {
    // Friday 18 September 2026: T+7 skips Mid-Autumn (25th); T+27 skips 1-7 October.
    expect(bookingWindow("2026-09-18", 1, HOLIDAYS)).toEqual({ first: "2026-09-30", last: "2026-11-04" });
  });

  it("stretches over the 2027 Spring Festival", () => {
    expect(bookingWindow("2027-01-29", 2, HOLIDAYS).first).toBe("2027-02-02");
    expect(bookingWindow("2027-02-01", 1, HOLIDAYS).first).toBe("2027-02-18");
  });

  it("refuses dates outside the window with the type's message, and non-trading dates", () => {
    expect(activityDateError("2026-12-02", TODAY, 1, HOLIDAYS)).toBeNull();
    expect(activityDateError("2026-12-30", TODAY, 1, HOLIDAYS)).toBeNull();
    expect(activityDateError("2026-12-01", TODAY, 1, HOLIDAYS)).toBe(BookingOutcome.dateOutOfWindow);
    expect(activityDateError("2026-12-31", TODAY, 1, HOLIDAYS)).toBe(BookingOutcome.dateOutOfWindow);
    expect(activityDateError("2026-11-25", TODAY, 2, HOLIDAYS)).toBeNull();
    expect(activityDateError("2026-11-24", TODAY, 3, HOLIDAYS)).toBe(BookingOutcome.dateOutOfShortWindow);
    expect(activityDateError("2026-12-05", TODAY, 1, HOLIDAYS)).toBe(BookingOutcome.dateNotTrading);
    expect(activityDateError("2027-01-01", "2026-12-10", 1, HOLIDAYS)).toBe(BookingOutcome.dateNotTrading);
  });
});

describe("recording window (T+1 .. three trading days before the broadcast)", () => {
  it("ends three trading days before the activity", () => {
    expect(recordingWindow(TODAY, "2026-12-10", HOLIDAYS)).toEqual({ first: "2026-11-24", last: "2026-12-07" });
    // Activity on Thursday 8 October 2026: T-3 falls before the holiday, on Monday 28 September.
    expect(recordingWindow("2026-09-21", "2026-10-08", HOLIDAYS)).toEqual({ first: "2026-09-22", last: "2026-09-28" });
  });

  it("is empty when the activity is too near", () => {
    expect(recordingWindow(TODAY, "2026-11-26", HOLIDAYS)).toBeNull();
    expect(recordingWindow(TODAY, "2026-11-27", HOLIDAYS)).toEqual({ first: "2026-11-24", last: "2026-11-24" });
  });

  it("refuses recording dates outside it", () => {
    expect(recordingDateError("2026-12-07", "2026-12-10", TODAY, HOLIDAYS)).toBeNull();
    expect(recordingDateError("2026-12-08", "2026-12-10", TODAY, HOLIDAYS)).toBe(BookingOutcome.recordDateOutOfWindow);
    expect(recordingDateError("2026-11-23", "2026-12-10", TODAY, HOLIDAYS)).toBe(BookingOutcome.recordDateOutOfWindow);
    expect(recordingDateError("2026-11-29", "2026-12-10", TODAY, HOLIDAYS)).toBe(BookingOutcome.dateNotTrading);
    expect(recordingDateError("2026-11-24", "2026-11-26", TODAY, HOLIDAYS)).toBe(BookingOutcome.recordDateOutOfWindow);
  });
});

describe("default deadlines", () => {
  it("close two trading days before the activity at 17:00 Beijing time", () => {
    expect(defaultInfoSubmitCloseTime("2026-12-03", TODAY, HOLIDAYS).toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(defaultVideoUploadCloseTime("2026-10-08", "2026-09-01", HOLIDAYS).toISOString()).toBe("2026-09-29T09:00:00.000Z");
  });

  it("never before the day of booking", () => {
    expect(defaultInfoSubmitCloseTime("2026-11-25", "2026-11-24", HOLIDAYS).toISOString()).toBe("2026-11-24T09:00:00.000Z");
  });
});
