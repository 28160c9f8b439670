import type { TDb } from "../../db/client.ts";
import { shellRoutes } from "#shared/api/shell.routes.ts";
import type { TPublicSettings } from "#shared/api/shell.contract.ts";
import { BOOT_DICTIONARIES, type TBootData } from "#shared/shell/boot-data.ts";
import { shellNotices, type TShellNotice } from "#shared/shell/notice-banner.ts";
import { loadDictionary } from "./shell.repository.ts";
import { loadNavList, loadPublicSettings } from "./shell.service.ts";

/** What the shell reads on every page, as the public calls answer an anonymous caller. */
export interface TShellFacts {
  navList: Awaited<ReturnType<typeof loadNavList>>;
  settings: TPublicSettings;
  /** the rows of BOOT_DICTIONARIES, in its order */
  dictionaries: Awaited<ReturnType<typeof loadDictionary>>[];
}

/** Read by the functions nav_list, public_settings and dic_list answer with. */
export async function loadShellFacts(db: TDb): Promise<TShellFacts> {
  const [navList, settings, ...dictionaries] = await Promise.all([
    loadNavList(db),
    loadPublicSettings(db),
    ...BOOT_DICTIONARIES.map((parentCode) => loadDictionary(db, { parentCode })),
  ]);
  return { navList, settings, dictionaries };
}

/** The shell's first answers for the page the server sends (src/shared/shell/boot-data.ts), read at `at`. */
export function shellBootData(facts: TShellFacts, at: Date): TBootData {
  return {
    at: at.toISOString(),
    answers: [
      { contract: shellRoutes.navList.id, datas: facts.navList },
      { contract: shellRoutes.publicSettings.id, datas: [facts.settings] },
      ...BOOT_DICTIONARIES.map((parentCode, i) => ({ contract: shellRoutes.dicList.id, body: { parentCode }, datas: facts.dictionaries[i]! })),
    ],
  };
}

/** The notices the banner under the header shows from these facts (visible or not), in a language. */
export function shellNoticesOf(facts: TShellFacts, english: boolean): TShellNotice[] {
  const [updateTime, updateNotify] = facts.dictionaries;
  return shellNotices({ banner: facts.settings.noticeBanner, updateTime: updateTime?.[0]?.attachField1, updateNotify: updateNotify?.[0], english });
}
