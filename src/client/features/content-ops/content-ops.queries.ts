import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callList, invalidateContracts, queryKeyOf, type TDatasOf } from "#client/lib/contract-client.ts";
import { getToken } from "#client/lib/session.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import type { TContractOf } from "#shared/api/contract-types.ts";
import { contentRoutes as r } from "#shared/api/content.routes.ts";
import { shellRoutes } from "#shared/api/shell.routes.ts";

/**
 * The back office's content lists and saves (document 4 section 6). Every list is small (a few dozen rows),
 * so it is read whole; every save answers the row as stored, and refetches the list and the public reads it
 * changes (the carousel, the topics, the shell's settings).
 */
const LISTS = {
  banners: r.opsBannerList,
  topics: r.opsHotTopicList,
  subjects: r.opsSubjectList,
  courses: r.opsCourseList,
  help: r.opsHelpList,
  pages: r.opsPageList,
  settings: r.opsSettings,
} as const;
export type TContentList = keyof typeof LISTS;

export function useContentList<K extends TContentList>(list: K) {
  const route = LISTS[list];
  return useQuery({
    queryKey: queryKeyOf(route, getToken()),
    // every list call takes an empty body
    queryFn: async () => (await callList(route as (typeof LISTS)["banners"])) as unknown as TDatasOf<(typeof LISTS)[K]>[],
    staleTime: 0,
  });
}

/** The public reads each list's saves change. */
const PUBLIC_READS = {
  banners: [r.bannerList],
  topics: [r.hotTopicPage, r.hotTopicDetail],
  subjects: [r.subjectDetail],
  courses: [r.coursePage, r.courseDetail],
  help: [r.helpList, r.helpDetail],
  pages: [r.pageDetail],
  settings: [shellRoutes.publicSettings, r.pageDetail],
} as const;

const SAVES = {
  opsBannerSave: "banners",
  opsBannerSort: "banners",
  opsHotTopicSave: "topics",
  opsSubjectSave: "subjects",
  opsSubjectPublishTest: "subjects",
  opsSubjectPublish: "subjects",
  opsCourseSave: "courses",
  opsHelpSave: "help",
  opsPageSave: "pages",
  opsSettingsSave: "settings",
} as const satisfies Partial<Record<keyof typeof r, TContentList>>;
export type TContentSave = keyof typeof SAVES;

/** A save of the back office; refusals (400) are shown by the request layer and reject the promise. */
export function useContentSave<K extends TContentSave>(save: K) {
  const queryClient = useQueryClient();
  const list = SAVES[save];
  return useMutation({
    mutationFn: async (body: TCallBody<TContractOf<(typeof r)[K]>>) => (await call(r[save] as (typeof r)["opsBannerSave"], body as never)).datas as unknown as TDatasOf<(typeof r)[K]>[],
    onSuccess: () => invalidateContracts(queryClient, [LISTS[list], ...PUBLIC_READS[list]]),
  });
}

/** The dictionary keys, and the items of one (the dictionaries' editor). */
export function useDictionaryParents() {
  return useQuery({ queryKey: queryKeyOf(r.opsDicParents, getToken()), queryFn: () => callList(r.opsDicParents), staleTime: 0 });
}

export function useDictionaryItems(parentCode: string | null) {
  return useQuery({
    queryKey: queryKeyOf(r.opsDicItems, getToken(), { parentCode: parentCode ?? "" }),
    queryFn: () => callList(r.opsDicItems, { parentCode: parentCode ?? "" }),
    enabled: parentCode !== null,
    staleTime: 0,
  });
}

/** Saves an item; after a refusal too the lists are read again (a stale version means someone else saved). */
export function useDictionaryItemSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCallBody<TContractOf<typeof r.opsDicItemSave>>) => callList(r.opsDicItemSave, body),
    onSettled: () => invalidateContracts(queryClient, [r.opsDicItems, r.opsDicParents, shellRoutes.dicList]),
  });
}

/** Every header navigation item (the navigation editor), switched-off ones too. */
export function useNavItems() {
  return useQuery({ queryKey: queryKeyOf(r.opsNavList, getToken()), queryFn: () => callList(r.opsNavList), staleTime: 0 });
}

/** Saves an item; after a refusal too the list is read again (a stale version means someone else saved). */
export function useNavItemSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCallBody<TContractOf<typeof r.opsNavSave>>) => callList(r.opsNavSave, body),
    onSettled: () => invalidateContracts(queryClient, [r.opsNavList, shellRoutes.navList]),
  });
}
