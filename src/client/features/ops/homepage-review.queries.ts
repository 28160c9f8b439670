import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { THomepageChange } from "#shared/api/homepage.contract.ts";
import { homepageRoutes } from "#shared/api/homepage.routes.ts";
import { institutionRoutes } from "#shared/api/institution.routes.ts";
import { opsRoutes } from "#shared/api/ops.routes.ts";

export interface THomepageChangePage {
  records: THomepageChange[];
  current: number;
  pages: number;
  total: number;
}

export const HOMEPAGE_QUEUE_PAGE_SIZE = 10;

/** The operators' queue of homepage changes of one status (pending oldest first). */
export function useHomepageChanges(status: number, pageNo: number) {
  const token = useToken();
  const body = { status, pageNo, pageSize: HOMEPAGE_QUEUE_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(homepageRoutes.opsChangePage, token, body),
    queryFn: async (): Promise<THomepageChangePage> => (await callFirst(homepageRoutes.opsChangePage, body)) ?? { records: [], current: pageNo, pages: 0, total: 0 },
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** Approve (1, publishes) or reject (2, with a reason) one change. */
export function useHomepageReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, auditFailReason }: { id: number; status: 1 | 2; auditFailReason?: string }) => call(homepageRoutes.opsChangeReview, { id, status, auditFailReason }),
    // also after a refusal: "already reviewed" means another operator moved the queue on
    onSettled: () => invalidateContracts(queryClient, [homepageRoutes.opsChangePage, opsRoutes.dashboardCounts, institutionRoutes.companyDetail]),
  });
}
