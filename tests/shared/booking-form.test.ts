import { describe, expect, it } from "vitest";
import { BookingOutcome } from "#shared/booking/booking-messages.ts";
import {
  forcedLiveBroadcast,
  hasBroadcastChoice,
  needsPlatform,
  needsRecording,
  needsRegion,
  periodsForMode,
  RECORDING_PERIODS,
  videoTypeText,
} from "#shared/booking/booking-mode.ts";
import { collectiveOwnChoiceError, effectiveLiveBroadcast, singleChoiceError, type TSingleChoice } from "#shared/booking/booking-rules.ts";
import {
  endAfterStartChange,
  endTimeOptions,
  fromMinutes,
  isOwnTimePeriod,
  ownTimeError,
  ownTimePeriodOf,
  periodTime,
  Period,
  startTimeOptions,
  toMinutes,
} from "#shared/booking/booking-time.ts";
import {
  companyModeTypeFor,
  hasShortLeadTime,
  isModeAllowedFor,
  isOrderType,
  isSingleOrderType,
  orderTypeText,
} from "#shared/booking/order-type.ts";
import { HOLIDAYS } from "./booking-fixtures.ts";

const LIVE = { id: 1, videoType: 1, transcribeType: null };
const RELAY = { id: 2, videoType: 2, transcribeType: null };
const STUDIO = { id: 3, videoType: 3, transcribeType: 1 };
const TEXT = { id: 4, videoType: 4, transcribeType: null };
const OWN_VIDEO = { id: 5, videoType: 3, transcribeType: 2 };
const ctx = { today: "2026-11-23", holidays: HOLIDAYS };

describe("times and periods (document 1 section 5.3)", () => {
  it("converts HH:MM", () => {
    expect(toMinutes("09:30")).toBe(570);
    expect(Number.isNaN(toMinutes("9:30"))).toBe(true);
    expect(Number.isNaN(toMinutes("24:00"))).toBe(true);
    expect(fromMinutes(930)).toBe("15:30");
    expect(periodTime(Period.afternoon1)).toBe("14:00-15:30");
  });

  it("offers 30-minute starts leaving an hour, and ends at least 50 minutes later", () => {
    expect(startTimeOptions(1)).toEqual(["09:30", "10:00", "10:30"]);
    expect(startTimeOptions(2)).toEqual(["14:00", "14:30", "15:00", "15:30", "16:00"]);
    expect(startTimeOptions(9)).toEqual([]);
    expect(endTimeOptions(1, "09:30")).toEqual(["10:30", "11:00", "11:30"]);
    expect(endTimeOptions(2, "15:30")).toEqual(["16:30", "17:00"]);
    expect(endTimeOptions(1, "bad")).toEqual([]);
  });

  it("clears the end when start plus an hour passes it", () => {
    expect(endAfterStartChange("10:00", "10:30")).toBeNull();
    expect(endAfterStartChange("10:00", "11:00")).toBe("11:00");
    expect(endAfterStartChange("10:00", null)).toBeNull();
  });

  it("checks own times: step, range, span", () => {
    expect(isOwnTimePeriod(1)).toBe(true);
    expect(isOwnTimePeriod(3)).toBe(false);
    expect(ownTimeError(1, "09:30", "10:30")).toBeNull();
    expect(ownTimeError(2, "14:00", "17:00")).toBeNull();
    expect(ownTimeError(1, "09:45", "11:00")).toBe(BookingOutcome.timeStep);
    expect(ownTimeError(1, "09:00", "10:30")).toBe(BookingOutcome.morningRange);
    expect(ownTimeError(2, "16:00", "17:30")).toBe(BookingOutcome.afternoonRange);
    expect(ownTimeError(1, "10:30", "11:00")).toBe(BookingOutcome.minSpan);
    expect(ownTimeError(3, "14:00", "15:30")).toBe(BookingOutcome.period);
    expect(ownTimeError(1, "x", "10:30")).toBe(BookingOutcome.period);
    expect(ownTimePeriodOf("10:00")).toBe(1);
    expect(ownTimePeriodOf("14:00")).toBe(2);
  });
});

