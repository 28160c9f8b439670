import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callFirst, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import type { TPublicVideo, TPublicVideoDetail, TVideoCategory } from "#shared/api/public-video.contract.ts";
import { publicVideoRoutes } from "#shared/api/public-video.routes.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { PUBLIC_VIDEO_PAGE_SIZE, type TVideoNavType } from "#shared/video/video-nav.ts";

/**
 * The public video library's reads. They are the same for every visitor (no token in the keys): a signed-in
 * viewer sees exactly what a visitor sees.
 */
export const publicVideoKeys = {
  categories: (navType: TVideoNavType) => queryKeyOf(publicVideoRoutes.videoCategories, null, { navType }),
  page: (body: TVideoPageBody) => queryKeyOf(publicVideoRoutes.videoPage, null, body),
  detail: (id: number) => queryKeyOf(publicVideoRoutes.videoDetail, null, { id }),
};

export interface TVideoPageBody {
  navType: TVideoNavType;
  categoryId?: number;
  pageNo: number;
  pageSize: number;
}

const emptyPage = (): TPage<TPublicVideo> => ({ records: [], current: 1, pages: 0, total: 0 });

export function videoCategoriesQuery(navType: TVideoNavType) {
  return queryOptions({
    queryKey: publicVideoKeys.categories(navType),
    queryFn: (): Promise<TVideoCategory[]> => callList(publicVideoRoutes.videoCategories, { navType }, { silent: true }),
    // the tabs change when an operator edits the dictionary: rarely
    staleTime: 10 * 60_000,
  });
}

/** One page of a channel (15 cards unless a strip asks for fewer). */
export function videoPageQuery(navType: TVideoNavType, categoryId: number | undefined, pageNo: number, pageSize = PUBLIC_VIDEO_PAGE_SIZE) {
  const body: TVideoPageBody = { navType, pageNo, pageSize, ...(categoryId ? { categoryId } : {}) };
  return queryOptions({
    queryKey: publicVideoKeys.page(body),
    queryFn: async (): Promise<TPage<TPublicVideo>> => (await callFirst(publicVideoRoutes.videoPage, body, { silent: true })) ?? emptyPage(),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** A published video; null (the server's 400) when it is missing or not published, which the page words alike. */
export function videoDetailQuery(id: number) {
  return queryOptions({
    queryKey: publicVideoKeys.detail(id),
    queryFn: async (): Promise<TPublicVideoDetail | null> => (await callFirst(publicVideoRoutes.videoDetail, { id }, { silent: true })) ?? null,
    enabled: id > 0,
    retry: false,
    staleTime: 60_000,
  });
}
