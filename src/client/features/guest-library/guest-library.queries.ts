import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callFirst, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TLibraryGuest } from "#shared/api/materials.contract.ts";
import { guestLibraryRoutes } from "#shared/api/guest-library.routes.ts";
import { DEFAULT_PAGE_SIZE } from "#shared/shell/paging.ts";

export interface TGuestSearch {
  guestNameLike: string;
  mobileSearch: string;
}

export interface TGuestLibraryPage {
  records: TLibraryGuest[];
  current: number;
  pages: number;
  total: number;
}

/** guest_page: the company's library, by name and by full mobile or its last three digits. */
export function useGuestLibraryPage(search: TGuestSearch, pageNo: number) {
  const token = useToken();
  const body = { guestNameLike: search.guestNameLike || undefined, mobileSearch: search.mobileSearch || undefined, pageNo, pageSize: DEFAULT_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(guestLibraryRoutes.guestPage, token, body),
    queryFn: async (): Promise<TGuestLibraryPage> => (await callFirst(guestLibraryRoutes.guestPage, body)) ?? { records: [], current: pageNo, pages: 0, total: 0 },
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
