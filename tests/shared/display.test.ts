import { describe, expect, it } from "vitest";
import {
  BACK_TO_TOP_THRESHOLD_PX,
  ROOT_FONT_BASE_PX,
  ROOT_FONT_MAX_PX,
  ROOT_FONT_MIN_PX,
  SEARCH_MAX_LENGTH,
  exitTarget,
  isGrayApplied,
  isMobileWidth,
  isPastBackToTopThreshold,
  mobileBreakpoint,
  rootFontSizePx,
  searchKeyword,
  sideButtonsVisible,
} from "#shared/shell/display.ts";

describe("gray mode (document 1 section 4.1)", () => {
  it("setting 1 grays the home page only", () => {
    expect(isGrayApplied(1, "/home")).toBe(true);
    expect(isGrayApplied(1, "/home/")).toBe(true);
    expect(isGrayApplied(1, "/")).toBe(true);
    expect(isGrayApplied(1, "/roadshowList")).toBe(false);
    expect(isGrayApplied(1, "/homepage")).toBe(false);
  });

  it("setting 2 grays everything", () => {
    for (const path of ["/home", "/center", "/activityDetails/3", "/"]) expect(isGrayApplied(2, path)).toBe(true);
  });

  it("any other setting grays nothing", () => {
    for (const setting of [0, 3, -1, Number.NaN]) expect(isGrayApplied(setting, "/home")).toBe(false);
  });

  it("ignores a query or hash on the path", () => {
    expect(isGrayApplied(1, "/home?x=1")).toBe(true);
    expect(isGrayApplied(1, "/home#top")).toBe(true);
  });
});

describe("mobile breakpoint (document 1 section 9)", () => {
  it("is 1000 for login type 5 and 1200 otherwise", () => {
    expect(mobileBreakpoint("5")).toBe(1000);
    for (const type of ["0", "1", "2", "4", null]) expect(mobileBreakpoint(type)).toBe(1200);
  });

  it("puts a viewport narrower than the breakpoint in the mobile layout", () => {
    expect(isMobileWidth(1199, "1")).toBe(true);
    expect(isMobileWidth(1200, "1")).toBe(false);
    expect(isMobileWidth(1100, "5")).toBe(false);
    expect(isMobileWidth(999, "5")).toBe(true);
  });
});

describe("root font scaling (document 1 section 9)", () => {
  it("is the base size at the desktop base width and proportional around it", () => {
    expect(rootFontSizePx(1920, false)).toBe(ROOT_FONT_BASE_PX);
    expect(rootFontSizePx(1760, false)).toBe(14.67);
    expect(rootFontSizePx(2160, false)).toBe(18);
  });

  it("stays within the legibility bounds on desktop", () => {
    expect(rootFontSizePx(1200, false)).toBe(ROOT_FONT_MIN_PX);
    expect(rootFontSizePx(3840, false)).toBe(ROOT_FONT_MAX_PX);
  });

  it("is the base size at 375 CSS pixels on mobile (the 750 design at twice the density) and grows with width", () => {
    expect(rootFontSizePx(375, true)).toBe(ROOT_FONT_BASE_PX);
    expect(rootFontSizePx(414, true)).toBe(17.66);
    expect(rootFontSizePx(1000, true)).toBe(ROOT_FONT_MAX_PX);
  });

  it("never shrinks below the 375 clamp on mobile", () => {
    expect(rootFontSizePx(320, true)).toBe(ROOT_FONT_BASE_PX);
    expect(rootFontSizePx(1, true)).toBe(ROOT_FONT_BASE_PX);
  });

  it("gives the base size for an unusable width", () => {
    for (const w of [0, -10, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(rootFontSizePx(w, false)).toBe(ROOT_FONT_BASE_PX);
      expect(rootFontSizePx(w, true)).toBe(ROOT_FONT_BASE_PX);
    }
  });
});

describe("search box (document 1 section 2.2)", () => {
  it("allows 100 characters", () => expect(SEARCH_MAX_LENGTH).toBe(100));

  it("trims and caps the keyword by characters", () => {
    expect(searchKeyword("  茅台 ")).toBe("茅台");
    expect(searchKeyword("a".repeat(150))).toHaveLength(100);
    const emoji = "😀".repeat(120);
    expect(Array.from(searchKeyword(emoji) ?? "")).toHaveLength(100);
  });

  it("gives null when nothing is left to search", () => {
    for (const blank of ["", "   ", null, undefined]) expect(searchKeyword(blank)).toBeNull();
  });
});

describe("fixed side buttons (document 1 section 2.2)", () => {
  it("back-to-top needs a scroll past 400px", () => {
    expect(BACK_TO_TOP_THRESHOLD_PX).toBe(400);
    expect(isPastBackToTopThreshold(400)).toBe(false);
    expect(isPastBackToTopThreshold(401)).toBe(true);
    expect(isPastBackToTopThreshold(0)).toBe(false);
  });

  it("shows the pre-collection shortcut on home only", () => {
    expect(sideButtonsVisible("/home", false, null).preCallQa).toBe(true);
    expect(sideButtonsVisible("/roadshowList", false, null).preCallQa).toBe(false);
  });

  it("shows customer service to logged-in users only", () => {
    expect(sideButtonsVisible("/home", true, "0").customerService).toBe(true);
    expect(sideButtonsVisible("/home", false, null).customerService).toBe(false);
  });

  it("hides the hotline for login type 5 only", () => {
    expect(sideButtonsVisible("/home", true, "5").hotline).toBe(false);
    for (const type of ["0", "1", "2", null]) expect(sideButtonsVisible("/home", type !== null, type).hotline).toBe(true);
  });

  it("always offers back-to-top and the chat-app QR elsewhere", () => {
    expect(sideButtonsVisible("/center", true, "1")).toEqual({
      backToTop: true, preCallQa: false, customerService: true, chatQr: true, hotline: true,
    });
  });

  it("hides them all on recentActivity and preCallQa, with or without a trailing slash", () => {
    const none = { backToTop: false, preCallQa: false, customerService: false, chatQr: false, hotline: false };
    expect(sideButtonsVisible("/recentActivity", true, "1")).toEqual(none);
    expect(sideButtonsVisible("/preCallQa", false, null)).toEqual(none);
    expect(sideButtonsVisible("/preCallQa/", false, null)).toEqual(none);
    expect(sideButtonsVisible("/preCallQa?activityId=3", false, null)).toEqual(none);
  });
});

describe("exit (document 1 section 4.1)", () => {
  it("goes to the root for a login type above 3 and through the provider otherwise", () => {
    expect(exitTarget("4")).toBe("root");
    expect(exitTarget("5")).toBe("root");
    for (const type of ["0", "1", "2", "3"]) expect(exitTarget(type)).toBe("provider");
  });
});
