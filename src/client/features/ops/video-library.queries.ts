import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callFirst, callList, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import type { publicVideoContracts, TOpsCompanyOption, TOpsLibraryVideo, TVideoCategory } from "#shared/api/public-video.contract.ts";
import { publicVideoRoutes } from "#shared/api/public-video.routes.ts";
import type { TVideoNavType } from "#shared/video/public-video.ts";
import type { TOpsPage } from "./ops.queries.ts";

export type { TOpsLibraryVideo, TOpsCompanyOption, TVideoCategory };

export interface TLibraryQuery {
  page?: number;
  navType?: TVideoNavType;
  status?: 0 | 1;
  keyword?: string;
}

const PAGE_SIZE = 10;
const emptyPage = <T,>(): TOpsPage<T> => ({ records: [], current: 1, pages: 0, total: 0 });

export function libraryPageQuery(token: string | null, query: TLibraryQuery) {
  const body = { pageNo: query.page ?? 1, pageSize: PAGE_SIZE, navType: query.navType, status: query.status, keyword: query.keyword };
  return queryOptions({
    queryKey: queryKeyOf(publicVideoRoutes.opsLibraryPage, token, body),
    queryFn: async (): Promise<TOpsPage<TOpsLibraryVideo>> => (await callFirst(publicVideoRoutes.opsLibraryPage, body)) ?? emptyPage(),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A channel's categories (the public call: the tabs the site shows are the ones an operator picks from). */
export function libraryCategoriesQuery(navType: TVideoNavType) {
  return queryOptions({
    queryKey: queryKeyOf(publicVideoRoutes.videoCategories, null, { navType }),
    queryFn: (): Promise<TVideoCategory[]> => callList(publicVideoRoutes.videoCategories, { navType }),
    staleTime: 10 * 60_000,
  });
}

export function libraryCompaniesQuery(token: string | null, keyword: string) {
  const body = keyword ? { keyword } : {};
  return queryOptions({
    queryKey: queryKeyOf(publicVideoRoutes.opsLibraryCompanies, token, body),
    queryFn: (): Promise<TOpsCompanyOption[]> => callList(publicVideoRoutes.opsLibraryCompanies, body),
    placeholderData: keepPreviousData,
  });
}

/** What a library write makes stale: the editor's list and every public read of the library. */
const LIBRARY_READS = [publicVideoRoutes.opsLibraryPage, publicVideoRoutes.videoPage, publicVideoRoutes.videoDetail] as const;

export type TLibrarySaveInput = TCallBody<typeof publicVideoContracts.opsLibrarySave>;

export function useLibrarySave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TLibrarySaveInput) => (await callFirst(publicVideoRoutes.opsLibrarySave, input)) ?? null,
    onSuccess: () => void invalidateContracts(queryClient, LIBRARY_READS),
  });
}

export type TLibraryAction = "publish" | "unpublish" | "delete";
const ACTION_ROUTES = {
  publish: publicVideoRoutes.opsLibraryPublish,
  unpublish: publicVideoRoutes.opsLibraryUnpublish,
  delete: publicVideoRoutes.opsLibraryDelete,
} as const;

/** Publish, take down or delete a video (deleting is the supervisor's: the server refuses an operator). */
export function useLibraryAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, id }: { action: TLibraryAction; id: number }) => {
      await callFirst(ACTION_ROUTES[action] as typeof publicVideoRoutes.opsLibraryPublish, { id });
    },
    onSuccess: () => void invalidateContracts(queryClient, LIBRARY_READS),
  });
}
