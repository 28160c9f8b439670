import { useQuery, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "#client/lib/api.ts";
import { call, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import type { TDictionaryItem, TNavItem, TPublicSettings } from "#shared/api/shell.contract.ts";
import { shellRoutes } from "#shared/api/shell.routes.ts";
import { BodyCode } from "#shared/http/envelope.ts";
import type { TBootAnswer } from "#shared/shell/boot-data.ts";
import { bootTime, readBootData, seedAnswer } from "#client/lib/boot-answers.ts";

/** Query keys of the shell's reads (navigation, public settings, dictionaries): the same for every visitor. */
export const shellKeys = {
  navList: () => queryKeyOf(shellRoutes.navList, null),
  publicSettings: () => queryKeyOf(shellRoutes.publicSettings, null),
  dictionary: (parentCode: string) => queryKeyOf(shellRoutes.dicList, null, { parentCode }),
};

// The shell's data changes only when an operator edits it in the back office: a few minutes is fresh enough.
const SHELL_STALE_MS = 5 * 60_000;

/** The settings the shell falls back to while public_settings is loading or unreachable: everything off. */
export const DEFAULT_PUBLIC_SETTINGS: TPublicSettings = {
  noticeBanner: null,
  grayMode: 0,
  hotline: { enabled: true },
  miniProgram: { enabled: false },
  realPersonSwitch: true,
  maintenance: { enabled: false },
  footer: { officialQr: null, miniProgramQr: null, icpNumber: null, psbNumber: null },
};

/** The level-1 items of nav_list's answer (datas[0].childrenList), as the navigation query keeps them. */
const navItemsOf = (datas: readonly { childrenList: TNavItem[] }[]): TNavItem[] => datas[0]?.childrenList ?? [];

/** The level-1 navigation items (with their level-2 children) from GET index/nav_list. */
export function useNavList() {
  return useQuery({
    queryKey: shellKeys.navList(),
    queryFn: async (): Promise<TNavItem[]> => {
      // nav_list is the protocol's one GET; an envelope that is not a success leaves the menu to its fallback
      const envelope = await call(shellRoutes.navList);
      if (envelope.code !== BodyCode.ok) throw new ApiError(envelope.code, envelope.message);
      return navItemsOf(envelope.datas);
    },
    staleTime: SHELL_STALE_MS,
  });
}

/** public_settings' datas[0], or everything off when it answers none. */
const settingsOf = (datas: readonly TPublicSettings[]): TPublicSettings => datas[0] ?? DEFAULT_PUBLIC_SETTINGS;

/** The public shell settings (notice banner, gray mode, side-button switches). */
export function usePublicSettings() {
  return useQuery({
    queryKey: shellKeys.publicSettings(),
    queryFn: async (): Promise<TPublicSettings> => settingsOf(await callList(shellRoutes.publicSettings)),
    staleTime: SHELL_STALE_MS,
  });
}

/** A dictionary item's name in the page's language: its English where it has one on English pages. */
export function dictionaryName(item: Pick<TDictionaryItem, "name" | "nameEn">, locale: string): string {
  return (locale.startsWith("en") && item.nameEn?.trim()) || item.name;
}

/** A hot-search word: shown in the page's language, searching the keyword the operator configured. */
export function hotWordOf(item: TDictionaryItem, locale: string): { id: number; label: string; keyword: string } {
  return { id: item.id, label: dictionaryName(item, locale), keyword: item.attachField1 || item.name };
}

/** The enabled children of a dictionary entry, in their configured order. */
export function useDictionaryChildren(parentCode: string) {
  return useQuery({
    queryKey: shellKeys.dictionary(parentCode),
    queryFn: async (): Promise<TDictionaryItem[]> =>
      callList(shellRoutes.dicList, { parentCode }),
    staleTime: SHELL_STALE_MS,
  });
}

/** Where each first answer the server wrote goes in the cache, and in the shape its query keeps. */
function cacheEntryOf(answer: TBootAnswer): { key: readonly unknown[]; data: unknown } | null {
  switch (answer.contract) {
    case shellRoutes.navList.id:
      return { key: shellKeys.navList(), data: navItemsOf(answer.datas as { childrenList: TNavItem[] }[]) };
    case shellRoutes.publicSettings.id:
      return { key: shellKeys.publicSettings(), data: settingsOf(answer.datas as TPublicSettings[]) };
    case shellRoutes.dicList.id:
      return answer.body?.parentCode ? { key: shellKeys.dictionary(answer.body.parentCode), data: answer.datas } : null;
    default:
      return null;
  }
}

/**
 * Seeds the cache with the shell's answers the server wrote into the page, before the first render. A newer
 * answer already in the cache (restored from the device) is kept; a page without them seeds nothing.
 */
export function seedShellAnswers(queryClient: QueryClient, doc: Document = document): void {
  const boot = readBootData(doc);
  if (!boot) return;
  const at = bootTime(boot);
  for (const answer of boot.answers) {
    const entry = cacheEntryOf(answer);
    if (entry) seedAnswer(queryClient, entry.key, entry.data, at);
  }
}
