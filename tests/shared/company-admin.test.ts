import { describe, expect, it } from "vitest";
import { CompanyAdminOutcome, needsStockCode, stockCodeError } from "#shared/company/company-admin.ts";

describe("companies as the back office edits them (document 4 section 6)", () => {
  it("wants a six-digit stock code for listed companies (types 1 and 8) and a well-formed one from anyone", () => {
    expect(needsStockCode(1)).toBe(true);
    expect(needsStockCode(8)).toBe(true);
    expect(needsStockCode(2)).toBe(false);
    expect(stockCodeError(1, undefined)).toBe(CompanyAdminOutcome.stockCodeRequired);
    expect(stockCodeError(8, "")).toBe(CompanyAdminOutcome.stockCodeRequired);
    expect(stockCodeError(1, "300917")).toBeNull();
    expect(stockCodeError(2, null)).toBeNull();
    expect(stockCodeError(2, "16001")).toBe(CompanyAdminOutcome.stockCodeInvalid);
    expect(stockCodeError(1, "30091a")).toBe(CompanyAdminOutcome.stockCodeInvalid);
  });
});
