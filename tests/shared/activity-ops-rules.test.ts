import { describe, expect, it } from "vitest";
import { activityEndAt, activityStartAt, clockStatus } from "#shared/activity/activity-clock.ts";
import {
  OpsMsg,
  endRefusal,
  isStreamUrl,
  isTestCode,
  moduleRefusal,
  opsCancelRefusal,
  parseDeadline,
  preparationRefusal,
  publishRefusal,
  publishTestRefusal,
  reopenRefusal,
  startRefusal,
  testCodeFrom,
  venueRefusal,
} from "#shared/activity/ops-rules.ts";
import { DistributeTab, inDistributeTab, nextWeekRange } from "#shared/activity/distribution-rules.ts";
import { ownsMessage } from "#shared/activity/message-rules.ts";
import { badgeCount, pvError, seesDistribution, seesRecentActivities } from "#shared/activity/company-home.ts";
import { replyRate } from "#shared/qa/qa-rules.ts";

const fresh = { status: 1, isCancel: false, pubStatus: 0 };

describe("operator transitions (document 4 sections 6 and 7)", () => {
  it("starts a not-started activity and ends a started one, nothing else", () => {
    expect(startRefusal(fresh)).toBeNull();
    expect(startRefusal({ ...fresh, status: 2 })).toBe(OpsMsg.alreadyStarted);
    expect(startRefusal({ ...fresh, status: 3 })).toBe(OpsMsg.ended);
    expect(endRefusal({ ...fresh, status: 2 })).toBeNull();
    expect(endRefusal(fresh)).toBe(OpsMsg.notStarted);
    expect(endRefusal({ ...fresh, status: 3 })).toBe(OpsMsg.ended);
    expect(endRefusal({ ...fresh, status: 2, isCancel: true })).toBe(OpsMsg.cancelled);
  });

  it("cancels anything not cancelled or ended", () => {
    expect(opsCancelRefusal(fresh)).toBeNull();
    expect(opsCancelRefusal({ ...fresh, status: 2 })).toBeNull();
    expect(opsCancelRefusal({ ...fresh, status: 3 })).toBe(OpsMsg.cancelEnded);
    expect(opsCancelRefusal({ ...fresh, isCancel: true })).toBe(OpsMsg.cancelled);
  });

  it("publishes as a test from 0 only, formally from 0 or 1; ended activities may still get a page", () => {
    expect(publishTestRefusal(fresh)).toBeNull();
    expect(publishTestRefusal({ ...fresh, pubStatus: 1 })).toBe(OpsMsg.alreadyTestPublished);
    expect(publishTestRefusal({ ...fresh, pubStatus: 2 })).toBe(OpsMsg.alreadyPublished);
    expect(publishRefusal({ ...fresh, pubStatus: 1 })).toBeNull();
    expect(publishRefusal({ ...fresh, status: 3 })).toBeNull();
    expect(publishRefusal({ ...fresh, pubStatus: 2 })).toBe(OpsMsg.alreadyPublished);
    expect(publishRefusal({ ...fresh, isCancel: true })).toBe(OpsMsg.cancelled);
  });

  it("assigns a venue only to live broadcasts and studio recordings, before the end", () => {
    expect(venueRefusal({ ...fresh, videoType: 1, recType: null })).toBeNull();
    expect(venueRefusal({ ...fresh, videoType: 3, recType: 1 })).toBeNull();
    expect(venueRefusal({ ...fresh, videoType: 3, recType: 2 })).toBe(OpsMsg.noVenue);
    expect(venueRefusal({ ...fresh, videoType: 4, recType: null })).toBe(OpsMsg.noVenue);
    expect(venueRefusal({ ...fresh, status: 3, videoType: 1, recType: null })).toBe(OpsMsg.ended);
  });

  it("reopens submitted materials of a live part, changes preparation before the end, modules unless cancelled", () => {
    expect(reopenRefusal(fresh, { isInfoSubed: true, isCancel: false })).toBeNull();
    expect(reopenRefusal(fresh, { isInfoSubed: false, isCancel: false })).toBe(OpsMsg.infoNotSubmitted);
    expect(reopenRefusal(fresh, { isInfoSubed: true, isCancel: true })).toBe(OpsMsg.partCancelled);
    expect(preparationRefusal({ ...fresh, status: 3 })).toBe(OpsMsg.ended);
    expect(moduleRefusal({ ...fresh, status: 3 })).toBeNull();
    expect(moduleRefusal({ ...fresh, isCancel: true })).toBe(OpsMsg.cancelled);
  });

  it("makes readable test codes from random bytes", () => {
    const code = testCodeFrom([0, 1, 2, 3, 250, 251, 252, 253]);
    expect(code).toHaveLength(8);
    expect(isTestCode(code)).toBe(true);
    expect(isTestCode("demo2026")).toBe(false);
  });

  it("accepts stream addresses over http(s) only", () => {
    expect(isStreamUrl("https://live.example.com/a.m3u8")).toBe(true);
    expect(isStreamUrl("rtmp://live.example.com/a")).toBe(false);
    expect(isStreamUrl("https://a b")).toBe(false);
  });

  it("reads deadlines in Beijing time or as ISO instants, and refuses impossible dates", () => {
    expect(parseDeadline("2026-12-01 17:00")?.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(parseDeadline("2026-12-01T17:00")?.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(parseDeadline("2026-12-01T09:00:00.000Z")?.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(parseDeadline("2026-02-30 17:00")).toBeNull();
    expect(parseDeadline("2026-12-01 25:00")).toBeNull();
    expect(parseDeadline("tomorrow")).toBeNull();
  });
});

describe("the activity clock (document 4 section 7)", () => {
  const a = { startDate: "2026-11-23", endDate: "2026-11-23", startTime: "09:30", endTime: "11:30", status: 1, isCancel: false };

  it("reads Beijing dates and times as instants", () => {
    expect(activityStartAt(a).toISOString()).toBe("2026-11-23T01:30:00.000Z");
    expect(activityEndAt(a).toISOString()).toBe("2026-11-23T03:30:00.000Z");
    expect(activityEndAt({ endDate: "2026-11-23", endTime: null }).toISOString()).toBe("2026-11-23T16:00:00.000Z");
  });

  it("moves 1 → 2 at the start and → 3 at the end, never back, never a cancelled one", () => {
    expect(clockStatus(a, new Date("2026-11-23T01:29:59Z"))).toBe(1);
    expect(clockStatus(a, new Date("2026-11-23T01:30:00Z"))).toBe(2);
    expect(clockStatus({ ...a, status: 2 }, new Date("2026-11-23T03:30:00Z"))).toBe(3);
    expect(clockStatus(a, new Date("2026-11-24T00:00:00Z"))).toBe(3);
    expect(clockStatus({ ...a, status: 2 }, new Date("2026-11-22T00:00:00Z"))).toBe(2);
    expect(clockStatus({ ...a, isCancel: true }, new Date("2026-11-24T00:00:00Z"))).toBe(1);
  });
});

describe("home-page rules (document 2 sections 2.3, 5, 6 and 9)", () => {
  it("PV count: required, digits only, at most 9", () => {
    expect(pvError("")).toBe("请输入PV数");
    expect(pvError("  ")).toBe("请输入PV数");
    expect(pvError("12a")).toBe("PV数只能为数字");
    expect(pvError("-1")).toBe("PV数只能为数字");
    expect(pvError("1234567890")).toBe("PV数不能超过9位");
    expect(pvError("123456789")).toBeNull();
  });

  it("badge at most 99, reply rate to 2 decimals", () => {
    expect(badgeCount(120)).toBe(99);
    expect(badgeCount(3)).toBe(3);
    expect(replyRate(3, 2)).toBe("66.67");
    expect(replyRate(0, 0)).toBe("0.00");
  });

  it("distribution and recent activities by company switch and member flag", () => {
    expect(seesDistribution({ isEnableDistribute: true }, { companyUserRole: 2, isDistributeEnable: false })).toBe(false);
    expect(seesDistribution({ isEnableDistribute: true }, { companyUserRole: 1, isDistributeEnable: false })).toBe(true);
    expect(seesDistribution({ isEnableDistribute: false }, { companyUserRole: 1, isDistributeEnable: true })).toBe(false);
    expect(seesRecentActivities({ companyType: 4, isEnableActivitySearch: true }, { companyUserRole: 2, isActivitySearchEnable: true })).toBe(true);
    expect(seesRecentActivities({ companyType: 1, isEnableActivitySearch: true }, { companyUserRole: 1, isActivitySearchEnable: true })).toBe(false);
  });

  it("distribution tabs and next week", () => {
    expect(inDistributeTab(DistributeTab.notEnded, { status: 2, submitStatus: 1 })).toBe(true);
    expect(inDistributeTab(DistributeTab.ended, { status: 2, submitStatus: 1 })).toBe(false);
    expect(inDistributeTab(DistributeTab.notSubmitted, { status: 3, submitStatus: 0 })).toBe(true);
    expect(inDistributeTab(DistributeTab.notSubmitted, { status: 3, submitStatus: 1 })).toBe(false);
    expect(nextWeekRange("2026-11-23")).toEqual({ from: "2026-11-30", to: "2026-12-06" });
    expect(nextWeekRange("2026-11-29")).toEqual({ from: "2026-11-30", to: "2026-12-06" });
  });

  it("a company message belongs to the company's members, a personal one to its user", () => {
    const company = { isCompanyMessage: true, companyId: 3, userId: null };
    expect(ownsMessage(company, { userId: 9, companyId: 3 })).toBe(true);
    expect(ownsMessage(company, { userId: 9, companyId: 4 })).toBe(false);
    expect(ownsMessage(company, { userId: 9, companyId: null })).toBe(false);
    expect(ownsMessage({ isCompanyMessage: false, companyId: null, userId: 9 }, { userId: 9, companyId: 3 })).toBe(true);
    expect(ownsMessage({ isCompanyMessage: false, companyId: null, userId: 8 }, { userId: 9, companyId: 3 })).toBe(false);
  });
});
