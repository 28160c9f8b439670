import { describe, expect, it } from "vitest";
import { SAVED_ACTIVITY_CONTRACT, savedActivitiesFrom } from "#shared/offline/saved-activities.ts";
import { isPersistedRead } from "#shared/offline/persisted-reads.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";

const page = (activityId: number, title: string) => ({
  activityId,
  title,
  enTitle: null,
  companyShortName: "鹏城智能",
  stockCode: "688001",
  startDate: "2026-11-24",
  startTime: "10:00",
});

describe("the activity pages kept on the device", () => {
  it("reads the kept answers of the public activity detail, which are kept", () => {
    expect(SAVED_ACTIVITY_CONTRACT).toBe(qaRoutes.publicActivity.id);
    expect(isPersistedRead(SAVED_ACTIVITY_CONTRACT)).toBe(true);
  });

  it("lists each activity once, by its most recently used copy", () => {
    const rows = [
      { data: page(1, "旧标题"), savedAt: 100, usedAt: 10 },
      { data: page(2, "二"), savedAt: 200, usedAt: 30 },
      { data: page(1, "新标题"), savedAt: 300, usedAt: 40 },
    ];
    expect(savedActivitiesFrom(rows).map((a) => [a.activityId, a.title, a.savedAt])).toEqual([
      [1, "新标题", 300],
      [2, "二", 200],
    ]);
  });

  it("skips answers that are not an activity (a missing page is kept as null)", () => {
    const rows = [
      { data: null, savedAt: 1, usedAt: 1 },
      { data: { activityId: "3", title: "x", startDate: "2026-01-01" }, savedAt: 1, usedAt: 2 },
      { data: { activityId: 4, title: "", startDate: "2026-01-01" }, savedAt: 1, usedAt: 3 },
      { data: page(5, "五"), savedAt: 1, usedAt: 4 },
    ];
    expect(savedActivitiesFrom(rows).map((a) => a.activityId)).toEqual([5]);
  });

  it("falls back to the full company name when the short one is missing", () => {
    const { companyShortName: _drop, ...rest } = page(6, "六");
    const [activity] = savedActivitiesFrom([{ data: { ...rest, companyName: "鹏城智能科技股份有限公司" }, savedAt: 1, usedAt: 1 }]);
    expect(activity?.companyShortName).toBe("鹏城智能科技股份有限公司");
  });
});
