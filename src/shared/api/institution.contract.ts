import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { institutionRoutes } from "./institution.routes.ts";
import { toPlainText } from "../text/plain-text.ts";
import { zInt, zOptionalInt, zOptionalText, zText } from "../validation/form-fields.ts";
import { InstitutionMsg, INSTITUTION_PAGE_SIZE, COMPANY_ACTIVITY_PAGE_SIZE } from "../institution/company-homepage.ts";
import { ZCompanyIntro } from "../institution/company-intro.ts";
import { FIN_REPORT_PAGE_SIZE, FIN_REPORT_PERIOD_MAX, FIN_REPORT_TITLE_MAX, FinReportMsg } from "../institution/fin-report-rules.ts";

/** Largest id a row can have (PostgreSQL integer); a larger one is refused before any query runs. */
const ID_MAX = 2_147_483_647;
const zId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= ID_MAX, { error: message });
const zPageNo = zInt("页码不正确").default(1).refine((n) => n >= 1 && n <= 100_000, { error: "页码不正确" });
const zPageSize = (fallback: number) => zInt("每页条数不正确").default(fallback).refine((n) => n >= 1 && n <= 50, { error: "每页条数不正确" });

/** A card of the institution directory. */
export const ZInstitutionCard = z.object({
  id: z.number(),
  shortName: z.string(),
  fullName: z.string(),
  enShortName: z.string().nullable(),
  enFullName: z.string().nullable(),
  stockCode: z.string().nullable(),
  companyType: z.number(),
  companyTypeText: z.string(),
  miniLogoPath: z.string().nullable(),
  logoPath: z.string().nullable(),
});
export type TInstitutionCard = z.infer<typeof ZInstitutionCard>;

/** The published company homepage (document 3 section 3, "Company homepage"), with the company's names. */
export const ZCompanyHomepage = ZInstitutionCard.extend({
  logoVectorPath: z.string().nullable(),
  companyIntroJson: ZCompanyIntro,
  publishTime: z.string(),
});
export type TCompanyHomepage = z.infer<typeof ZCompanyHomepage>;

