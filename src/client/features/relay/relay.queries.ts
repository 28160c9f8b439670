import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TDiversionApply, TOpsDiversionDetail, TOpsReviewBody } from "#shared/api/relay.contract.ts";
import { relayRoutes } from "#shared/api/relay.routes.ts";
import { sessionRoutes } from "#shared/api/session.routes.ts";

/** The reads a certification step changes: the application, the queue, and the company card's progress. */
const RELAY_READS = [relayRoutes.frontList, relayRoutes.opsPage, relayRoutes.opsDetail, sessionRoutes.companyInfo] as const;

/** The caller's company's current application (diversion_apply_front_list); null when there is none. */
export function useRelayApplication() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(relayRoutes.frontList, token, {}),
    queryFn: async (): Promise<TDiversionApply | null> => (await callFirst(relayRoutes.frontList, {})) ?? null,
  });
}

export interface TMaterialsInput {
  hisId?: number;
  platform: string;
  platformUrl: string;
  companyContacts: string;
  companyPhone: string;
  files: { url: string; name: string }[];
}

export function useSubmitMaterials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TMaterialsInput) =>
      callFirst(relayRoutes.submitInfo, {
        hisId: input.hisId,
        platform: input.platform,
        platformUrl: input.platformUrl,
        companyContacts: input.companyContacts,
        companyPhone: input.companyPhone,
        qualificationPathJson: JSON.stringify(input.files),
      }),
    onSuccess: () => invalidateContracts(queryClient, [...RELAY_READS]),
  });
}

export function useSubmitPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; hisId?: number; tecDocPath: string }) => callFirst(relayRoutes.submitPlan, input),
    onSuccess: () => invalidateContracts(queryClient, [...RELAY_READS]),
  });
}

export function useConfirmTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callFirst(relayRoutes.confirmTest, { id }),
    onSuccess: () => invalidateContracts(queryClient, [...RELAY_READS]),
  });
}

export interface TOpsRelayQuery {
  pageNo: number;
  progress?: number;
  keyword?: string;
}

export const OPS_RELAY_PAGE_SIZE = 10;

/** The back office's queue of current certifications. */
export function useOpsRelayPage(q: TOpsRelayQuery) {
  const token = useToken();
  const body = { pageNo: q.pageNo, pageSize: OPS_RELAY_PAGE_SIZE, progress: q.progress, keyword: q.keyword };
  return useQuery({
    queryKey: queryKeyOf(relayRoutes.opsPage, token, body),
    queryFn: () => callFirst(relayRoutes.opsPage, body),
    placeholderData: keepPreviousData,
  });
}

/** One certification with its history, for the review panel. */
export function useOpsRelayDetail(id: number | null) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(relayRoutes.opsDetail, token, { id: id ?? 0 }),
    queryFn: async (): Promise<TOpsDiversionDetail | null> => (await callFirst(relayRoutes.opsDetail, { id: id! })) ?? null,
    enabled: id !== null,
  });
}

export function useOpsRelayReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOpsReviewBody) => callFirst(relayRoutes.opsReview, body),
    onSuccess: () => invalidateContracts(queryClient, [...RELAY_READS]),
  });
}
