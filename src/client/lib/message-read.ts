import { useEffect, useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, contractRoot, invalidateContracts } from "#client/lib/contract-client.ts";
import type { TMessage } from "#shared/api/activity.contract.ts";
import { activityRoutes } from "#shared/api/activity.routes.ts";
import { shellRoutes } from "#shared/api/shell.routes.ts";

interface TShownPage {
  records: TMessage[];
}

/**
 * message_update_read for the unread messages just shown, in the company's message page and the investor's
 * inbox alike. The cached pages say 已读 for them at once, so the rows agree with the badge; the badge and the
 * other cached lists (the home card) catch up.
 */
function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => call(activityRoutes.messageUpdateRead, { ids }, { silent: true }),
    onSuccess: async (_answer, ids) => {
      const read = new Set(ids);
      queryClient.setQueriesData<TShownPage>({ queryKey: contractRoot(activityRoutes.messagePage) }, (page) =>
        page ? { ...page, records: page.records.map((m) => (read.has(m.id) ? { ...m, status: 1 } : m)) } : page,
      );
      await invalidateContracts(queryClient, [shellRoutes.unreadCount]);
      await queryClient.invalidateQueries({ queryKey: contractRoot(activityRoutes.messagePage), refetchType: "none" });
    },
  });
}

/**
 * Marks the unread messages of the page on screen as read, each once however often the page is refetched
 * (a placeholder page, still the previous one, marks nothing); a failed call lets them be reported again.
 * Returns the ids reported on this visit, so a page can still mark the rows that were new when it opened.
 */
export function useMarkShownRead(data: TShownPage | undefined, isPlaceholderData: boolean): ReadonlySet<number> {
  const { mutate: markRead } = useMarkRead();
  const reported = useRef(new Set<number>());
  useEffect(() => {
    if (!data || isPlaceholderData) return;
    const ids = data.records.filter((m) => m.status === 0 && !reported.current.has(m.id)).map((m) => m.id);
    if (ids.length === 0) return;
    ids.forEach((id) => reported.current.add(id));
    markRead(ids, { onError: () => ids.forEach((id) => reported.current.delete(id)) });
  }, [data, isPlaceholderData, markRead]);
  return reported.current;
}
