import { describe, expect, it } from "vitest";
import { BookingOutcome } from "#shared/booking/booking-messages.ts";
import { QaOutcome } from "#shared/qa/qa-rules.ts";
import { outcomeTable } from "#shared/outcome/outcome.ts";
import { ambiguousOutcomeMessages, outcomeCodeOfMessage } from "#shared/outcome/registry.ts";

describe("rule outcomes", () => {
  it("name each table entry domain.key, beside its spec message; texts made from values get no code", () => {
    const table = outcomeTable("demo", { fixed: "固定文字", made: (n: number) => `第${n}项` });
    expect(table.fixed).toEqual({ code: "demo.fixed", message: "固定文字" });
    expect("made" in table).toBe(false);
    expect(BookingOutcome.slotFull.code).toBe("booking.slotFull");
  });

  it("find the code of a refusal raised with a table's text", () => {
    expect(outcomeCodeOfMessage(BookingOutcome.slotFull.message)).toBe("booking.slotFull");
    expect(outcomeCodeOfMessage(QaOutcome.alreadyReviewed.message)).toBe("qa.alreadyReviewed");
    expect(outcomeCodeOfMessage("不是任何规则的文字")).toBeUndefined();
  });

  it("give no code to a text two domains share, and keep that list known", () => {
    // a rule that must be told apart on one of these throws its outcome explicitly (refuse(outcome))
    expect(ambiguousOutcomeMessages()).toEqual([
      "封面图片不存在，请重新上传",
      "手机号格式不正确",
      "排序参数不正确",
      "活动不存在",
      "活动已取消",
      "请输入姓名",
      "请输入手机号",
      "请输入昵称",
      "请选择活动",
    ]);
    for (const text of ambiguousOutcomeMessages()) expect(outcomeCodeOfMessage(text)).toBeUndefined();
  });
});
