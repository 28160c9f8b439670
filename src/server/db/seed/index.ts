import { eq } from "drizzle-orm";
import { systemSettings } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { now } from "../../clock.ts";
import { seedCompanies } from "./seed-companies.ts";
import { hashDemoPasswords, seedAccounts } from "./seed-accounts.ts";
import { seedNavigation } from "./seed-navigation.ts";
import { seedDictionaries } from "./seed-dictionaries.ts";
import { SEED_VERSION_KEY, claimSeedMarker, seedSettings } from "./seed-settings.ts";
import { seedMessages } from "./seed-messages.ts";
import { runSeedSteps } from "./seed-steps.ts";

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PERSONAL_MOBILES } from "./seed-accounts.ts";
export type { TDemoAccountKey } from "./seed-accounts.ts";
export { DEMO_COMPANY_KEYS, DEMO_COMPANY_NAMES } from "./seed-companies.ts";
export type { TDemoCompanyKey } from "./seed-companies.ts";
export { PANEL_ACCOUNTS, PANEL_COMPANY } from "./seed-panels.ts";
export { DEMO_NAV_ROUTE_PATHS } from "./seed-navigation.ts";
export { DEMO_DICTIONARY_CODES, demoUpdateWindow } from "./seed-dictionaries.ts";
export { SEED_VERSION, SEED_VERSION_KEY } from "./seed-settings.ts";
export type { TNoticeBannerValue, TSeedVersionValue } from "./seed-settings.ts";

/** Whether the seed marker is present. */
async function isSeeded(db: TDb): Promise<boolean> {
  const rows = await db
    .select({ key: systemSettings.key })
    .from(systemSettings)
    .where(eq(systemSettings.key, SEED_VERSION_KEY))
    .limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo data (companies of every type, accounts per role, navigation, dictionaries, settings and
 * messages), laid out relative to the clock's now(). Idempotent: the data and the seed.version marker go in
 * one transaction, so a database is either fully seeded once or not at all; a seeded database only gains
 * the later steps it has not had (seed-steps.ts).
 */
export async function seedDemoData(db: TDb): Promise<{ created: boolean; steps: string[] }> {
  // Cheap check first, so that a restart of a seeded server does not pay for the password hashing below.
  if (await isSeeded(db)) return { created: false, steps: await runSeedSteps(db) };
  const at = now();
  const passwordHashes = await hashDemoPasswords();
  const created = await db.transaction(async (tx) => {
    // Someone else may have seeded between the check and here; the marker insert settles who wins.
    if (!(await claimSeedMarker(tx, at))) return false;
    const companyIds = await seedCompanies(tx, at);
    const users = await seedAccounts(tx, at, companyIds, passwordHashes);
    await seedNavigation(tx);
    await seedDictionaries(tx, at);
    await seedSettings(tx, at);
    await seedMessages(tx, at, companyIds, users.personal.verified);
    return true;
  });
  return { created, steps: await runSeedSteps(db) };
}
