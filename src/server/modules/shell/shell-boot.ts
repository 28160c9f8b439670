import type { TDb } from "../../db/client.ts";
import { shellRoutes } from "#shared/api/shell.routes.ts";
import { BOOT_DICTIONARIES, type TBootData } from "#shared/shell/boot-data.ts";
import { loadDictionary } from "./shell.repository.ts";
import { loadNavList, loadPublicSettings } from "./shell.service.ts";

/**
 * The shell's first answers for the page the server sends (src/shared/shell/boot-data.ts): exactly what
 * nav_list, public_settings and dic_list answer an anonymous caller, read by the same functions.
 */
export async function loadShellBoot(db: TDb, at: Date): Promise<TBootData> {
  const [navList, settings, ...dictionaries] = await Promise.all([
    loadNavList(db),
    loadPublicSettings(db),
    ...BOOT_DICTIONARIES.map((parentCode) => loadDictionary(db, { parentCode })),
  ]);
  return {
    at: at.toISOString(),
    answers: [
      { contract: shellRoutes.navList.id, datas: navList },
      { contract: shellRoutes.publicSettings.id, datas: [settings] },
      ...BOOT_DICTIONARIES.map((parentCode, i) => ({ contract: shellRoutes.dicList.id, body: { parentCode }, datas: dictionaries[i]! })),
    ],
  };
}
