import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postForm } from "#client/lib/api.ts";
import { MESSAGE_QUERY_ROOT } from "#client/lib/realtime.tsx";
import { messageKeys } from "#client/features/messages/messages.queries.ts";

/**
 * message_update_read for the unread messages just shown. The page on screen keeps its labels (the reader
 * sees which were new); the badge and the other cached lists (the home card) catch up.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => postForm("auth/v1/message/message_update_read", { ids }, { silent: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount() });
      await queryClient.invalidateQueries({ queryKey: messageKeys.pages(), refetchType: "none" });
    },
  });
}

/** company_message_read_all: every list and the badge refresh. */
export function useReadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => postForm("auth/v1/message/company_message_read_all"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGE_QUERY_ROOT }),
  });
}
