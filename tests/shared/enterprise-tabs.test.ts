import { describe, expect, it } from "vitest";
import { canUseActivityTabs, visibleEnterpriseTabs } from "#shared/company/enterprise-tabs.ts";

const listed = { companyType: 1, isOpenExplanation: true, isEnableFundRoadshow: false };
const admin = { companyUserRole: 1, isBookingEnable: false, isFundRoadshowEnable: false };
const plain = { companyUserRole: 2, isBookingEnable: false, isFundRoadshowEnable: false };

describe("enterprise-centre tabs (document 1 section 2.4)", () => {
  it("tab 2 needs a company type other than 4/5/6, a permitted user and an open company", () => {
    expect(canUseActivityTabs(listed, admin)).toBe(true);
    expect(canUseActivityTabs(listed, plain)).toBe(false);
    expect(canUseActivityTabs(listed, { ...plain, isBookingEnable: true })).toBe(true);
    expect(canUseActivityTabs({ ...listed, isOpenExplanation: false }, admin)).toBe(false);
    expect(canUseActivityTabs({ ...listed, isOpenExplanation: false, isEnableFundRoadshow: true }, admin)).toBe(true);
    for (const companyType of [4, 5, 6]) expect(canUseActivityTabs({ ...listed, companyType }, admin)).toBe(false);
  });

  it("lists the tabs in order for an admin of a listed company", () => {
    expect(visibleEnterpriseTabs(listed, admin, "1")).toEqual([1, 2, 3, 4, 5, 6, 9]);
  });

  it("hides message reminders for login type 5 and shows the financial report for type 8", () => {
    expect(visibleEnterpriseTabs(listed, admin, "5")).not.toContain(6);
    expect(visibleEnterpriseTabs({ ...listed, companyType: 8 }, admin, "1")).toContain(10);
    expect(visibleEnterpriseTabs({ ...listed, companyType: 8 }, plain, "1")).not.toContain(10);
  });

  it("gives a plain member only the always-shown tabs", () => {
    expect(visibleEnterpriseTabs(listed, plain, "1")).toEqual([1, 3, 6]);
  });
});
