import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, invalidateContracts, queryKeyOf, type TDatasOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { rollingRoutes } from "#shared/api/rolling.routes.ts";
import type { TContact } from "#shared/booking/contacts.ts";
import { contactsToArrays } from "#shared/booking/contacts.ts";

export type TRollingServicePage = TDatasOf<typeof rollingRoutes.rollingPage>;
export type TRollingServiceRow = TRollingServicePage["records"][number];
export type TRollingService = TDatasOf<typeof rollingRoutes.serviceDetail>;
export type TRollingApply = TDatasOf<typeof rollingRoutes.applyDetail>;
export type TRollingApplyPage = TDatasOf<typeof rollingRoutes.myApplyPage>;

const emptyPage = <T,>(pageNo: number) => ({ records: [] as T[], current: pageNo, pages: 0, total: 0 });

/** The draw services open for application, each with the company's latest application (/rolling). */
export function rollingPageQuery(token: string | null, pageNo: number) {
  const body = { pageNo };
  return queryOptions({
    queryKey: queryKeyOf(rollingRoutes.rollingPage, token, body),
    queryFn: async (): Promise<TRollingServicePage> => (await callFirst(rollingRoutes.rollingPage, body)) ?? emptyPage(pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function myRollingApplyPageQuery(token: string | null, pageNo: number) {
  const body = { pageNo };
  return queryOptions({
    queryKey: queryKeyOf(rollingRoutes.myApplyPage, token, body),
    queryFn: async (): Promise<TRollingApplyPage> => (await callFirst(rollingRoutes.myApplyPage, body)) ?? emptyPage(pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** One service, for the form (/addRolling/{id}); loaded by the route's loader. */
export function rollingServiceQuery(token: string | null, id: number) {
  const body = { id };
  return queryOptions({
    queryKey: queryKeyOf(rollingRoutes.serviceDetail, token, body),
    queryFn: async () => (await callFirst(rollingRoutes.serviceDetail, body)) ?? null,
    enabled: token !== null && id > 0,
  });
}

/** One of the company's applications (/addRollingDetail/{id}); read fresh, the review may just have happened. */
export function rollingApplyQuery(token: string | null, id: number) {
  const body = { id };
  return queryOptions({
    queryKey: queryKeyOf(rollingRoutes.applyDetail, token, body),
    queryFn: async () => (await callFirst(rollingRoutes.applyDetail, body)) ?? null,
    enabled: token !== null && id > 0,
    staleTime: 0,
  });
}

export const useRollingPage = (pageNo: number) => useQuery(rollingPageQuery(useToken(), pageNo));
export const useMyRollingApplies = (pageNo: number) => useQuery(myRollingApplyPageQuery(useToken(), pageNo));
export const useRollingService = (id: number) => useQuery(rollingServiceQuery(useToken(), id));
export const useRollingApply = (id: number) => useQuery(rollingApplyQuery(useToken(), id));

export interface TRollingDraft {
  serviceId: number;
  companyFullName: string;
  stockCode: string;
  issueType: number;
  preferredDate: string;
  contacts: TContact[];
  announcementPath: string;
  announcementName: string;
}

export function useApplyRolling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contacts, ...rest }: TRollingDraft) => call(rollingRoutes.apply, { ...rest, ...contactsToArrays(contacts) }),
    onSuccess: () => invalidateContracts(queryClient, [rollingRoutes.rollingPage, rollingRoutes.myApplyPage]),
  });
}
