import { systemSettings } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { now } from "../../clock.ts";
import { seedHotSearch } from "./seed-hot-search.ts";
import { seedBookingReference } from "./seed-booking.ts";
import { seedBookingDemo } from "./seed-booking-demo.ts";
import { seedActivityDemo } from "./seed-activity.ts";
import { seedQaDemo } from "./seed-qa.ts";
import { seedVideoEmail } from "./seed-video-email.ts";
import { seedDocumentLinks } from "./seed-documents.ts";
import { seedPublicList } from "./seed-public-list.ts";
import { seedPublicVideos } from "./seed-public-videos.ts";
import { seedInstitutions } from "./seed-institutions.ts";
import { seedActivityPageDemo } from "./seed-activity-page.ts";
import { seedSiteContent } from "./seed-content.ts";
import { seedMaterialsDemo } from "./seed-materials.ts";
import { seedDictionaryEnglish } from "./seed-dictionary-english.ts";
import { seedVisitStats } from "./seed-stats.ts";
import { seedPreCollect } from "./seed-pre-collect.ts";
import { seedPanelsDemo } from "./seed-panels.ts";
import { seedShellSettings } from "./seed-shell-settings.ts";
import { seedApplications } from "./seed-applications.ts";
import { seedHomepageChanges } from "./seed-homepage.ts";
import { seedParticipants } from "./seed-participants.ts";
import { seedRelayDemo } from "./seed-relay.ts";

/**
 * Later additions to the demo data. Each step runs once per database, in a transaction with its own marker
 * (`seed.step.<name>`), so a database seeded by an earlier version gains the new data on its next start and
 * two starting processes never both run a step. Append steps; never rename or reorder them.
 */
export interface TSeedStep {
  name: string;
  run(tx: TDb, at: Date): Promise<void>;
}

export const SEED_STEPS: readonly TSeedStep[] = [
  { name: "hot-search", run: seedHotSearch },
  { name: "booking-reference", run: seedBookingReference },
  { name: "booking-demo", run: seedBookingDemo },
  { name: "activity-demo", run: seedActivityDemo },
  { name: "qa-demo", run: seedQaDemo },
  { name: "video-email", run: seedVideoEmail },
  { name: "document-links", run: seedDocumentLinks },
  { name: "public-list", run: seedPublicList },
  { name: "public-videos", run: seedPublicVideos },
  { name: "institutions", run: seedInstitutions },
  { name: "activity-page", run: seedActivityPageDemo },
  { name: "site-content", run: seedSiteContent },
  { name: "materials", run: seedMaterialsDemo },
  { name: "dictionary-english", run: seedDictionaryEnglish },
  { name: "visit-stats", run: seedVisitStats },
  { name: "pre-collect", run: seedPreCollect },
  { name: "panels", run: seedPanelsDemo },
  { name: "shell-settings", run: seedShellSettings },
  { name: "applications", run: seedApplications },
  { name: "homepage-changes", run: seedHomepageChanges },
  { name: "participants", run: seedParticipants },
  { name: "relay", run: seedRelayDemo },
];

/** Runs the steps this database has not had yet; returns their names. */
export async function runSeedSteps(db: TDb, steps: readonly TSeedStep[] = SEED_STEPS): Promise<string[]> {
  const done = new Set(
    (await db.select({ key: systemSettings.key }).from(systemSettings)).map((r) => r.key).filter((k) => k.startsWith("seed.step.")),
  );
  const ran: string[] = [];
  for (const step of steps) {
    const key = `seed.step.${step.name}`;
    if (done.has(key)) continue;
    const at = now();
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(systemSettings)
        .values({ key, value: { ranAt: at.toISOString() }, updatedAt: at })
        .onConflictDoNothing({ target: systemSettings.key })
        .returning({ key: systemSettings.key });
      if (rows.length === 0) return false;
      await step.run(tx, at);
      return true;
    });
    if (claimed) ran.push(step.name);
  }
  return ran;
}
