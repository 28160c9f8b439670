import { describe, expect, it } from "vitest";
import { auditDiff, auditDiffText } from "#shared/audit/audit-diff.ts";

describe("the audit log's readable diff", () => {
  it("lists only what changed, nested fields by their dotted path", () => {
    expect(auditDiff({ a: 1, b: "x", n: { c: true, d: 1 } }, { a: 1, b: "y", n: { c: false, d: 1 }, e: "new" })).toEqual([
      { path: "b", kind: "changed", before: "x", after: "y" },
      { path: "n.c", kind: "changed", before: "true", after: "false" },
      { path: "e", kind: "added", before: null, after: "new" },
    ]);
  });

  it("a creation lists every field as added, a removal every field as removed", () => {
    expect(auditDiff(null, { name: "甲" })).toEqual([{ path: "name", kind: "added", before: null, after: "甲" }]);
    expect(auditDiff({ name: "甲" }, null)).toEqual([{ path: "name", kind: "removed", before: "甲", after: null }]);
    expect(auditDiff({ same: [1, 2] }, { same: [1, 2] })).toEqual([]);
  });

  it("as one text cell: a line per change", () => {
    expect(auditDiffText({ locked: false }, { locked: true, by: "=cmd" })).toBe("locked: false → true\nby: ∅ → =cmd");
  });
});
