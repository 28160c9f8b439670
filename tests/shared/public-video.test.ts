import { SUPERVISOR_ONLY_MESSAGE, supervisorRefusal } from "#shared/activity/ops-roles.ts";
import { publicVideoRoutes } from "#shared/api/public-video.routes.ts";
import { describe, expect, it } from "vitest";
import {
  isVideoNavType,
  isVisitorUuid,
  publicVideoIsVisible,
  videoCategoryDictionary,
  videoTitleFor,
  viewCountText,
} from "#shared/video/public-video.ts";

const at = new Date("2026-11-23T02:00:00Z");

describe("the public video library's rules", () => {
  it("shows a video only when published and its publish time has come", () => {
    expect(publicVideoIsVisible(1, "2026-11-23T01:59:59Z", at)).toBe(true);
    expect(publicVideoIsVisible(1, at, at)).toBe(true);
    expect(publicVideoIsVisible(1, "2026-11-23T02:00:01Z", at)).toBe(false);
    expect(publicVideoIsVisible(0, "2026-11-01T00:00:00Z", at)).toBe(false);
    expect(publicVideoIsVisible(1, null, at)).toBe(false);
    expect(publicVideoIsVisible(1, "not a date", at)).toBe(false);
  });

  it("knows its two channels and their dictionaries", () => {
    expect(["nav4", "nav5", "nav1", "", null].map(isVideoNavType)).toEqual([true, true, false, false, false]);
    expect(videoCategoryDictionary("nav5")).toBe("videoCategory.nav5");
  });

  it("leaves deleting to a supervisor", () => {
    const refusals = (["supervisor", "operator", null] as const).map((role) => supervisorRefusal(publicVideoRoutes.opsLibraryDelete, role));
    expect(refusals).toEqual([null, SUPERVISOR_ONLY_MESSAGE, SUPERVISOR_ONLY_MESSAGE]);
    expect(supervisorRefusal(publicVideoRoutes.opsLibraryPublish, "operator")).toBeNull();
  });

  it("words titles and view counts", () => {
    expect(videoTitleFor({ title: "标题", titleEn: "Title" }, true)).toBe("Title");
    expect(videoTitleFor({ title: "标题", titleEn: null }, true)).toBe("标题");
    expect(videoTitleFor({ title: "标题", titleEn: "Title" }, false)).toBe("标题");
    expect([viewCountText(9_999, false), viewCountText(12_860, false), viewCountText(12_860, true), viewCountText(30_000, false)]).toEqual(["9999", "1.2万", "12.8k", "3万"]);
  });

  it("accepts a browser's uuid as a visitor id and nothing odd", () => {
    expect(isVisitorUuid("3b241101-e2bb-4255-8caf-4136c566a962")).toBe(true);
    expect(["short", "a b c d e f g", "x".repeat(65), "<script>alert(1)</script>"].map(isVisitorUuid)).toEqual([false, false, false, false]);
  });
});
