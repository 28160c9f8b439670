import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, invalidateContracts } from "#client/lib/contract-client.ts";
import { activityContracts, DISTRIBUTION_READS } from "#shared/api/activity.contract.ts";

/** submit_pv_uv from the details page; the details and the home card's rows refetch. */
export function useSubmitDistributionPv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; pvNum: string }) => call(activityContracts.submitPvUv, input),
    onSuccess: () => invalidateContracts(queryClient, DISTRIBUTION_READS),
  });
}
