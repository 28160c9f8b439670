import { describe, expect, it } from "vitest";
import { NUMBER_PLACEHOLDER, amountInChineseNumerals, formatThousands, toFiniteNumber } from "#shared/format/number.ts";

describe("reading numbers", () => {
  it("reads numbers and numeric strings, commas and padding included", () => {
    expect(toFiniteNumber(12.5)).toBe(12.5);
    expect(toFiniteNumber(" 1,234.5 ")).toBe(1234.5);
    expect(toFiniteNumber("-0.5")).toBe(-0.5);
    expect(toFiniteNumber(".5")).toBe(0.5);
    expect(toFiniteNumber("1e3")).toBe(1000);
  });

  it("refuses everything else", () => {
    for (const bad of ["", "  ", "abc", "12abc", "1.2.3", "--1", "Infinity", "NaN", null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(toFiniteNumber(bad)).toBeNull();
    }
  });
});

describe("thousands format (document 1 section 9)", () => {
  it("groups digits and pads to two decimals", () => {
    expect(formatThousands(1234567.8)).toBe("1,234,567.80");
    expect(formatThousands(0)).toBe("0.00");
    expect(formatThousands(999)).toBe("999.00");
    expect(formatThousands(1000)).toBe("1,000.00");
    expect(formatThousands(0.1 + 0.2)).toBe("0.30");
  });

  it("rounds half away from zero as the value is written", () => {
    expect(formatThousands(1.005)).toBe("1.01");
    expect(formatThousands(1.004)).toBe("1.00");
    expect(formatThousands(-1.005)).toBe("-1.01");
    expect(formatThousands(999.995)).toBe("1,000.00");
  });

  it("handles negatives without a minus on zero", () => {
    expect(formatThousands(-1234.5)).toBe("-1,234.50");
    expect(formatThousands(-0.001)).toBe("0.00");
    expect(formatThousands(-0)).toBe("0.00");
  });

  it("reads strings", () => {
    expect(formatThousands("1234567.891")).toBe("1,234,567.89");
    expect(formatThousands("1,234")).toBe("1,234.00");
    expect(formatThousands(" -42 ")).toBe("-42.00");
  });

  it("takes other decimal places and ignores nonsense ones", () => {
    expect(formatThousands(1234.5678, 0)).toBe("1,235");
    expect(formatThousands(1234.5678, 3)).toBe("1,234.568");
    expect(formatThousands(1234.5, 1.5)).toBe("1,234.50");
    expect(formatThousands(1234.5, -2)).toBe("1,235");
  });

  it("prints very small and very large values without exponent notation", () => {
    expect(formatThousands(1e-7)).toBe("0.00");
    expect(formatThousands(1e21)).toBe("1,000,000,000,000,000,000,000.00");
    expect(formatThousands(123456789012)).toBe("123,456,789,012.00");
  });

  it("shows the placeholder for what is not a number", () => {
    expect(NUMBER_PLACEHOLDER).toBe("-");
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, "", "abc", null, undefined]) expect(formatThousands(bad)).toBe("-");
  });
});

describe("Chinese-numeral amount (document 1 section 9)", () => {
  it("writes the spec's examples", () => {
    expect(amountInChineseNumerals(1234.56)).toBe("壹仟贰佰叁拾肆元伍角陆分");
    expect(amountInChineseNumerals(100)).toBe("壹佰元整");
    expect(amountInChineseNumerals(0)).toBe("零元整");
    expect(amountInChineseNumerals(10005)).toBe("壹万零伍元整");
  });

  it("collapses inner zeros to one 零 and drops trailing ones", () => {
    expect(amountInChineseNumerals(1005)).toBe("壹仟零伍元整");
    expect(amountInChineseNumerals(1050)).toBe("壹仟零伍拾元整");
    expect(amountInChineseNumerals(1500)).toBe("壹仟伍佰元整");
    expect(amountInChineseNumerals(10)).toBe("壹拾元整");
    expect(amountInChineseNumerals(110)).toBe("壹佰壹拾元整");
    expect(amountInChineseNumerals(100000)).toBe("壹拾万元整");
    expect(amountInChineseNumerals(1001000)).toBe("壹佰万壹仟元整");
    expect(amountInChineseNumerals(1000100)).toBe("壹佰万零壹佰元整");
    expect(amountInChineseNumerals(10010000)).toBe("壹仟零壹万元整");
  });

  it("handles 亿 and 万亿", () => {
    expect(amountInChineseNumerals(100000000)).toBe("壹亿元整");
    expect(amountInChineseNumerals(100000005)).toBe("壹亿零伍元整");
    expect(amountInChineseNumerals(100010000)).toBe("壹亿零壹万元整");
    expect(amountInChineseNumerals(110000000)).toBe("壹亿壹仟万元整");
    expect(amountInChineseNumerals(1000000000000)).toBe("壹万亿元整");
    expect(amountInChineseNumerals(123456789012.34)).toBe("壹仟贰佰叁拾肆亿伍仟陆佰柒拾捌万玖仟零壹拾贰元叁角肆分");
  });

  it("writes 角 and 分 by the financial rules", () => {
    expect(amountInChineseNumerals(1.05)).toBe("壹元零伍分");
    expect(amountInChineseNumerals(1.5)).toBe("壹元伍角");
    expect(amountInChineseNumerals(10.5)).toBe("壹拾元伍角");
    expect(amountInChineseNumerals(0.56)).toBe("伍角陆分");
    expect(amountInChineseNumerals(0.06)).toBe("陆分");
    expect(amountInChineseNumerals(0.5)).toBe("伍角");
  });

  it("rounds to the 分", () => {
    expect(amountInChineseNumerals(1.005)).toBe("壹元零壹分");
    expect(amountInChineseNumerals(0.004)).toBe("零元整");
    expect(amountInChineseNumerals(0.999)).toBe("壹元整");
  });

  it("prefixes negatives with 负 but not a negative that rounds to zero", () => {
    expect(amountInChineseNumerals(-1234.56)).toBe("负壹仟贰佰叁拾肆元伍角陆分");
    expect(amountInChineseNumerals(-0.001)).toBe("零元整");
  });

  it("reads numeric strings and refuses what it cannot write exactly", () => {
    expect(amountInChineseNumerals("100")).toBe("壹佰元整");
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, "abc", "", null, undefined, 1e15]) expect(amountInChineseNumerals(bad)).toBe("");
  });
});
