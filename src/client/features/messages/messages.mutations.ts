import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, contractRoot, invalidateContracts } from "#client/lib/contract-client.ts";
import { MESSAGE_CONTRACTS } from "#client/lib/realtime.tsx";
import { activityRoutes } from "#shared/api/activity.routes.ts";
import { shellRoutes } from "#shared/api/shell.routes.ts";
import type { TMessagePage } from "#client/features/messages/messages.queries.ts";

/**
 * message_update_read for the unread messages just shown. The cached pages say 已读 for them at once, so the
 * rows agree with the badge (the page marks the ones new on this visit itself); the badge and the other
 * cached lists (the home card) catch up.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => call(activityRoutes.messageUpdateRead, { ids }, { silent: true }),
    onSuccess: async (_answer, ids) => {
      const read = new Set(ids);
      queryClient.setQueriesData<TMessagePage>({ queryKey: contractRoot(activityRoutes.messagePage) }, (page) =>
        page ? { ...page, records: page.records.map((m) => (read.has(m.id) ? { ...m, status: 1 } : m)) } : page,
      );
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
