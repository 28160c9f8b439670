import { describe, expect, it } from "vitest";
import { bindApplyRefusal, bindApproveRefusal, BindOutcome, BindStatus, bindReviewMessage, isReviewable, mayApplyForBinding } from "#shared/identity/bind-apply.ts";
import { SUPERVISOR_ONLY_MESSAGE } from "#shared/activity/ops-roles.ts";

const unbound = { userType: "enterprise", companyId: null };

describe("who may apply for binding", () => {
  it("an unbound enterprise account with nothing waiting", () => {
    expect(bindApplyRefusal(unbound, 7, [])).toBeNull();
    expect(mayApplyForBinding(unbound, [])).toBe(true);
  });
  it("not a personal or operator account, nor a bound one", () => {
    expect(bindApplyRefusal({ userType: "personal", companyId: null }, 7, [])).toBe(BindOutcome.enterpriseOnly);
    expect(bindApplyRefusal({ userType: "operator", companyId: null }, 7, [])).toBe(BindOutcome.enterpriseOnly);
    expect(bindApplyRefusal({ userType: "enterprise", companyId: 3 }, 7, [])).toBe(BindOutcome.alreadyBound);
    expect(mayApplyForBinding({ userType: "enterprise", companyId: 3 }, [])).toBe(false);
  });
  it("a second application for the same company is a duplicate; for another company it waits for the first", () => {
    expect(bindApplyRefusal(unbound, 7, [{ companyId: 7 }])).toBe(BindOutcome.duplicate);
    expect(bindApplyRefusal(unbound, 8, [{ companyId: 7 }])).toBe(BindOutcome.otherPending);
    expect(mayApplyForBinding(unbound, [{ companyId: 7 }])).toBe(false);
  });
});

describe("reviewing", () => {
  it("only a waiting application is reviewable", () => {
    expect(isReviewable(BindStatus.pending)).toBe(true);
    expect(isReviewable(BindStatus.approved)).toBe(false);
    expect(isReviewable(BindStatus.rejected)).toBe(false);
  });
  it("appointing the first admin is the supervisor's; joining a company with an admin is anyone's", () => {
    expect(bindApproveRefusal("operator", false)).toBe(SUPERVISOR_ONLY_MESSAGE);
    expect(bindApproveRefusal(null, false)).toBe(SUPERVISOR_ONLY_MESSAGE);
    expect(bindApproveRefusal("supervisor", false)).toBeNull();
    expect(bindApproveRefusal("operator", true)).toBeNull();
  });
  it("tells the applicant the outcome, with the reason of a rejection", () => {
    expect(bindReviewMessage("星河科技", BindStatus.approved).msgTitle).toBe("机构认证审核通过");
    expect(bindReviewMessage("星河科技", BindStatus.rejected, "未盖章").content).toContain("原因：未盖章");
  });
});
