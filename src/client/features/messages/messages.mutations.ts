import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, contractRoot, invalidateContracts } from "#client/lib/contract-client.ts";
import { MESSAGE_CONTRACTS } from "#client/lib/realtime.tsx";
import { activityContracts } from "#shared/api/activity.contract.ts";
import { shellContracts } from "#shared/api/shell.contract.ts";

/**
 * message_update_read for the unread messages just shown. The page on screen keeps its labels (the reader
 * sees which were new); the badge and the other cached lists (the home card) catch up.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => call(activityContracts.messageUpdateRead, { ids }, { silent: true }),
    onSuccess: async () => {
      await invalidateContracts(queryClient, [shellContracts.unreadCount]);
      await queryClient.invalidateQueries({ queryKey: contractRoot(activityContracts.messagePage), refetchType: "none" });
    },
  });
}

/** company_message_read_all: every list and the badge refresh. */
export function useReadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => call(activityContracts.companyMessageReadAll),
    onSuccess: () => invalidateContracts(queryClient, MESSAGE_CONTRACTS),
  });
}
