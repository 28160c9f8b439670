import { useQuery } from "@tanstack/react-query";
import { api, ApiError, firstData, postForm, type Envelope } from "#client/lib/api.ts";
import type { TDictionaryItem, TNavItem, TPublicSettings } from "#shared/api/shell.contract.ts";
import { BodyCode } from "#shared/http/envelope.ts";

/** Query keys of the shell's reads (navigation, public settings, dictionaries). */
export const shellKeys = {
  all: ["shell"] as const,
  navList: () => ["shell", "navList"] as const,
  publicSettings: () => ["shell", "publicSettings"] as const,
  dictionary: (parentCode: string) => ["shell", "dictionary", parentCode] as const,
};

// The shell's data changes only when an operator edits it in the back office: a few minutes is fresh enough.
const SHELL_STALE_MS = 5 * 60_000;

/** Dictionary parents the shell reads (spec 1 §3, "System settings"). */
export const DictionaryCode = {
  hotSearch: "HotSearch",
  updateTime: "SystemConfigUpdateTime",
  updateNotify: "SystemConfigUpdateNotify",
} as const;

/** The settings the shell falls back to while public_settings is loading or unreachable: everything off. */
export const DEFAULT_PUBLIC_SETTINGS: TPublicSettings = {
  noticeBanner: null,
  grayMode: 0,
  hotline: { enabled: true },
  miniProgram: { enabled: false },
  realPersonSwitch: true,
  maintenance: { enabled: false },
};

/** The level-1 navigation items (with their level-2 children) from GET index/nav_list. */
export function useNavList() {
  return useQuery({
    queryKey: shellKeys.navList(),
    queryFn: async (): Promise<TNavItem[]> => {
      // nav_list is the protocol's one GET, so postForm does not apply; the envelope is checked the same way
      const envelope = await api.get("pub/v1/index/nav_list").json<Envelope<{ childrenList: TNavItem[] }>>();
      if (envelope.code !== BodyCode.ok) throw new ApiError(envelope.code, envelope.message);
      return firstData(envelope)?.childrenList ?? [];
    },
    staleTime: SHELL_STALE_MS,
  });
}

/** The public shell settings (notice banner, gray mode, side-button switches). */
export function usePublicSettings() {
  return useQuery({
    queryKey: shellKeys.publicSettings(),
    queryFn: async (): Promise<TPublicSettings> =>
      firstData(await postForm<TPublicSettings>("pub/v1/system/public_settings")) ?? DEFAULT_PUBLIC_SETTINGS,
    staleTime: SHELL_STALE_MS,
  });
}

/** The enabled children of a dictionary entry, in their configured order. */
export function useDictionaryChildren(parentCode: string) {
  return useQuery({
    queryKey: shellKeys.dictionary(parentCode),
    queryFn: async (): Promise<TDictionaryItem[]> =>
      (await postForm<TDictionaryItem>("pub/v1/dictionary/dic_list", { parentCode })).datas,
    staleTime: SHELL_STALE_MS,
  });
}
