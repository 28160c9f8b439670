import { describe, expect, it } from "vitest";
import { firstPaintActivityId } from "#shared/shell/first-paint.ts";
import { localeCookieText, localeOfCookieHeader } from "#shared/shell/locale.ts";
import { rootFontSizeCss } from "#shared/shell/display.ts";

describe("first paint rules", () => {
  it("names the activity of /activityDetails/{id} only", () => {
    expect(firstPaintActivityId("/activityDetails/18")).toBe(18);
    expect(firstPaintActivityId("/activityDetails/18/")).toBe(18);
    for (const path of ["/activityDetails/18/code", "/activityDetails/", "/activityDetails/1234567890", "/mobileDetails/18", "/activityDetails/-1"]) {
      expect(firstPaintActivityId(path), path).toBeNull();
    }
  });

  it("reads the language cookie, and the source language for anything else", () => {
    expect(localeOfCookieHeader("lang=en-US")).toBe("en-US");
    expect(localeOfCookieHeader("a=1; lang=en-US; b=2")).toBe("en-US");
    for (const header of [undefined, "", "lang=fr-FR", "lang=", "xlang=en-US", "language=en-US"]) expect(localeOfCookieHeader(header), header).toBe("zh-CN");
  });

  it("reads back what the client writes", () => {
    expect(localeOfCookieHeader(localeCookieText("en-US").split(";")[0])).toBe("en-US");
    expect(localeCookieText("zh-CN")).toBe("lang=zh-CN; path=/; max-age=31536000; samesite=lax");
  });

  it("sizes the root font in CSS with the proportions of rootFontSizePx: 16px at 375 on phones, 16px at 1920 on desktops", () => {
    expect(rootFontSizeCss()).toBe(
      "html{font-size:clamp(14px, calc(max(100vw, 375px) * 0.042667), 20px)}@media (min-width:1200px){html{font-size:clamp(14px, calc(100vw * 0.008333), 20px)}}",
    );
  });
});