describe("modes and booking types", () => {
  it("say which fields a mode needs", () => {
    expect([LIVE, RELAY, STUDIO, TEXT, OWN_VIDEO].map(needsRegion)).toEqual([true, false, false, false, false]);
    expect([LIVE, RELAY, STUDIO, TEXT, OWN_VIDEO].map(needsPlatform)).toEqual([false, true, false, false, false]);
    expect([LIVE, RELAY, STUDIO, TEXT, OWN_VIDEO].map(needsRecording)).toEqual([false, false, true, false, false]);
    expect([STUDIO, OWN_VIDEO].map(forcedLiveBroadcast)).toEqual([false, true]);
    expect([LIVE, STUDIO, OWN_VIDEO].map(hasBroadcastChoice)).toEqual([false, true, false]);
    expect(periodsForMode(LIVE).map((p) => p.id)).toEqual([1, 2]);
    expect(periodsForMode(TEXT).map((p) => p.id)).toEqual([1, 3, 4]);
    expect(RECORDING_PERIODS.map((p) => p.id)).toEqual([1, 2]);
    expect(videoTypeText(2)).toBe("视频转播");
    expect(videoTypeText(9)).toBe("其他");
  });

  it("know the booking types, their lead time, mode list and the text-only filter", () => {
    expect([0, 1, 5, 6].map(isSingleOrderType)).toEqual([false, true, true, false]);
    expect([0, 1, 6, 7].map(isOrderType)).toEqual([false, true, true, false]);
    expect(orderTypeText(3)).toBe("重大事项说明会");
    expect(orderTypeText(9)).toBe("路演活动");
    expect([1, 2, 3, 4, 5].map(hasShortLeadTime)).toEqual([false, true, true, false, false]);
    expect([1, 5].map(companyModeTypeFor)).toEqual([1, 2]);
    expect([1, 2, 3, 4, 5].map((t) => isModeAllowedFor(t, 4))).toEqual([true, false, false, false, true]);
    expect(isModeAllowedFor(2, 1)).toBe(true);
  });

  it("broadcast form: forced live for an own video, chosen (default live) for a studio recording, none otherwise", () => {
    expect(effectiveLiveBroadcast(OWN_VIDEO, false)).toBe(true);
    expect(effectiveLiveBroadcast(STUDIO, false)).toBe(false);
    expect(effectiveLiveBroadcast(STUDIO, null)).toBe(true);
    expect(effectiveLiveBroadcast(LIVE, true)).toBeNull();
  });
});

const empty: TSingleChoice = {
  orderType: 1, modeId: null, bookingDate: null, periodId: null, storeId: null, regionId: null, platformId: null,
  definedPeriodStart: null, definedPeriodEnd: null, isLiveBroadcast: null, recDate: null, recRegionId: null, recStoreId: null,
  recPeriodId: null, recPeriodTimeStart: null, recPeriodTimeEnd: null,
};

