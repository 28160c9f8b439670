import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callFirst, callList, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import type { TContractOf } from "#shared/api/contract-types.ts";
import { seriesRoutes as r } from "#shared/api/series.routes.ts";
import { bookingRoutes } from "#shared/api/booking.routes.ts";
import { opsRoutes } from "#shared/api/ops.routes.ts";

export type { TSeriesActivity, TSeriesDetail, TSeriesRow } from "#shared/api/series.contract.ts";

/** The back office's collective series: the list, one series, and the supervisor's writes. */

export function useSeriesList() {
  const token = useToken();
  return useQuery({ queryKey: queryKeyOf(r.seriesList, token), queryFn: () => callList(r.seriesList), staleTime: 0 });
}

export function useSeriesDetail(id: number | null) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(r.seriesDetail, token, { id }),
    queryFn: async () => (await callFirst(r.seriesDetail, { id: id ?? 0 })) ?? null,
    enabled: id !== null,
    staleTime: 0,
  });
}

/** What a series write changes: the series reads, the companies' bookable list and the activity search. */
const CHANGED = [r.seriesList, r.seriesDetail, bookingRoutes.bookableActivityList, opsRoutes.activityPage];

function useSeriesWrite<B, T>(send: (body: B) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => invalidateContracts(queryClient, CHANGED) });
}

type TBody<R extends (typeof r)[keyof typeof r]> = TCallBody<TContractOf<R>>;
export const useSeriesSave = () => useSeriesWrite((b: TBody<typeof r.seriesSave>) => callFirst(r.seriesSave, b));
export const useSeriesClose = () => useSeriesWrite((b: TBody<typeof r.seriesClose>) => callFirst(r.seriesClose, b));
export const useSeriesActivitySave = () => useSeriesWrite((b: TBody<typeof r.activitySave>) => callFirst(r.activitySave, b));
