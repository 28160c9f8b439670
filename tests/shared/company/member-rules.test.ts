import { describe, expect, it } from "vitest";
import {
  businessScopeText,
  canDeleteMember,
  canEditMember,
  canExitCompany,
  canManageMembers,
  canTransferAdmin,
  grantableScopes,
  MemberOutcome,
  offeredScopes,
  resolveScopeChoice,
  scopeOffered,
  type TMemberActor,
  type TScopeCompany,
  type TScopeFlags,
} from "#shared/company/member-rules.ts";

const none: TScopeFlags = { isBookingEnable: false, isFundRoadshowEnable: false, isDiversionEnable: false, isDistributeEnable: false, isActivitySearchEnable: false, isMemberManageEnable: false };
const listed: TScopeCompany = { companyType: 1, isOpenExplanation: true, isEnableFundRoadshow: false, isEnableDiversion: true, isEnableDistribute: true, isEnableActivitySearch: true };
const regulator: TScopeCompany = { ...listed, companyType: 4 };
const admin: TMemberActor = { id: 1, userRole: 1, memberSource: 1, ...none };
const manager: TMemberActor = { id: 2, userRole: 2, memberSource: 2, ...none, isBookingEnable: true, isMemberManageEnable: true };
const plain: TMemberActor = { id: 3, userRole: 2, memberSource: 2, ...none, isBookingEnable: true };

describe("business scope table (document 3 section 6)", () => {
  it("offers each scope by company type and switch; member management always", () => {
    expect(offeredScopes(listed)).toEqual(["isBookingEnable", "isDiversionEnable", "isDistributeEnable", "isMemberManageEnable"]);
    expect(offeredScopes(regulator)).toEqual(["isActivitySearchEnable", "isMemberManageEnable"]);
    expect(scopeOffered({ ...listed, companyType: 3, isEnableFundRoadshow: true }, "isFundRoadshowEnable")).toBe(true);
    expect(scopeOffered({ ...listed, companyType: 3 }, "isBookingEnable")).toBe(false);
    expect(scopeOffered({ ...listed, isOpenExplanation: false }, "isBookingEnable")).toBe(false);
  });

  it("admins hold every offered scope; members what they are flagged with", () => {
    expect(businessScopeText(listed, admin)).toBe("路演活动、引流认证、活动分发、成员管理");
    expect(businessScopeText(listed, plain)).toBe("路演活动");
    expect(businessScopeText(regulator, plain)).toBe("");
  });
});

describe("member management rights (section 6)", () => {
  it("admins and members with the right manage; others do not", () => {
    expect([admin, manager, plain].map(canManageMembers)).toEqual([true, true, false]);
  });

  it("an ordinary manager edits neither an admin nor themselves; an admin edits anyone", () => {
    expect(canEditMember(manager, { id: 1, userRole: 1 })).toBe(false);
    expect(canEditMember(manager, { id: 2, userRole: 2 })).toBe(false);
    expect(canEditMember(manager, { id: 3, userRole: 2 })).toBe(true);
    expect(canEditMember(admin, { id: 1, userRole: 1 })).toBe(true);
    expect(canEditMember(plain, { id: 9, userRole: 2 })).toBe(false);
  });

  it("nobody deletes an admin or themselves", () => {
    expect(canDeleteMember(admin, { id: 1, userRole: 1 })).toBe(false);
    expect(canDeleteMember(admin, { id: 3, userRole: 2 })).toBe(true);
    expect(canDeleteMember(manager, { id: 2, userRole: 2 })).toBe(false);
    expect(canDeleteMember(plain, { id: 9, userRole: 2 })).toBe(false);
  });

  it("transfer only for admins not from the platform (sources 1 and 6); exit only for ordinary members", () => {
    expect(canTransferAdmin(admin)).toBe(false);
    expect(canTransferAdmin({ ...admin, memberSource: 6 })).toBe(false);
    expect(canTransferAdmin({ ...admin, memberSource: 4 })).toBe(true);
    expect(canTransferAdmin(manager)).toBe(false);
    expect([admin, manager].map(canExitCompany)).toEqual([false, true]);
  });
});

describe("granting scopes", () => {
  it("an ordinary manager grants only what they hold", () => {
    expect(grantableScopes(listed, admin)).toEqual(offeredScopes(listed));
    expect(grantableScopes(listed, manager)).toEqual(["isBookingEnable", "isMemberManageEnable"]);
  });

  it("refuses an empty choice and an ungrantable scope; keeps what the editor cannot change", () => {
    expect(resolveScopeChoice(listed, admin, none)).toEqual({ refusal: MemberOutcome.scopeRequired });
    expect(resolveScopeChoice(listed, manager, { ...none, isDistributeEnable: true })).toEqual({ refusal: MemberOutcome.scopeNotGrantable });
    const kept = { ...none, isDistributeEnable: true };
    expect(resolveScopeChoice(listed, manager, { ...none, isBookingEnable: true }, kept)).toEqual({ flags: { ...none, isBookingEnable: true, isDistributeEnable: true } });
    // an unchecked scope the editor cannot grant stays: the only scope left is still one
    expect(resolveScopeChoice(listed, manager, none, kept)).toEqual({ flags: kept });
    // a scope the company does not offer counts for nothing
    expect(resolveScopeChoice(listed, admin, { ...none, isActivitySearchEnable: true })).toEqual({ refusal: MemberOutcome.scopeNotGrantable });
  });
});
