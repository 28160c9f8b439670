import { describe, expect, it } from "vitest";
import { MSG_REAL_NAME_CHARS, MSG_REAL_NAME_REQUIRED, MSG_REAL_NAME_TOO_LONG, realNameProblem } from "#shared/identity/real-name.ts";

describe("the real name of real-person verification", () => {
  it.each([
    ["林晓东", null],
    ["  林晓东 ", null],
    ["阿依古丽·买买提", null],
    ["John Smith", null],
    ["", MSG_REAL_NAME_REQUIRED],
    ["   ", MSG_REAL_NAME_REQUIRED],
    ["林".repeat(51), MSG_REAL_NAME_TOO_LONG],
    ["林晓东1", MSG_REAL_NAME_CHARS],
    ["<b>林</b>", MSG_REAL_NAME_CHARS],
  ])("%j → %s", (name, problem) => {
    expect(realNameProblem(name)).toBe(problem);
  });
});
