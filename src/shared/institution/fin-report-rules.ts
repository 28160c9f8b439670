import { outcomeTable } from "../outcome/outcome.ts";

/**
 * Visual financial reports (document 4 section 2.7, "/finReportList: visual financial reports published by
 * type-8 companies"; document 1 section 2.4, tab 10). A report is a draft until its company publishes it,
 * and a withdrawn report is a draft again: only published ones, and their files, are public.
 */

export const FinReportStatus = { draft: 0, published: 1, withdrawn: 2 } as const;
export type TFinReportStatus = (typeof FinReportStatus)[keyof typeof FinReportStatus];

export const FIN_REPORT_TITLE_MAX = 100;
export const FIN_REPORT_PERIOD_MAX = 30;
/** Reports per page on /finReportList and in the enterprise centre's tab. */
export const FIN_REPORT_PAGE_SIZE = 12;

export const FinReportMsg = {
  notFound: "财报不存在",
  titleRequired: "请输入财报标题",
  titleTooLong: "财报标题不能超过100个字符",
  periodRequired: "请输入报告期",
  periodTooLong: "报告期不能超过30个字符",
  coverRequired: "请上传财报封面",
  coverMissing: "封面图片不存在，请重新上传",
  pdfRequired: "请上传财报PDF文件",
  pdfMissing: "PDF文件不存在，请重新上传",
  alreadyPublished: "财报已发布",
  notPublished: "财报未发布，无需撤回",
  publishedLocked: "已发布的财报不能修改或删除，请先撤回",
  badId: "财报编号不正确",
} as const;
export const FinReportOutcome = outcomeTable("finReport", FinReportMsg);

export interface TFinReportCompany {
  companyType: number;
  isOpenExplanation: boolean;
}
export interface TFinReportUser {
  companyUserRole: number;
  isBookingEnable: boolean;
}

/**
 * Tab 10 rule (document 1 section 2.4): a type-8 company open for explanation, and a user who is its admin
 * or holds the booking permission. The same rule shows the tab and lets the server accept the report calls.
 */
export function canManageFinReports(company: TFinReportCompany, user: TFinReportUser): boolean {
  const reportUser = user.companyUserRole === 1 || user.isBookingEnable;
  return reportUser && company.isOpenExplanation && company.companyType === 8;
}

/** Whether a report is on the public site. */
export function isFinReportPublic(status: number): boolean {
  return status === FinReportStatus.published;
}

/** Publish: a draft or a withdrawn report. */
export function publishRefusal(status: number) {
  return status === FinReportStatus.published ? FinReportOutcome.alreadyPublished : null;
}

/** Withdraw: a published report only. */
export function withdrawRefusal(status: number) {
  return status === FinReportStatus.published ? null : FinReportOutcome.notPublished;
}

/** Edit or delete: not while published (withdraw first, so the public never sees a half-edited report). */
export function editRefusal(status: number) {
  return status === FinReportStatus.published ? FinReportOutcome.publishedLocked : null;
}

/**
 * The PDF viewer's source rule (/pending/pdfView?url=): only a PDF from this portal's own storage, as a
 * path on this origin: "/files/uploads/…/x.pdf" or "/api/files/…", optionally with the signature of a
 * not-yet-public file (exp, sig). Anything else (another site, a protocol-relative or encoded address, a
 * traversal, another type) is null, so the viewer can never be pointed at an arbitrary document.
 * Answers the address to fetch (always under /api/files/).
 */
export function pdfViewerSource(url: string | undefined | null): string | null {
  if (!url) return null;
  const m = /^(?:\/api)?\/files\/(uploads\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.pdf)(\?exp=\d{1,12}&sig=[A-Za-z0-9_-]{20,100})?$/.exec(url.trim());
  if (!m) return null;
  return `/api/files/${m[1]}${m[2] ?? ""}`;
}
