import { AUTH, PUB, routeGroup } from "./route.ts";

/**
 * The institution directory, the published company homepages (document 4 section 2.7) and the visual
 * financial reports of type-8 companies (their contracts, with schemas, are in institution.contract.ts).
 */
export const institutionRoutes = routeGroup("institution", {
  companyPage: { method: "POST", path: `${PUB}/company/company_page`, access: "pub" },
  companyDetail: { method: "POST", path: `${PUB}/company/company_detail`, access: "pub" },
  companyActivityPage: { method: "POST", path: `${PUB}/company/company_activity_page`, access: "pub" },
  finReportPage: { method: "POST", path: `${PUB}/fin_report/fin_report_page`, access: "pub" },
  myFinReportPage: { method: "POST", path: `${AUTH}/fin_report/my_fin_report_page`, access: "auth" },
  saveFinReport: { method: "POST", path: `${AUTH}/fin_report/save_fin_report`, access: "auth" },
  publishFinReport: { method: "POST", path: `${AUTH}/fin_report/publish_fin_report`, access: "auth" },
  withdrawFinReport: { method: "POST", path: `${AUTH}/fin_report/withdraw_fin_report`, access: "auth" },
  deleteFinReport: { method: "POST", path: `${AUTH}/fin_report/delete_fin_report`, access: "auth" },
});

/** The answers a report write changes (the centre's list and the public list). */
export const FIN_REPORT_READS = [institutionRoutes.myFinReportPage, institutionRoutes.finReportPage] as const;