/** A published activity of the company, as its homepage lists it. */
export const ZCompanyActivityCard = z.object({
  id: z.number(),
  title: z.string(),
  enTitle: z.string().nullable(),
  activityType: z.number(),
  isMulti: z.boolean(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.number().describe("1 not started, 2 in progress, 3 ended"),
});
export type TCompanyActivityCard = z.infer<typeof ZCompanyActivityCard>;

export const ZCompanyPageBody = z.object({
  companyType: zOptionalInt(InstitutionMsg.badType),
  keyword: zOptionalText(100, InstitutionMsg.keywordTooLong),
  pageNo: zPageNo,
  pageSize: zPageSize(INSTITUTION_PAGE_SIZE),
});

export const ZCompanyIdBody = z.object({ id: zId(InstitutionMsg.badId) });
export const ZCompanyActivityPageBody = ZCompanyIdBody.extend({ pageNo: zPageNo, pageSize: zPageSize(COMPANY_ACTIVITY_PAGE_SIZE) });

/** A published report on the public list. */
export const ZPublicFinReport = z.object({
  id: z.number(),
  title: z.string(),
  period: z.string(),
  coverPath: z.string(),
  pdfPath: z.string(),
  companyId: z.number(),
  companyShortName: z.string(),
  companyEnShortName: z.string().nullable(),
  publishTime: z.string(),
});
export type TPublicFinReport = z.infer<typeof ZPublicFinReport>;

/** A report in its company's tab: any status; unpublished files come as short-lived signed addresses. */
export const ZFinReport = ZPublicFinReport.extend({
  status: z.number().describe("0 draft, 1 published, 2 withdrawn"),
  publishTime: z.string().nullable(),
  crtTime: z.string(),
  updTime: z.string(),
});
export type TFinReport = z.infer<typeof ZFinReport>;

export const ZFinReportPageBody = z.object({
  keyword: zOptionalText(100, InstitutionMsg.keywordTooLong),
  companyId: zOptionalInt(InstitutionMsg.badId).refine((n) => n === undefined || (n >= 1 && n <= ID_MAX), { error: InstitutionMsg.badId }),
  pageNo: zPageNo,
  pageSize: zPageSize(FIN_REPORT_PAGE_SIZE),
});
export const ZMyFinReportPageBody = z.object({ pageNo: zPageNo, pageSize: zPageSize(FIN_REPORT_PAGE_SIZE) });

/** Shown as text on the public site: stored as plain text (no markup), and nothing left is as good as empty. */
const plain = (text: z.ZodType<string>, emptyMessage: string) => text.transform(toPlainText).pipe(z.string().min(1, { error: emptyMessage }));

export const ZSaveFinReportBody = z.object({
  /** absent: a new draft; present: edits the company's own unpublished report */
  id: z.preprocess((v) => (v === "" || v === null ? undefined : v), zId(FinReportMsg.badId).optional()),
  title: plain(zText(FinReportMsg.titleRequired, FIN_REPORT_TITLE_MAX, FinReportMsg.titleTooLong), FinReportMsg.titleRequired),
  period: plain(zText(FinReportMsg.periodRequired, FIN_REPORT_PERIOD_MAX, FinReportMsg.periodTooLong), FinReportMsg.periodRequired),
  coverPath: zText(FinReportMsg.coverRequired, 300, FinReportMsg.coverMissing).describe("filePath from upload_img"),
  pdfPath: zText(FinReportMsg.pdfRequired, 300, FinReportMsg.pdfMissing).describe("filePath from upload_file (a pdf)"),
});
export type TSaveFinReportBody = z.infer<typeof ZSaveFinReportBody>;

export const ZFinReportIdBody = z.object({ id: zId(FinReportMsg.badId) });

export const institutionContracts = contractGroup("institution", {
  companyPage: defineContract({
    ...institutionRoutes.companyPage, tag: "institution",
    summary: "Companies with a published homepage, by type (686868 or none: all) and keyword (name, short name, stock code)",
    body: ZCompanyPageBody, datas: ZPageOf(ZInstitutionCard),
  }),
  companyDetail: defineContract({
    ...institutionRoutes.companyDetail, tag: "institution",
    summary: "A company's published homepage; a company without one answers as a missing one (机构不存在)",
    body: ZCompanyIdBody, datas: ZCompanyHomepage,
  }),
  companyActivityPage: defineContract({
    ...institutionRoutes.companyActivityPage, tag: "institution",
    summary: "The published, unrestricted activities a company takes part in, newest first",
    body: ZCompanyActivityPageBody, datas: ZPageOf(ZCompanyActivityCard),
  }),
  finReportPage: defineContract({
    ...institutionRoutes.finReportPage, tag: "institution",
    summary: "Published visual financial reports, newest first", body: ZFinReportPageBody, datas: ZPageOf(ZPublicFinReport),
  }),
  myFinReportPage: defineContract({
    ...institutionRoutes.myFinReportPage, tag: "institution",
    summary: "The caller's company's reports in every status (type-8 companies, tab 10 users)", body: ZMyFinReportPageBody, datas: ZPageOf(ZFinReport),
  }),
  saveFinReport: defineContract({
    ...institutionRoutes.saveFinReport, tag: "institution",
    summary: "Creates a draft report or edits an unpublished one", body: ZSaveFinReportBody, datas: ZFinReport,
  }),
  publishFinReport: defineContract({
    ...institutionRoutes.publishFinReport, tag: "institution",
    summary: "Publishes a draft or withdrawn report", body: ZFinReportIdBody, datas: ZFinReport,
  }),
  withdrawFinReport: defineContract({
    ...institutionRoutes.withdrawFinReport, tag: "institution",
    summary: "Withdraws a published report: off the public list, its files no longer public", body: ZFinReportIdBody, datas: ZFinReport,
  }),
  deleteFinReport: defineContract({
    ...institutionRoutes.deleteFinReport, tag: "institution",
    summary: "Deletes an unpublished report", body: ZFinReportIdBody, datas: z.object({ id: z.number() }),
  }),
});
