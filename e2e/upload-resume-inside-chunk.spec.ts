import { createHash } from "node:crypto";
import { createReadStream, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { ActivityVideoPanel, makeMp4, VIDEO_ACTIVITY_FOR_UPLOAD, watchUploadProtocol } from "./page-models/activity-video.ts";
import { openAs } from "./page-models/session.ts";

const MB = 1_048_576;
const SIZE = 300 * MB; // three of the spec's 100 MB chunks, two in flight at a time
/** What a drop may cost: the bytes past each lane's last checkpoint (8 MiB apiece), and the multipart framing. */
const DROP_COSTS_AT_MOST = 2 * 8 * MB + MB;

async function md5Of(file: string): Promise<string> {
  const hash = createHash("md5");
  for await (const piece of createReadStream(file, { highWaterMark: 8 * MB })) hash.update(piece as Buffer);
  return hash.digest("hex");
}

/**
 * Issue 13, "uploads lose a whole chunk": the network drops at about 40 % of a 300 MB video, while both lanes are
 * in the middle of a 100 MB chunk. Back online, the upload goes on from (nearly) where it was: the chunks in
 * flight are continued from the server's offset rather than sent again, the bar never goes back, and the stored
 * video is the file, byte for byte.
 */
test.describe("a network drop in the middle of a chunk", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.setTimeout(300_000);

  test("the upload continues from where it was, the bar never goes back, and the stored md5 is the file's", async ({ page, context }) => {
    const name = `roadshow-drop-${Date.now()}.mp4`;
    const file = makeMp4(name, SIZE);
    try {
      const video = new ActivityVideoPanel(page);
      await openAs(page, "listed-admin", "/center");
      await video.openTab(VIDEO_ACTIVITY_FOR_UPLOAD);
      await video.openDialog();

      // slowed to 40 MB/s on loopback, so "40 %" is still 40 % when the test looks
      const network = await context.newCDPSession(page);
      await network.send("Network.enable");
      await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 40 * MB });
      const protocol = watchUploadProtocol(page);
      // every chunk request's body size, and whether it was sent after the drop
      let reconnected = false;
      const bodies: Array<{ bytes: number; afterDrop: boolean }> = [];
      page.on("request", (request) => {
        if (!request.url().endsWith("/upload/upload")) return;
        const afterDrop = reconnected;
        void request.allHeaders().then((headers) => bodies.push({ bytes: Number(headers["content-length"] ?? 0), afterDrop }));
      });

      await video.chooseFile(file);
      const item = video.dialog.getByTestId("upload-item");
      await expect(item).toBeVisible();
      const shown: number[] = [];
      const sample = async () => {
        const value = Number((await item.getAttribute("data-progress", { timeout: 100 }).catch(() => null)) ?? NaN);
        if (Number.isFinite(value)) shown.push(value);
        return value;
      };
      await expect.poll(sample, { timeout: 120_000, intervals: [100] }).toBeGreaterThanOrEqual(40);
      expect(protocol.uploadsOk, "no chunk finished yet: both lanes are mid-chunk").toBe(0);

      // the drop: both chunks in flight are cut off
      await context.setOffline(true);
      const atDrop = Math.max(...shown);
      for (let i = 0; i < 15; i++) {
        await sample();
        await page.waitForTimeout(100);
      }
      reconnected = true;
      await context.setOffline(false);

      // back online, it goes on by itself and finishes
      await expect
        .poll(
          async () => {
            await sample();
            return video.dialog.getByTestId("uploaded-file").count();
          },
          { timeout: 240_000, intervals: [200] },
        )
        .toBe(1);

      // the bar never went back, not at the drop, not while resuming
      for (let i = 1; i < shown.length; i++) expect(shown[i], `progress samples ${shown.join(",")}`).toBeGreaterThanOrEqual(shown[i - 1]!);
      expect(Math.min(...shown.slice(shown.indexOf(atDrop)))).toBeGreaterThanOrEqual(atDrop);
      // and the drop cost a few MB, not the chunks in flight: what was sent after it is about what was left
      const sentAfter = bodies.filter((b) => b.afterDrop).reduce((sum, b) => sum + b.bytes, 0);
      const leftAtDrop = SIZE * (1 - atDrop / 100);
      console.log(`drop at ${atDrop} %: ${(sentAfter / MB).toFixed(1)} MB sent after it for ${(leftAtDrop / MB).toFixed(1)} MB left`);
      expect(sentAfter, `sent after the drop: ${(sentAfter / MB).toFixed(1)} MB for ${(leftAtDrop / MB).toFixed(1)} MB left`).toBeLessThanOrEqual(
        leftAtDrop + DROP_COSTS_AT_MOST,
      );

      // the stored video is the file, byte for byte
      expect(protocol.combined).toMatch(/^\/files\/videos\//);
      const stored = path.join(process.env.E2E_DATA_DIR!, "files", protocol.combined!.replace(/^\/files\//, ""));
      expect(await md5Of(stored)).toBe(await md5Of(file));
    } finally {
      rmSync(file, { force: true });
    }
  });
});
