import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, callList, invalidateContracts, queryKeyOf, type TDatasOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { rollingRoutes } from "#shared/api/rolling.routes.ts";

export type TOpsRollingPage = TDatasOf<typeof rollingRoutes.opsApplyPage>;
export type TOpsRollingRow = TOpsRollingPage["records"][number];
export type TOpsServicePage = TDatasOf<typeof rollingRoutes.opsServicePage>;
export type TOpsService = TOpsServicePage["records"][number];

const empty = <T,>(pageNo: number) => ({ records: [] as T[], current: pageNo, pages: 0, total: 0 });

export function useOpsRollingApplies(status: number, pageNo: number) {
  const token = useToken();
  const body = { status, pageNo };
  return useQuery({
    queryKey: queryKeyOf(rollingRoutes.opsApplyPage, token, body),
    queryFn: async (): Promise<TOpsRollingPage> => (await callFirst(rollingRoutes.opsApplyPage, body)) ?? empty(pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOpsRollingServices(pageNo: number) {
  const token = useToken();
  const body = { pageNo };
  return useQuery({
    queryKey: queryKeyOf(rollingRoutes.opsServicePage, token, body),
    queryFn: async (): Promise<TOpsServicePage> => (await callFirst(rollingRoutes.opsServicePage, body)) ?? empty(pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useRollingRooms() {
  const token = useToken();
  return useQuery({ queryKey: queryKeyOf(rollingRoutes.opsRooms, token), queryFn: () => callList(rollingRoutes.opsRooms), enabled: token !== null });
}

export interface TServiceDraft {
  id?: number;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  applyEndDate: string;
  status: number;
}

/** The back office's writes on draw services and applications; each refreshes what it changes. */
export function useRollingOps() {
  const queryClient = useQueryClient();
  const applies = () => invalidateContracts(queryClient, [rollingRoutes.opsApplyPage]);
  return {
    saveService: useMutation({
      mutationFn: (d: TServiceDraft) => call(rollingRoutes.opsServiceSave, { ...d, titleEn: d.titleEn || undefined, descriptionEn: d.descriptionEn || undefined }),
      onSuccess: () => invalidateContracts(queryClient, [rollingRoutes.opsServicePage]),
    }),
    accept: useMutation({ mutationFn: (v: { id: number; drawTime: string; roomId: number }) => call(rollingRoutes.opsAccept, v), onSettled: applies }),
    reject: useMutation({ mutationFn: (v: { id: number; reason: string }) => call(rollingRoutes.opsReject, v), onSettled: applies }),
  };
}
