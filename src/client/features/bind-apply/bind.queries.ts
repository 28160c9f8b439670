import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, callList, invalidateContracts, queryKeyOf, type TDatasOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { bindRoutes } from "#shared/api/bind.routes.ts";
import { sessionRoutes } from "#shared/api/session.routes.ts";

export type TBindApplyPage = TDatasOf<typeof bindRoutes.applyPage>;
export type TBindApplyRow = TBindApplyPage["records"][number];
export type TBindCompanyRow = TDatasOf<typeof bindRoutes.companySearch>;

const EMPTY = (pageNo: number): TBindApplyPage => ({ records: [], current: pageNo, pages: 0, total: 0 });

/** The caller's binding applications, newest first (/login/authenticationList). */
export function bindApplyPageQuery(token: string | null, pageNo: number) {
  const body = { pageNo };
  return queryOptions({
    queryKey: queryKeyOf(bindRoutes.applyPage, token, body),
    queryFn: async () => (await callFirst(bindRoutes.applyPage, body)) ?? EMPTY(pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export const useBindApplyPage = (pageNo: number) => useQuery(bindApplyPageQuery(useToken(), pageNo));

/** check_bind_company: 2 bound; read fresh, an operator may just have approved. */
export function useBindStatus() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(sessionRoutes.checkBindCompany, token),
    queryFn: async () => (await callFirst(sessionRoutes.checkBindCompany))?.status ?? 0,
    enabled: token !== null,
    staleTime: 0,
  });
}

/** Companies of a type matching what was typed (code or name). */
export function useBindCompanySearch(companyType: number | null, keyword: string) {
  const token = useToken();
  const body = { companyType: companyType ?? 0, keyword };
  return useQuery({
    queryKey: queryKeyOf(bindRoutes.companySearch, token, body),
    queryFn: () => callList(bindRoutes.companySearch, body),
    enabled: token !== null && companyType !== null,
    placeholderData: keepPreviousData,
  });
}

export interface TBindDraft {
  companyType: number;
  companyId: number;
  applicantName: string;
  letterPath: string;
  letterName: string;
}

export function useApplyBind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: TBindDraft) => call(bindRoutes.applyBind, draft),
    onSuccess: () => invalidateContracts(queryClient, [bindRoutes.applyPage]),
  });
}
