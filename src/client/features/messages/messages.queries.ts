import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callFirst, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { activityContracts, type TMessage } from "#shared/api/activity.contract.ts";

/** Message reminders show 5 a page (document 3 section 2.2 item 7). */
export const MESSAGE_PAGE_SIZE = 5;

export interface TMessagePage {
  records: TMessage[];
  current: number;
  pages: number;
  total: number;
}

/** Query keys of the company's messages; a live push refreshes them through MESSAGE_CONTRACTS (lib/realtime.tsx). */
export const messageKeys = {
  page: (token: string | null, pageNo: number, pageSize: number) =>
    queryKeyOf(activityContracts.messagePage, token, { pageNo, pageSize, isCompanyMessage: true }),
};

export function messagePageQuery(token: string | null, pageNo: number, pageSize = MESSAGE_PAGE_SIZE) {
  return queryOptions({
    queryKey: messageKeys.page(token, pageNo, pageSize),
    queryFn: async (): Promise<TMessagePage> =>
      (await callFirst(activityContracts.messagePage, { pageNo, pageSize, isCompanyMessage: true })) ?? {
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
