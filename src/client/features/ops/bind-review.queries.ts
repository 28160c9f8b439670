import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, invalidateContracts, queryKeyOf, type TDatasOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { bindRoutes } from "#shared/api/bind.routes.ts";

export type TOpsBindPage = TDatasOf<typeof bindRoutes.opsApplyPage>;
export type TOpsBindRow = TOpsBindPage["records"][number];

/** The binding applications of one review state (waiting ones oldest first). */
export function useOpsBindPage(status: number, pageNo: number) {
  const token = useToken();
  const body = { status, pageNo };
  return useQuery({
    queryKey: queryKeyOf(bindRoutes.opsApplyPage, token, body),
    queryFn: async (): Promise<TOpsBindPage> => (await callFirst(bindRoutes.opsApplyPage, body)) ?? { records: [], current: pageNo, pages: 0, total: 0 },
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** Approve or reject; either refreshes the queue. */
export function useBindReview() {
  const queryClient = useQueryClient();
  const done = () => invalidateContracts(queryClient, [bindRoutes.opsApplyPage]);
  return {
    approve: useMutation({ mutationFn: (id: number) => call(bindRoutes.opsApprove, { id }), onSettled: done }),
    reject: useMutation({ mutationFn: (v: { id: number; reason: string }) => call(bindRoutes.opsReject, v), onSettled: done }),
  };
}
