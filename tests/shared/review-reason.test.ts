import { describe, expect, it } from "vitest";
import { reviewReasonProblem } from "#shared/validation/review-reason.ts";

const messages = { required: "请填写驳回原因", tooLong: "驳回原因不能超过5个字符" };

describe("a reviewer's rejection reason", () => {
  it("is required once trimmed, and counted in characters as read (an emoji is one)", () => {
    expect(reviewReasonProblem("   ", 5, messages)).toBe(messages.required);
    expect(reviewReasonProblem(" 材料不全 ", 5, messages)).toBeNull();
    expect(reviewReasonProblem("材料不全😀", 5, messages)).toBeNull();
    expect(reviewReasonProblem("材料不完整哦", 5, messages)).toBe(messages.tooLong);
  });
});
