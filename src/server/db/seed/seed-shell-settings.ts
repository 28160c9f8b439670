import { systemSettings } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { FOOTER_SETTING_KEY, type TFooterSetting } from "#shared/shell/site-footer.ts";

/**
 * The footer's demo settings (document 1 section 2.3): the official account's and the mini program's QR codes
 * (pictures the portal ships under /static/footer, which an operator replaces by uploading) and the two filing
 * numbers, in the form the real ones take. A database where an operator already saved the footer keeps it.
 */
export const DEMO_FOOTER: TFooterSetting = {
  officialQr: "/static/footer/official-account-qr.png",
  miniProgramQr: "/static/footer/mini-program-qr.png",
  icpNumber: "沪ICP备2021012345号-1",
  psbNumber: "沪公网安备31011502012345号",
};

export async function seedShellSettings(tx: TDb, at: Date): Promise<void> {
  await tx.insert(systemSettings).values({ key: FOOTER_SETTING_KEY, value: DEMO_FOOTER, updatedAt: at }).onConflictDoNothing({ target: systemSettings.key });
}
