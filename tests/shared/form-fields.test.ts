import { describe, expect, it } from "vitest";
import { zBool, zOptionalBool, zOptionalInt } from "#shared/validation/form-fields.ts";

describe("the spec's booleans in a form body", () => {
  it("zBool takes true/false and 1/0, as text, numbers or booleans, and refuses anything else", () => {
    const b = zBool("bad");
    for (const v of ["true", "TRUE", " true", "1", 1, true]) expect(b.parse(v), String(v)).toBe(true);
    for (const v of ["false", "False", "0", 0, false]) expect(b.parse(v), String(v)).toBe(false);
    for (const v of ["yes", "2", 2, "", undefined, null]) expect(b.safeParse(v).success, String(v)).toBe(false);
    expect(b.safeParse("yes").error?.issues[0]?.message).toBe("bad");
  });

  it("zOptionalBool reads absent, empty and null as undefined", () => {
    const b = zOptionalBool();
    for (const v of [undefined, "", null, "null"]) expect(b.parse(v), String(v)).toBeUndefined();
    expect(b.parse("false")).toBe(false);
    expect(b.parse(1)).toBe(true);
    expect(b.safeParse("x").success).toBe(false);
  });

  it("zOptionalInt keeps to its allowed values", () => {
    const n = zOptionalInt("bad", [1, 3]);
    expect(n.parse("3")).toBe(3);
    expect(n.parse("")).toBeUndefined();
    expect(n.safeParse("2").success).toBe(false);
  });
});
