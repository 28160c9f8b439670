import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postForm } from "#client/lib/api.ts";
import { useToken } from "#client/lib/session.ts";
import { distributionKeys } from "#client/features/distribution/distribution.queries.ts";

/** submit_pv_uv from the details page; the details and the home card's rows refetch (one key root). */
export function useSubmitDistributionPv() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: async (input: { id: number; pvNum: string }) => postForm("auth/v1/activity_distribute/submit_pv_uv", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributionKeys.root(token) }),
  });
}
