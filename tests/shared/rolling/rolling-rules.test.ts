import { describe, expect, it } from "vitest";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { drawTimeProblem, isRollingReviewable, isServiceOpen, preferredDateProblem, RollingMsg, RollingOutcome, rollingApplyRefusal, rollingReviewMessage, RollingStatus } from "#shared/rolling/rolling-rules.ts";

const open = { status: 1, applyEndDate: "2026-12-31" };

describe("lottery draw rules", () => {
  it("reads the day in Beijing time", () => {
    expect(beijingDateOf(new Date("2026-05-01T16:30:00Z"))).toBe("2026-05-02");
    expect(beijingDateOf(new Date("2026-05-01T15:59:00Z"))).toBe("2026-05-01");
  });
  it("a service takes applications while open and until its last day", () => {
    expect(isServiceOpen(open, "2026-12-31")).toBe(true);
    expect(isServiceOpen(open, "2027-01-01")).toBe(false);
    expect(isServiceOpen({ ...open, status: 0 }, "2026-06-01")).toBe(false);
  });
  it("one live application per company and service", () => {
    expect(rollingApplyRefusal(open, "2026-06-01", 0)).toBeNull();
    expect(rollingApplyRefusal(open, "2026-06-01", 1)).toBe(RollingOutcome.duplicate);
    expect(rollingApplyRefusal(open, "2027-06-01", 0)).toBe(RollingOutcome.serviceClosed);
  });
  it("the preferred date is a day, not in the past", () => {
    expect(preferredDateProblem("2026-06-01", "2026-06-01")).toBeNull();
    expect(preferredDateProblem("2026-05-31", "2026-06-01")).toBe(RollingMsg.preferredDatePast);
    expect(preferredDateProblem("6/1", "2026-06-01")).toBe(RollingMsg.preferredDateRequired);
  });
  it("the draw time lies ahead", () => {
    const now = new Date("2026-06-01T02:00:00Z");
    expect(drawTimeProblem(new Date("2026-06-01T03:00:00Z"), now)).toBeNull();
    expect(drawTimeProblem(now, now)).toBe(RollingMsg.drawTimePast);
    expect(drawTimeProblem(null, now)).toBe(RollingMsg.drawTimeRequired);
  });
  it("only a submitted application is reviewed, and the company is told the outcome", () => {
    expect(isRollingReviewable(RollingStatus.submitted)).toBe(true);
    expect(isRollingReviewable(RollingStatus.accepted)).toBe(false);
    expect(rollingReviewMessage("摇号", { drawTime: "2026-06-02 10:00", roomName: "上证路演厅A" }).content).toContain("上证路演厅A");
    expect(rollingReviewMessage("摇号", null, "材料不全").content).toContain("材料不全");
  });
});
