import { describe, expect, it } from "vitest";
import { shownPercent, uploadPercent } from "#shared/upload/progress.ts";
import { resumePoints } from "#shared/upload/chunking.ts";

describe("the upload's progress rule", () => {
  it("counts whole percents, 99 at most until the file is combined", () => {
    expect(uploadPercent(0, 300, false)).toBe(0);
    expect(uploadPercent(123, 300, false)).toBe(41);
    expect(uploadPercent(300, 300, false)).toBe(99);
    expect(uploadPercent(300, 300, true)).toBe(100);
    expect(uploadPercent(10, 0, false)).toBe(0);
    expect(uploadPercent(-5, 300, false)).toBe(0);
  });

  it("never goes back: a cut that loses the last few MB keeps the bar where it was", () => {
    // 41 % of 300 MB shown; the cut loses 6 MB past the last checkpoint: 39 % held
    const before = uploadPercent(123, 300, false);
    const afterCut = uploadPercent(117, 300, false);
    expect(afterCut).toBeLessThan(before);
    expect(shownPercent(before, afterCut)).toBe(41);
    // it moves on once the resumed bytes pass what was shown
    expect(shownPercent(41, uploadPercent(126, 300, false))).toBe(42);
  });
});

describe("where a chunk is recorded as held part-way", () => {
  const MiB = 1024 * 1024;
  it("every step, never closer than a step to the end (every S3 part at least a step long)", () => {
    const points = resumePoints(100 * MiB, 8 * MiB);
    expect(points).toHaveLength(11);
    expect(points[0]).toBe(8 * MiB);
    expect(points.at(-1)).toBe(88 * MiB); // the last stretch is 12 MiB, not 4
    const bounds = [0, ...points, 100 * MiB];
    for (let i = 1; i < bounds.length; i++) expect(bounds[i]! - bounds[i - 1]!).toBeGreaterThanOrEqual(8 * MiB);
  });

  it("none for a chunk shorter than two steps, and within the stretches allowed", () => {
    expect(resumePoints(15 * MiB, 8 * MiB)).toEqual([]);
    expect(resumePoints(16 * MiB, 8 * MiB)).toEqual([8 * MiB]);
    expect(resumePoints(100 * MiB, 8 * MiB, 3)).toEqual([8 * MiB, 16 * MiB]);
    expect(resumePoints(100, 0)).toEqual([]);
  });
});
