import { describe, expect, it } from "vitest";
import { publicState, timeBlock } from "#client/features/public-qa/public-qa.display.ts";

describe("the public header", () => {
  it("names the state by the rule: cancelled first, then the clock's status", () => {
    expect(publicState({ isCancel: true, status: 2 })).toBe("cancelled");
    expect(publicState({ isCancel: false, status: 1 })).toBe("upcoming");
    expect(publicState({ isCancel: false, status: 2 })).toBe("live");
    expect(publicState({ isCancel: false, status: 3 })).toBe("ended");
    expect(timeBlock({ startDate: "2026-11-21", startTime: "21:40", endDate: "2026-11-22", endTime: "00:20" })).toBe("2026-11-21 21:40 - 2026-11-22 00:20");
  });
});
