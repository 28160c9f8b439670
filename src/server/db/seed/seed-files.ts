import { readFile } from "node:fs/promises";
import type { TStorage } from "../../lib/storage.ts";
import { renderPdf } from "../../modules/documents/index.ts";
import { DEMO_RELAY_FILES } from "./seed-relay.ts";

/** The demo replay (6 seconds of a test pattern, H.264 and AAC, 83 KB) and where the seed's video record points. */
export const DEMO_REPLAY_KEY = "videos/demo/replay-demo.mp4";
export const DEMO_REPLAY_PATH = `/files/${DEMO_REPLAY_KEY}`;

/**
 * Files the demo data points at, put into the storage when missing (local disk or a bucket alike), so that
 * the ended demo activity's approved replay plays. Runs after seeding on every start; cheap when present.
 */
export async function ensureDemoFiles(storage: TStorage): Promise<void> {
  await ensureRelayFiles(storage);
  if (await storage.stat(DEMO_REPLAY_KEY)) return;
  const bytes = await readFile(new URL("./assets/replay-demo.mp4", import.meta.url));
  await storage.create(DEMO_REPLAY_KEY, bytes);
}

/** The demo relay certification's qualification files and technical plan (seed-relay.ts), as small PDFs. */
async function ensureRelayFiles(storage: TStorage): Promise<void> {
  const docs: [string, string, string][] = [
    [DEMO_RELAY_FILES.licence, "营业执照（副本）", "统一社会信用代码：91440300MA5DEMO001。本文件为演示数据。"],
    [DEMO_RELAY_FILES.permit, "信息网络传播视听节目许可证", "许可证编号：1908318（演示）。本文件为演示数据。"],
    [DEMO_RELAY_FILES.plan, "导流技术方案", "拉流地址、码率（1080p，4 Mbps）、备用线路与应急预案。本文件为演示数据。"],
  ];
  for (const [key, title, text] of docs) {
    if (await storage.stat(key)) continue;
    await storage.create(key, renderPdf({ title, blocks: [{ kind: "paragraph", text }] }));
  }
}
