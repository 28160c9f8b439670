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

  it("shows instants in Beijing time, as the log's time column does, and leaves other strings as they are", () => {
    expect(auditDiff({ at: "2026-11-23T16:30:00.000Z" }, { at: "2026-11-24T01:05:09+00:00" })).toEqual([
      { path: "at", kind: "changed", before: "2026-11-24 00:30:00", after: "2026-11-24 09:05:09" },
    ]);
    expect(auditDiff(null, { day: "2026-11-24", code: "2026-11-24T99:00:00Z", note: "2026-11-24T01:00:00Z 起" })).toEqual([
      { path: "day", kind: "added", before: null, after: "2026-11-24" },
      { path: "code", kind: "added", before: null, after: "2026-11-24T99:00:00Z" },
      { path: "note", kind: "added", before: null, after: "2026-11-24T01:00:00Z 起" },
    ]);
  });

  it("as one text cell: a line per change", () => {
    expect(auditDiffText({ locked: false }, { locked: true, by: "=cmd" })).toBe("locked: false → true\nby: ∅ → =cmd");
  });
});
