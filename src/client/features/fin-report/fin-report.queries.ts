import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callFirst, queryKeyOf, type TDatasOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { institutionRoutes } from "#shared/api/institution.routes.ts";
import { FIN_REPORT_PAGE_SIZE } from "#shared/institution/fin-report-rules.ts";

export type TMyFinReportPage = TDatasOf<typeof institutionRoutes.myFinReportPage>;
export type TMyFinReport = TMyFinReportPage["records"][number];

/** The company's own reports in every status (tab 10); unpublished files come as signed addresses. */
export function myFinReportPageQuery(token: string | null, pageNo: number) {
  const body = { pageNo, pageSize: FIN_REPORT_PAGE_SIZE };
  return queryOptions({
    queryKey: queryKeyOf(institutionRoutes.myFinReportPage, token, body),
    queryFn: async (): Promise<TMyFinReportPage> => (await callFirst(institutionRoutes.myFinReportPage, body)) ?? { records: [], current: pageNo, pages: 0, total: 0 },
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useMyFinReportPage(pageNo: number) {
  return useQuery(myFinReportPageQuery(useToken(), pageNo));
}
