import { describe, expect, it } from "vitest";
import { ALL_COMPANY_TYPES, directoryTypeFilter, introForLocale } from "#shared/institution/company-homepage.ts";
import { readCompanyIntro } from "#shared/institution/company-intro.ts";
import { canManageFinReports, editRefusal, FinReportOutcome, FinReportStatus, pdfViewerSource, publishRefusal, withdrawRefusal } from "#shared/institution/fin-report-rules.ts";

describe("the institution directory's type filter", () => {
  it("reads 686868 and nothing as every type, a known type as itself, anything else as a refusal", () => {
    expect(directoryTypeFilter(ALL_COMPANY_TYPES)).toBe("all");
    expect(directoryTypeFilter(undefined)).toBe("all");
    expect(directoryTypeFilter(8)).toBe(8);
    expect(directoryTypeFilter(7)).toBeNull();
    expect(directoryTypeFilter(0)).toBeNull();
  });
});

describe("the homepage introduction by locale", () => {
  const intro = { gsfc_intro: "<p>中文</p>", gsfc_intro_en: "<p>English</p>", gsfc_intro_en_show: true };
  it("is English in en-US only when shown and written", () => {
    expect(introForLocale(intro, "en-US")).toEqual({ html: "<p>English</p>", lang: "en" });
    expect(introForLocale(intro, "zh-CN")).toEqual({ html: "<p>中文</p>", lang: "zh" });
    expect(introForLocale({ ...intro, gsfc_intro_en_show: false }, "en-US").lang).toBe("zh");
    expect(introForLocale({ ...intro, gsfc_intro_en: "  " }, "en-US").lang).toBe("zh");
  });
  it("reads a malformed stored intro as empty rather than failing", () => {
    expect(readCompanyIntro({ gsfc_pics: "nope" })).toMatchObject({ gsfc_intro: "", gsfc_pics: [] });
    expect(readCompanyIntro(null).cloud_video).toEqual([]);
  });
});

describe("visual financial report rules", () => {
  it("tab 10: a type-8 company open for explanation, its admin or a booking member", () => {
    const company = { companyType: 8, isOpenExplanation: true };
    expect(canManageFinReports(company, { companyUserRole: 1, isBookingEnable: false })).toBe(true);
    expect(canManageFinReports(company, { companyUserRole: 2, isBookingEnable: true })).toBe(true);
    expect(canManageFinReports(company, { companyUserRole: 2, isBookingEnable: false })).toBe(false);
    expect(canManageFinReports({ ...company, isOpenExplanation: false }, { companyUserRole: 1, isBookingEnable: true })).toBe(false);
    expect(canManageFinReports({ ...company, companyType: 1 }, { companyUserRole: 1, isBookingEnable: true })).toBe(false);
  });

  it("publish from draft or withdrawn, withdraw from published, edit only when not published", () => {
    expect(publishRefusal(FinReportStatus.draft)).toBeNull();
    expect(publishRefusal(FinReportStatus.withdrawn)).toBeNull();
    expect(publishRefusal(FinReportStatus.published)).toBe(FinReportOutcome.alreadyPublished);
    expect(withdrawRefusal(FinReportStatus.published)).toBeNull();
    expect(withdrawRefusal(FinReportStatus.draft)).toBe(FinReportOutcome.notPublished);
    expect(editRefusal(FinReportStatus.published)).toBe(FinReportOutcome.publishedLocked);
    expect(editRefusal(FinReportStatus.withdrawn)).toBeNull();
  });

  it("the PDF viewer opens only this portal's stored PDFs", () => {
    expect(pdfViewerSource("/files/uploads/2026/11/a-b_c.pdf")).toBe("/api/files/uploads/2026/11/a-b_c.pdf");
    expect(pdfViewerSource("/api/files/uploads/demo/fin-report-1.pdf")).toBe("/api/files/uploads/demo/fin-report-1.pdf");
    const signed = "/files/uploads/2026/11/x.pdf?exp=1795700000&sig=abcdefghijklmnopqrstuvwxyz_-0123";
    expect(pdfViewerSource(signed)).toBe(`/api${signed}`);
    for (const bad of [
      "https://evil.example/x.pdf",
      "//evil.example/files/uploads/x.pdf",
      "/files/uploads/../secret.pdf",
      "/files/uploads/x.png",
      "/files/videos/x.pdf",
      "/files/uploads/x.pdf?next=https://evil.example",
      "/files/uploads/x.pdf#x",
      "javascript:alert(1)//.pdf",
      "/files/uploads/%2e%2e/x.pdf",
      "",
      null,
    ]) {
      expect(pdfViewerSource(bad), String(bad)).toBeNull();
    }
  });
});
