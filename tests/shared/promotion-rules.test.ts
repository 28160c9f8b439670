import { describe, expect, it } from "vitest";
import { charWidth, posterAvailable, wrapText } from "#shared/promotion/poster-rules.ts";
import { moveScenePhoto, readScenePhotos } from "#shared/materials/scene-photos.ts";

// The poster's rules (document 3 sections 4 and 9) and the scene photos' list handling (section 2.1 item 6).
describe("poster", () => {
  it("is available only once the page is published", () => {
    expect(posterAvailable(0)).toBe(false);
    expect(posterAvailable(1)).toBe(true);
    expect(posterAvailable(2)).toBe(true);
  });
  it("breaks a Chinese title into lines of the given width and cuts the last with an ellipsis", () => {
    expect(wrapText("示例科技股份有限公司业绩说明会", 10, 4)).toEqual(["示例科技股份有限公司", "业绩说明会"]);
    const lines = wrapText("一".repeat(50), 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith("…")).toBe(true);
    expect([...lines[1]!].length).toBeLessThanOrEqual(10);
  });
  it("keeps Latin words whole and counts them narrower", () => {
    expect(charWidth("中")).toBe(1);
    expect(charWidth("a")).toBe(0.5);
    expect(wrapText("2026 Annual Results Briefing", 10, 4)).toEqual(["2026 Annual", "Results Briefing"]);
  });
});

describe("scene photos", () => {
  it("reads the stored list, dropping entries without an image and unknown keys", () => {
    expect(readScenePhotos([{ image: "/files/uploads/a.png", content: "现场", extra: 1 }, { title: "无图" }, { image: 5 }])).toEqual([
      { image: "/files/uploads/a.png", title: undefined, content: "现场", en_content: undefined, width: undefined, height: undefined, time: undefined },
    ]);
    expect(readScenePhotos(undefined)).toEqual([]);
  });
  it("moves a photo from one place to another and ignores moves out of range", () => {
    expect(moveScenePhoto(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveScenePhoto(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveScenePhoto(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });
});
