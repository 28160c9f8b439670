import { readFile } from "node:fs/promises";
import type { TStorage } from "../../lib/storage.ts";

/** The demo replay (6 seconds of a test pattern, H.264 and AAC, 83 KB) and where the seed's video record points. */
export const DEMO_REPLAY_KEY = "videos/demo/replay-demo.mp4";
export const DEMO_REPLAY_PATH = `/files/${DEMO_REPLAY_KEY}`;

/**
 * Files the demo data points at, put into the storage when missing (local disk or a bucket alike), so that
 * the ended demo activity's approved replay plays. Runs after seeding on every start; cheap when present.
 */
export async function ensureDemoFiles(storage: TStorage): Promise<void> {
  if (await storage.stat(DEMO_REPLAY_KEY)) return;
  const bytes = await readFile(new URL("./assets/replay-demo.mp4", import.meta.url));
  await storage.create(DEMO_REPLAY_KEY, bytes);
}
