import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, contractRoot, invalidateContracts } from "#client/lib/contract-client.ts";
import { MESSAGE_CONTRACTS } from "#client/lib/realtime.tsx";
import { activityRoutes } from "#shared/api/activity.routes.ts";
import { shellRoutes } from "#shared/api/shell.routes.ts";

/**
 * message_update_read for the unread messages just shown. The page on screen keeps its labels (the reader
 * sees which were new); the badge and the other cached lists (the home card) catch up.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => call(activityRoutes.messageUpdateRead, { ids }, { silent: true }),
    onSuccess: async () => {
      await invalidateContracts(queryClient, [shellRoutes.unreadCount]);
      await queryClient.invalidateQueries({ queryKey: contractRoot(activityRoutes.messagePage), refetchType: "none" });
    },
  });
}

/** company_message_read_all: every list and the badge refresh. */
export function useReadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => call(activityRoutes.companyMessageReadAll),
    onSuccess: () => invalidateContracts(queryClient, MESSAGE_CONTRACTS),
  });
}
