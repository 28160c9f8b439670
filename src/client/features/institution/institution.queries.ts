import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callFirst, queryKeyOf, type TDatasOf } from "#client/lib/contract-client.ts";
import { institutionRoutes } from "#shared/api/institution.routes.ts";
import { COMPANY_ACTIVITY_PAGE_SIZE, INSTITUTION_PAGE_SIZE } from "#shared/institution/company-homepage.ts";
import { FIN_REPORT_PAGE_SIZE } from "#shared/institution/fin-report-rules.ts";

export type TInstitutionPage = TDatasOf<typeof institutionRoutes.companyPage>;
export type TCompanyActivityPage = TDatasOf<typeof institutionRoutes.companyActivityPage>;
export type TFinReportPage = TDatasOf<typeof institutionRoutes.finReportPage>;
export type TCompanyHomepage = TDatasOf<typeof institutionRoutes.companyDetail>;

const emptyPage = <T,>(pageNo: number) => ({ records: [] as T[], current: pageNo, pages: 0, total: 0 });

/** The directory: one type (or every type) and a keyword, a page of cards. Public: no token in the key. */
export function institutionPageQuery(companyType: number, keyword: string | undefined, pageNo: number) {
  const body = { companyType, keyword, pageNo, pageSize: INSTITUTION_PAGE_SIZE };
  return queryOptions({
    queryKey: queryKeyOf(institutionRoutes.companyPage, null, body),
    queryFn: async (): Promise<TInstitutionPage> => (await callFirst(institutionRoutes.companyPage, body)) ?? emptyPage(pageNo),
    placeholderData: keepPreviousData,
  });
}

/** A company's published homepage; a refusal (400) means there is none, which the page says itself. */
export function companyHomepageQuery(id: number) {
  return queryOptions({
    queryKey: queryKeyOf(institutionRoutes.companyDetail, null, { id }),
    queryFn: async (): Promise<TCompanyHomepage | null> => (await callFirst(institutionRoutes.companyDetail, { id }, { silent: true })) ?? null,
    enabled: id > 0,
    retry: false,
  });
}

export function companyActivityPageQuery(id: number, pageNo: number) {
  const body = { id, pageNo, pageSize: COMPANY_ACTIVITY_PAGE_SIZE };
  return queryOptions({
    queryKey: queryKeyOf(institutionRoutes.companyActivityPage, null, body),
    queryFn: async (): Promise<TCompanyActivityPage> => (await callFirst(institutionRoutes.companyActivityPage, body, { silent: true })) ?? emptyPage(pageNo),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
}

/** Published reports, newest first; of one company when `companyId` is given (a type-8 company's homepage). */
export function finReportPageQuery(pageNo: number, companyId?: number) {
  const body = { pageNo, pageSize: FIN_REPORT_PAGE_SIZE, ...(companyId ? { companyId } : {}) };
  return queryOptions({
    queryKey: queryKeyOf(institutionRoutes.finReportPage, null, body),
    queryFn: async (): Promise<TFinReportPage> => (await callFirst(institutionRoutes.finReportPage, body)) ?? emptyPage(pageNo),
    placeholderData: keepPreviousData,
  });
}

export const useInstitutionPage = (companyType: number, keyword: string | undefined, pageNo: number) => useQuery(institutionPageQuery(companyType, keyword, pageNo));
export const useCompanyHomepage = (id: number) => useQuery(companyHomepageQuery(id));
export const useCompanyActivityPage = (id: number, pageNo: number) => useQuery(companyActivityPageQuery(id, pageNo));
export const useFinReportPage = (pageNo: number, companyId?: number) => useQuery(finReportPageQuery(pageNo, companyId));
