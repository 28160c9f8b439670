import { systemSettings } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { addDays, addHours } from "./seed-time.ts";

/** The settings row whose presence marks the database as seeded. */
export const SEED_VERSION_KEY = "seed.version";
/** Bump when the demo data changes shape; a seeded database keeps the version it was seeded with. */
export const SEED_VERSION = 1;

export interface TSeedVersionValue {
  version: number;
  seededAt: string;
}

/** The notice banner of spec 1 section 4.4: text, a time window and a scroll speed. */
export interface TNoticeBannerValue {
  text: string;
  /** what English pages show */
  textEn: string;
  startAt: string;
  endAt: string;
  /** scroll speed in pixels per second */
  speed: number;
}

export const DEMO_NOTICE_TEXT = "欢迎使用路演中心！本周多家上市公司将举行年度业绩说明会，欢迎投资者提前征集问题、预约观看。";
export const DEMO_NOTICE_TEXT_EN =
  "Welcome to the Roadshow Centre! Several listed companies hold their annual results briefings this week: send in your questions and book a seat in advance.";

/** The demo system settings by key. */
export function demoSettings(at: Date): Record<string, unknown> {
  const banner: TNoticeBannerValue = {
    text: DEMO_NOTICE_TEXT,
    textEn: DEMO_NOTICE_TEXT_EN,
    // An hour back so a check at the seeding instant is inside the window whichever way the bound is compared.
    startAt: addHours(at, -1).toISOString(),
    endAt: addDays(at, 7).toISOString(),
    speed: 60,
  };
  return {
    noticeBanner: banner,
    grayMode: 0,
    agreementVersion: { version: "2026.1" },
    maintenance: { enabled: false },
    realPersonSwitch: true,
    hotline: { enabled: true },
    miniProgram: { enabled: true },
  };
}

/**
 * Claims the seed marker. Inserted first in the seed transaction with ON CONFLICT DO NOTHING: a second seeder
 * racing this one blocks on the key until the first commits, then inserts nothing and backs off.
 */
export async function claimSeedMarker(tx: TDb, at: Date): Promise<boolean> {
  const value: TSeedVersionValue = { version: SEED_VERSION, seededAt: at.toISOString() };
  const claimed = await tx
    .insert(systemSettings)
    .values({ key: SEED_VERSION_KEY, value, updatedAt: at })
    .onConflictDoNothing({ target: systemSettings.key })
    .returning({ key: systemSettings.key });
  return claimed.length === 1;
}

/**
 * Inserts the demo settings. A key that an operator already set (a database that had settings before it was
 * seeded) keeps its value.
 */
export async function seedSettings(tx: TDb, at: Date): Promise<void> {
  const rows = Object.entries(demoSettings(at)).map(([key, value]) => ({ key, value, updatedAt: at }));
  await tx.insert(systemSettings).values(rows).onConflictDoNothing({ target: systemSettings.key });
}