describe("single booking choices (document 1 sections 4.2 and 5.2)", () => {
  it("asks in the form's order: mode, date, region, period", () => {
    expect(singleChoiceError(empty, null, ctx)).toBe(BookingOutcome.mode);
    const withMode = { ...empty, modeId: 1 };
    expect(singleChoiceError(withMode, LIVE, ctx)).toBe(BookingOutcome.date);
    expect(singleChoiceError({ ...withMode, bookingDate: "2026-12-01" }, LIVE, ctx)).toBe(BookingOutcome.dateOutOfWindow);
    const dated = { ...withMode, bookingDate: "2026-12-03" };
    expect(singleChoiceError(dated, LIVE, ctx)).toBe(BookingOutcome.liveRegion);
    expect(singleChoiceError({ ...dated, regionId: 3 }, LIVE, ctx)).toBe(BookingOutcome.period);
    const live = { ...dated, regionId: 3, periodId: 1, storeId: 10 };
    expect(singleChoiceError(live, LIVE, ctx)).toBe(BookingOutcome.period);
    expect(singleChoiceError({ ...live, definedPeriodStart: "09:30", definedPeriodEnd: "10:00" }, LIVE, ctx)).toBe(BookingOutcome.minSpan);
    expect(singleChoiceError({ ...live, definedPeriodStart: "09:30", definedPeriodEnd: "10:30" }, LIVE, ctx)).toBeNull();
  });

  it("refuses text-only interaction for refinancing, major events and other roadshows", () => {
    expect(singleChoiceError({ ...empty, orderType: 2, modeId: 4 }, TEXT, ctx)).toBe(BookingOutcome.modeNotAllowed);
  });

  it("relay needs a platform; non-live modes book the fixed periods only", () => {
    const relay = { ...empty, modeId: 2, bookingDate: "2026-12-03", periodId: 3, storeId: 5 };
    expect(singleChoiceError(relay, RELAY, ctx)).toBe(BookingOutcome.platform);
    expect(singleChoiceError({ ...relay, platformId: 1 }, RELAY, ctx)).toBeNull();
    expect(singleChoiceError({ ...relay, platformId: 1, periodId: 2 }, RELAY, ctx)).toBe(BookingOutcome.period);
    expect(singleChoiceError({ ...relay, modeId: 4, periodId: 4 }, TEXT, ctx)).toBeNull();
  });

  it("studio recording needs a recording date, region, slot and times before T-3", () => {
    const base = { ...empty, modeId: 3, bookingDate: "2026-12-10", periodId: 1, storeId: 5 };
    expect(singleChoiceError(base, STUDIO, ctx)).toBe(BookingOutcome.recordDate);
    expect(singleChoiceError({ ...base, recDate: "2026-12-08" }, STUDIO, ctx)).toBe(BookingOutcome.recordDateOutOfWindow);
    const rec = { ...base, recDate: "2026-12-02" };
    expect(singleChoiceError(rec, STUDIO, ctx)).toBe(BookingOutcome.recordRegion);
    expect(singleChoiceError({ ...rec, recRegionId: 1 }, STUDIO, ctx)).toBe(BookingOutcome.recordDate);
    const full = { ...rec, recRegionId: 1, recStoreId: 7, recPeriodId: 2, recPeriodTimeStart: "14:00", recPeriodTimeEnd: "15:00" };
    expect(singleChoiceError(full, STUDIO, ctx)).toBeNull();
    expect(singleChoiceError({ ...full, recPeriodTimeEnd: "14:30" }, STUDIO, ctx)).toBe(BookingOutcome.minSpan);
    // An own video needs none of that.
    expect(singleChoiceError({ ...base, modeId: 5 }, OWN_VIDEO, ctx)).toBeNull();
  });
});

describe("collective own-mode choice", () => {
  const choice = { modeId: 1, regionId: null, platformId: null, recDate: null, startTime: null, endTime: null };
  it("needs the fields of the chosen mode", () => {
    expect(collectiveOwnChoiceError({ ...choice, modeId: null }, null)).toBe(BookingOutcome.mode);
    expect(collectiveOwnChoiceError(choice, LIVE)).toBe(BookingOutcome.liveRegion);
    expect(collectiveOwnChoiceError({ ...choice, regionId: 1 }, LIVE)).toBeNull();
    expect(collectiveOwnChoiceError({ ...choice, modeId: 2 }, RELAY)).toBe(BookingOutcome.platform);
    expect(collectiveOwnChoiceError({ ...choice, modeId: 3 }, STUDIO)).toBe(BookingOutcome.recordDate);
    expect(collectiveOwnChoiceError({ ...choice, modeId: 4 }, TEXT)).toBeNull();
  });
});
