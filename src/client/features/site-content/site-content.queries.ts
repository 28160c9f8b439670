import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callFirst, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import { ApiError } from "#client/lib/api.ts";
import type { TBanner, TCourseCard, TCourseDetail, THelpDetail, THelpItem, THotTopicCard, THotTopicDetail, TStaticPage, TSubjectDetail } from "#shared/api/content.contract.ts";
import { contentRoutes } from "#shared/api/content.routes.ts";
import type { TStaticPageKey } from "#shared/content/site-content.ts";
import { BodyCode } from "#shared/http/envelope.ts";

/**
 * The site's content reads (document 4 sections 2.1, 2.4, 2.7), the same for every visitor: keys carry no
 * token. Content changes when an operator edits it, so a minute is fresh enough.
 */
const STALE_MS = 60_000;

export interface TContentPage<T> {
  records: T[];
  current: number;
  pages: number;
  total: number;
}
const emptyPage = <T,>(): TContentPage<T> => ({ records: [], current: 1, pages: 0, total: 0 });

/** A refusal (400) of a detail is "does not exist" for this visitor: answered as null, not as an error. */
async function orMissing<T>(load: () => Promise<T | undefined>): Promise<T | null> {
  try {
    return (await load()) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.code === BodyCode.badRequest) return null;
    throw error;
  }
}
const silent = { silent: true } as const;

export const bannerListQuery = () =>
  queryOptions({ queryKey: queryKeyOf(contentRoutes.bannerList, null), queryFn: (): Promise<TBanner[]> => callList(contentRoutes.bannerList), staleTime: STALE_MS });
export const useBanners = () => useQuery(bannerListQuery());

export const hotTopicPageQuery = (pageNo: number, pageSize = 12) =>
  queryOptions({
    queryKey: queryKeyOf(contentRoutes.hotTopicPage, null, { pageNo, pageSize }),
    queryFn: async (): Promise<TContentPage<THotTopicCard>> => (await callFirst(contentRoutes.hotTopicPage, { pageNo, pageSize })) ?? emptyPage(),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
export const useHotTopicPage = (pageNo: number, pageSize = 12) => useQuery(hotTopicPageQuery(pageNo, pageSize));

export const hotTopicDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf(contentRoutes.hotTopicDetail, null, { id }),
    queryFn: (): Promise<THotTopicDetail | null> => orMissing(() => callFirst(contentRoutes.hotTopicDetail, { id }, silent)),
    staleTime: STALE_MS,
  });
export const useHotTopicDetail = (id: number) => useQuery({ ...hotTopicDetailQuery(id), enabled: id > 0 });

export const subjectDetailQuery = (id: number, testCode: string | null) =>
  queryOptions({
    queryKey: queryKeyOf(contentRoutes.subjectDetail, null, testCode ? { id, testCode } : { id }),
    queryFn: (): Promise<TSubjectDetail | null> => orMissing(() => callFirst(contentRoutes.subjectDetail, { id, testCode }, silent)),
    staleTime: STALE_MS,
  });
export const useSubjectDetail = (id: number, testCode: string | null) => useQuery({ ...subjectDetailQuery(id, testCode), enabled: id > 0 });

export const coursePageQuery = (pageNo: number) =>
  queryOptions({
    queryKey: queryKeyOf(contentRoutes.coursePage, null, { pageNo }),
    queryFn: async (): Promise<TContentPage<TCourseCard>> => (await callFirst(contentRoutes.coursePage, { pageNo, pageSize: 12 })) ?? emptyPage(),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
export const useCoursePage = (pageNo: number) => useQuery(coursePageQuery(pageNo));

export const courseDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf(contentRoutes.courseDetail, null, { id }),
    queryFn: (): Promise<TCourseDetail | null> => orMissing(() => callFirst(contentRoutes.courseDetail, { id }, silent)),
    staleTime: STALE_MS,
  });
export const useCourseDetail = (id: number) => useQuery({ ...courseDetailQuery(id), enabled: id > 0 });

export const helpListQuery = () =>
  queryOptions({ queryKey: queryKeyOf(contentRoutes.helpList, null), queryFn: (): Promise<THelpItem[]> => callList(contentRoutes.helpList), staleTime: STALE_MS });
export const useHelpList = () => useQuery(helpListQuery());

export const helpDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf(contentRoutes.helpDetail, null, { id }),
    queryFn: (): Promise<THelpDetail | null> => orMissing(() => callFirst(contentRoutes.helpDetail, { id }, silent)),
    staleTime: STALE_MS,
  });
export const useHelpDetail = (id: number) => useQuery({ ...helpDetailQuery(id), enabled: id > 0 });

export const staticPageQuery = (pageKey: TStaticPageKey) =>
  queryOptions({
    queryKey: queryKeyOf(contentRoutes.pageDetail, null, { pageKey }),
    queryFn: (): Promise<TStaticPage | null> => orMissing(() => callFirst(contentRoutes.pageDetail, { pageKey }, silent)),
    staleTime: STALE_MS,
  });
export const useStaticPage = (pageKey: TStaticPageKey | null) => useQuery({ ...staticPageQuery(pageKey ?? "comingSoon"), enabled: pageKey !== null });
