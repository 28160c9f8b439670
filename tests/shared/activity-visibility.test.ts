import { describe, expect, it } from "vitest";
import {
  VisibilityMsg,
  canOpenDistributionCorner,
  canSeeRestrictedActivity,
  canSubmitDistributionPv,
  distributionViewer,
  isMobileEntry,
  normaliseVisibleEntries,
  unknownUserMessage,
} from "#shared/activity/activity-visibility.ts";

describe("canSeeRestrictedActivity (document 4 section 2.3, visibleTo)", () => {
  const restricted = { visibleUserIds: [7, 9], isOperator: false };

  it("an empty list is public, to anyone", () => {
    expect(canSeeRestrictedActivity({ visibleUserIds: [], viewerUserId: null, isOperator: false })).toBe(true);
    expect(canSeeRestrictedActivity({ visibleUserIds: [], viewerUserId: 3, isOperator: false })).toBe(true);
  });

  it("a restricted activity shows to the users on the list only", () => {
    expect(canSeeRestrictedActivity({ ...restricted, viewerUserId: 9 })).toBe(true);
    expect(canSeeRestrictedActivity({ ...restricted, viewerUserId: 8 })).toBe(false);
    expect(canSeeRestrictedActivity({ ...restricted, viewerUserId: null })).toBe(false);
  });

  it("operators and the companies holding the activity always see it", () => {
    expect(canSeeRestrictedActivity({ ...restricted, viewerUserId: 1, isOperator: true })).toBe(true);
    expect(canSeeRestrictedActivity({ ...restricted, viewerUserId: 2, isHolder: true })).toBe(true);
    expect(canSeeRestrictedActivity({ ...restricted, viewerUserId: 2, isHolder: false })).toBe(false);
  });
});

describe("the operator's entries", () => {
  it("are trimmed, blanks dropped, each kept once in the order typed", () => {
    expect(normaliseVisibleEntries([" 13800000001", "listed-member", "", "13800000001 ", "  "])).toEqual(["13800000001", "listed-member"]);
  });

  it("tell mobile numbers from account names", () => {
    expect(isMobileEntry("13800000001")).toBe(true);
    expect(isMobileEntry("1380000000")).toBe(false);
    expect(isMobileEntry("listed-admin")).toBe(false);
    expect(isMobileEntry("23800000001")).toBe(false);
  });

  it("an unknown entry is refused by name", () => {
    expect(unknownUserMessage("nobody")).toBe("用户不存在：nobody");
    expect(VisibilityMsg.unknownUser).toContain("{0}");
  });
});

describe("distribution details (document 4 section 2.7)", () => {
  it("opens to an assigned partner with the distribution right, or to a company holding the activity", () => {
    expect(distributionViewer({ isPartner: true, seesDistribution: true, isHolder: false })).toBe("partner");
    expect(distributionViewer({ isPartner: true, seesDistribution: false, isHolder: false })).toBeNull();
    expect(distributionViewer({ isPartner: true, seesDistribution: false, isHolder: true })).toBe("holder");
    expect(distributionViewer({ isPartner: false, seesDistribution: true, isHolder: true })).toBe("holder");
    expect(distributionViewer({ isPartner: false, seesDistribution: true, isHolder: false })).toBeNull();
  });

  it("a partner opens any company's corner, a holder only its own", () => {
    expect(canOpenDistributionCorner("partner", 1, 2)).toBe(true);
    expect(canOpenDistributionCorner("holder", 1, 1)).toBe(true);
    expect(canOpenDistributionCorner("holder", 1, 2)).toBe(false);
  });

  it("offers the PV dialog to the partner for a row not yet submitted of an activity not cancelled", () => {
    expect(canSubmitDistributionPv("partner", { submitStatus: 0 }, { isCancel: false })).toBe(true);
    expect(canSubmitDistributionPv("partner", { submitStatus: 1 }, { isCancel: false })).toBe(false);
    expect(canSubmitDistributionPv("partner", { submitStatus: 0 }, { isCancel: true })).toBe(false);
    expect(canSubmitDistributionPv("holder", { submitStatus: 0 }, { isCancel: false })).toBe(false);
    expect(canSubmitDistributionPv(null, { submitStatus: 0 }, { isCancel: false })).toBe(false);
  });
});
