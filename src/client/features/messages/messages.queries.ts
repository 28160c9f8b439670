import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { firstData, postForm } from "#client/lib/api.ts";
import { MESSAGE_QUERY_ROOT } from "#client/lib/realtime.tsx";
import { useToken } from "#client/lib/session.ts";
import type { TMessage } from "#shared/api/activity.contract.ts";

/** Message reminders show 5 a page (document 3 section 2.2 item 7). */
export const MESSAGE_PAGE_SIZE = 5;

export interface TMessagePage {
  records: TMessage[];
  current: number;
  pages: number;
  total: number;
}

/**
 * Query keys of the company's messages, all under the message root: a live push invalidates the root, so
 * every list and the unread badge refresh together (lib/realtime.tsx).
 */
export const messageKeys = {
  pages: () => [...MESSAGE_QUERY_ROOT, "page"] as const,
  page: (token: string | null, pageNo: number, pageSize: number) => [...MESSAGE_QUERY_ROOT, "page", "company", token, pageNo, pageSize] as const,
  // the prefix of the centre's unread badge key
  unreadCount: () => [...MESSAGE_QUERY_ROOT, "unread-count"] as const,
};

export function messagePageQuery(token: string | null, pageNo: number, pageSize = MESSAGE_PAGE_SIZE) {
  return queryOptions({
    queryKey: messageKeys.page(token, pageNo, pageSize),
    queryFn: async (): Promise<TMessagePage> =>
      firstData(await postForm<TMessagePage>("auth/v1/message/message_page", { pageNo, pageSize, isCompanyMessage: true })) ?? {
        records: [],
        current: pageNo,
        pages: 0,
        total: 0,
      },
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useMessagePage(pageNo: number) {
  return useQuery(messagePageQuery(useToken(), pageNo));
}
