import { describe, expect, it } from "vitest";
import {
  BannerTarget,
  ContentMsg,
  ContentOutcome,
  agreementPageKey,
  bannerHref,
  bannerTargetRefusal,
  isBannerLive,
  isContentImage,
  isLessonUrl,
  subjectPagePath,
  subjectPublishRefusal,
  subjectPublishTestRefusal,
  subjectVisibility,
  windowRefusal,
} from "#shared/content/site-content.ts";
import { MAINTENANCE_OUTCOME, isRefusedInMaintenance, maintenanceRedirect } from "#shared/content/maintenance.ts";

const at = new Date("2026-11-25T02:00:00Z");

describe("banners", () => {
  it("show when enabled and inside their window", () => {
    expect(isBannerLive({ status: 1, startAt: null, endAt: null }, at)).toBe(true);
    expect(isBannerLive({ status: 0, startAt: null, endAt: null }, at)).toBe(false);
    expect(isBannerLive({ status: 1, startAt: "2026-11-26T00:00:00Z", endAt: null }, at)).toBe(false);
    expect(isBannerLive({ status: 1, startAt: null, endAt: at }, at)).toBe(false);
  });
  it("name what their target needs, and lead there", () => {
    expect(bannerTargetRefusal({ targetType: BannerTarget.activity })).toBe(ContentMsg.targetActivityRequired);
    expect(bannerTargetRefusal({ targetType: BannerTarget.link, targetUrl: "javascript:alert(1)" })).toBe(ContentMsg.targetLinkInvalid);
    expect(bannerTargetRefusal({ targetType: 7 })).toBe(ContentMsg.targetInvalid);
    expect(bannerTargetRefusal({ targetType: BannerTarget.subject, targetId: 3 })).toBeNull();
    expect(bannerHref({ targetType: 2, targetId: 3, targetUrl: null })).toEqual({ href: "/event/3", external: false });
    expect(bannerHref({ targetType: 3, targetId: null, targetUrl: "https://a.example/" })).toEqual({ href: "https://a.example/", external: true });
    expect(windowRefusal(at, at)).toBe(ContentMsg.windowInvalid);
  });
  it("take images only from uploads, the portal's own files or https", () => {
    expect(isContentImage("/files/uploads/a.png")).toBe(true);
    expect(isContentImage("/static/content/banner-1.svg")).toBe(true);
    expect(isContentImage("https://cdn.example/a.png")).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:image/png;base64,AA", "/files/../secret", "http://a/b.png", "/etc/passwd", '/files/a" onerror="x'])
      expect(isContentImage(bad), bad).toBe(false);
    expect(isLessonUrl("/api/docs/guide-single.pdf")).toBe(true);
    expect(isLessonUrl("/api/other")).toBe(false);
  });
});

describe("subject pages", () => {
  it("are public once (test-)published, a preview with the code, missing otherwise", () => {
    expect(subjectVisibility({ pubStatus: 2, testCode: null }, undefined)).toBe("public");
    expect(subjectVisibility({ pubStatus: 0, testCode: "ABC123" }, "ABC123")).toBe("preview");
    expect(subjectVisibility({ pubStatus: 0, testCode: "ABC123" }, "abc123")).toBeNull();
    expect(subjectVisibility({ pubStatus: 0, testCode: null }, "")).toBeNull();
  });
  it("publish as a test once, formally once", () => {
    expect(subjectPublishTestRefusal({ pubStatus: 0 })).toBeNull();
    expect(subjectPublishTestRefusal({ pubStatus: 1 })).toBe(ContentMsg.alreadyTestPublished);
    expect(subjectPublishRefusal({ pubStatus: 1 })).toBeNull();
    expect(subjectPublishRefusal({ pubStatus: 2 })).toBe(ContentMsg.alreadyPublished);
    expect(subjectPagePath({ id: 4, pubStatus: 1, testCode: "X1" })).toBe("/event/4/X1");
    expect(subjectPagePath({ id: 4, pubStatus: 2, testCode: "X1" })).toBe("/event/4");
  });
  it("agreement pages by routeType", () => {
    expect([agreementPageKey(2), agreementPageKey(3), agreementPageKey(4), agreementPageKey(undefined)]).toEqual(["serviceDeclaration", "serviceProtocol", null, null]);
  });
});

describe("maintenance mode", () => {
  it("refuses public and personal calls of non-operators, but not the shell's, the page's own text or the back office", () => {
    const pub = "/base-service/api/pub/v1";
    expect(isRefusedInMaintenance({ path: `${pub}/index/banner_list`, isOperator: false })).toBe(true);
    expect(isRefusedInMaintenance({ path: "/base-service/api/auth/v1/company/info", isOperator: false })).toBe(true);
    expect(isRefusedInMaintenance({ path: `${pub}/index/banner_list`, isOperator: true })).toBe(false);
    expect(isRefusedInMaintenance({ path: `${pub}/system/public_settings?x=1`, isOperator: false })).toBe(false);
    expect(isRefusedInMaintenance({ path: "/base-service/api/ops/v1/content/banner_list", isOperator: false })).toBe(false);
    expect(isRefusedInMaintenance({ path: `${pub}/site_page/page_detail`, isOperator: false, pageKey: "systemMaintenance" })).toBe(false);
    expect(isRefusedInMaintenance({ path: `${pub}/site_page/page_detail`, isOperator: false, pageKey: "aboutUs" })).toBe(true);
  });
  it("sends pages to /SystemMaintenance except the back office and operators", () => {
    expect(maintenanceRedirect("/home", true, false)).toBe("/SystemMaintenance");
    expect(maintenanceRedirect("/home", true, true)).toBeNull();
    expect(maintenanceRedirect("/ops/content", true, false)).toBeNull();
    expect(maintenanceRedirect("/home", false, false)).toBeNull();
    expect(MAINTENANCE_OUTCOME).toBe(ContentOutcome.maintenance.code);
  });
});
