import { createHash } from "node:crypto";
import { createReadStream, rmSync } from "node:fs";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { makeMp4, watchUploadProtocol } from "./page-models/activity-video.ts";
import { OpsPage } from "./page-models/ops.ts";

// Issue 7, "Done when": a 2 GB video reaches the server intact through a lost connection and a reload. The
// back office's upload on a company's behalf takes videos up to the general 2 GB (the centre's form stops at
// 1 GB). fund-admin's seeded fund recording has the video step and no other spec submits to it from here.
const MB = 1_048_576;
const SIZE = 2_147_483_648; // the largest video: 21 chunks of the protocol's 100 MB, the last one 48 MB
const CHUNKS = 21;
const FUND_RECORDING = "基金经理交流会";

function md5OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("md5");
    createReadStream(file, { highWaterMark: 8 * MB })
      .on("data", (piece) => hash.update(piece))
      .on("end", () => resolve(hash.digest("hex")))
      .on("error", reject);
  });
}

/** Polls until `done` holds, logging what the upload shows meanwhile (so a slow run says where it is). */
async function waitFor(dialog: Locator, label: string, done: () => boolean | Promise<boolean>, timeout: number) {
  await expect
    .poll(
      async () => {
        const ok = await done();
        if (!ok) console.log(`${label}: ${JSON.stringify(await dialog.getByTestId("upload-item").allTextContents())}`);
        return ok;
      },
      { timeout, intervals: [2_000, 5_000] },
    )
    .toBe(true);
}

test.use({ viewport: { width: 1440, height: 900 } });

test("a 2 GB video reaches the server intact through a lost connection and a reload", async ({ page, context }) => {
  test.setTimeout(600_000);
  const name = `two-gigabytes-${Date.now()}.mp4`;
  const file = makeMp4(name, SIZE);
  let stored: string | null = null;
  try {
    const ops = new OpsPage(page);
    await ops.login("ops-operator", "/ops/videos");
    let dialog = await ops.openVideoUploadDialog(FUND_RECORDING);
    const first = watchUploadProtocol(page);
    await dialog.getByTestId("video-upload-input").setInputFiles(file);
    const item = dialog.getByTestId("upload-item");

    // the connection drops once two chunks are in: the upload pauses and says why, nothing is sent meanwhile
    await waitFor(dialog, "before the drop", () => first.uploadsOk >= 2, 240_000);
    await context.setOffline(true);
    await expect(item.getByTestId("upload-item-status")).toHaveText("网络已断开，恢复后自动继续");
    await expect(item).toHaveAttribute("data-phase", "paused");
    const whileOffline = first.uploadsOk;
    await page.waitForTimeout(3_000);
    expect(first.uploadsOk).toBe(whileOffline);

    // it comes back: the upload carries on by itself
    await context.setOffline(false);
    await waitFor(dialog, "after the drop", () => first.uploadsOk >= whileOffline + 3, 240_000);
    expect(Number(await item.getAttribute("data-progress"))).toBeLessThan(100);

    // the operator reloads halfway, leaving past the page's warning
    page.on("dialog", (d) => void d.accept());
    await page.reload();
    const heldBefore = first.uploadsOk;

    // the unfinished upload is listed; re-selecting the file sends only the chunks the server lacks
    const second = watchUploadProtocol(page);
    dialog = await ops.openVideoUploadDialog(FUND_RECORDING);
    const unfinished = dialog.getByTestId("unfinished-upload");
    await expect(unfinished).toHaveCount(1);
    await expect(unfinished).toContainText(name);
    await unfinished.getByTestId("resume-file-input").setInputFiles(file);
    await waitFor(dialog, "resumed", async () => (await dialog.getByTestId("uploaded-file").count()) === 1, 420_000);
    await expect(dialog.getByTestId("uploaded-file")).toContainText(name);

    expect(second.checks).toHaveLength(CHUNKS);
    const held = second.checks.filter(Boolean).length;
    expect(held).toBeGreaterThanOrEqual(heldBefore);
    expect(second.uploadsOk).toBe(CHUNKS - held);
    expect(second.uploads).toBe(CHUNKS - held);
    expect(second.combined).toMatch(/^\/files\/videos\/.+\.mp4$/);
    stored = second.combined;

    // the server's file is the chosen one, byte for byte
    const dataDir = process.env.E2E_DATA_DIR;
    expect(dataDir, "the e2e config names the server's data folder").toBeTruthy();
    const onServer = path.join(dataDir!, "files", stored!.replace(/^\/files\//, ""));
    const [local, remote] = await Promise.all([md5OfFile(file), md5OfFile(onServer)]);
    expect(remote).toBe(local);
  } finally {
    rmSync(file, { force: true });
    // the 2 GB copy is not submitted, so nothing refers to it; it is not left behind in the test run's folder
    if (stored && process.env.E2E_DATA_DIR) rmSync(path.join(process.env.E2E_DATA_DIR, "files", stored.replace(/^\/files\//, "")), { force: true });
  }
});
