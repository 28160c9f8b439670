import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ActivityVideoPanel, OutboxIndicator, VIDEO_ACTIVITY_FOR_OUTBOX, videoRecords } from "./page-models/activity-video.ts";
import { waitForServiceWorker } from "./page-models/offline.ts";
import { liveActivityId, personalToken, PublicQaPage, qaRows } from "./page-models/public-qa.ts";
import { openAs, openWithToken } from "./page-models/session.ts";

/**
 * Issue 13, "the outbox after reconnecting": with the service worker installed (as for every real visitor),
 * a write queued offline may be replayed by the worker's Background Sync rather than by the page. Whoever
 * replays it, the page must show the queue as it is within a second of the replay, without a reload: no
 * "waiting for the network" note, no "waiting to submit" pill, the panel's row done, and the write itself
 * shown where it belongs.
 */
const VERIFIED = "13800000001";
/** How soon after the server has the write the page must say so. */
const FOLLOWS_WITHIN_MS = 1_000;

test.describe("the outbox after reconnecting, with the service worker", () => {
  test.use({ serviceWorkers: "allow", viewport: { width: 1440, height: 900 } });
  test.setTimeout(90_000);

  /** Polls the server until `found` sees the write; answers when it first did. */
  async function serverHas(found: () => Promise<number>): Promise<void> {
    await expect.poll(found, { timeout: 20_000, intervals: [100] }).toBeGreaterThan(0);
  }

  async function openPanel(page: Page, outbox: OutboxIndicator): Promise<void> {
    if (!(await page.getByTestId("outbox-panel").isVisible())) await outbox.button.click();
    await expect(page.getByTestId("outbox-panel")).toBeVisible();
  }

  test("a question asked offline: the page follows the replay within a second, not after a reload", async ({ page, context }) => {
    const activityId = await liveActivityId(page.request);
    const token = await personalToken(page.request, VERIFIED);
    await openWithToken(page, token, `/activityDetails/${activityId}`);
    await waitForServiceWorker(page);
    const qa = new PublicQaPage(page);
    const outbox = new OutboxIndicator(page);
    await qa.waitLoaded();
    await qa.expectCanAsk();

    const content = `重连后：分红政策会不会调整？（e2e ${Date.now()}）`;
    await context.setOffline(true);
    await qa.ask(content);
    await expect(qa.askQueued).toBeVisible();
    await expect(outbox.button).toHaveAttribute("data-pending", "1");
    await openPanel(page, outbox);
    await expect(outbox.items.first()).toHaveAttribute("data-state", "queued");

    await context.setOffline(false);
    await serverHas(async () => (await qaRows(page.request, activityId, token)).filter((r) => r.content === content).length);
    // the page follows the queue at once: nothing says it still waits
    await expect(qa.askQueued).toHaveCount(0, { timeout: FOLLOWS_WITHIN_MS });
    await expect(outbox.button).toHaveAttribute("data-pending", "0", { timeout: FOLLOWS_WITHIN_MS });
    await expect(outbox.items.first()).toHaveAttribute("data-state", "done", { timeout: FOLLOWS_WITHIN_MS });
    // and the question shows as the asker's own, pending review
    await expect(qa.item(content).getByTestId("qa-pending")).toBeVisible({ timeout: 2 * FOLLOWS_WITHIN_MS });

    // exactly once on the server, and still once after a reload (which runs the outbox again)
    expect((await qaRows(page.request, activityId, token)).filter((r) => r.content === content)).toHaveLength(1);
    await page.reload();
    await qa.waitLoaded();
    await expect(qa.item(content).getByTestId("qa-pending")).toBeVisible();
    expect((await qaRows(page.request, activityId, token)).filter((r) => r.content === content)).toHaveLength(1);
  });

  test("a video record submitted offline: the record, the note and the pill follow the replay within a second", async ({ page, context }) => {
    const address = `https://pan.example.com/s/reconnect-${Date.now()}`;
    const video = new ActivityVideoPanel(page);
    const outbox = new OutboxIndicator(page);
    const token = await openAs(page, "listed-admin", "/center");
    await video.openTab(VIDEO_ACTIVITY_FOR_OUTBOX);
    await waitForServiceWorker(page);
    await video.openDialog();
    await video.mode("云盘地址").check();
    await video.dialog.getByRole("textbox", { name: "云盘地址" }).fill(address);
    await video.dialog.getByLabel("云盘密码").fill("c3d4");

    await context.setOffline(true);
    await video.submit();
    await expect(video.savedOffline).toBeVisible();
    await expect(video.panel.getByTestId("video-queued-note")).toBeVisible();
    await expect(outbox.button).toHaveAttribute("data-pending", "1");

    await context.setOffline(false);
    await serverHas(async () => (await videoRecords(page.request, token, VIDEO_ACTIVITY_FOR_OUTBOX)).filter((r) => r.cloudDiskAddress === address).length);
    await expect(video.panel.getByTestId("video-queued-note")).toHaveCount(0, { timeout: FOLLOWS_WITHIN_MS });
    await expect(outbox.button).toHaveAttribute("data-pending", "0", { timeout: FOLLOWS_WITHIN_MS });
    await expect(video.records.filter({ hasText: address })).toHaveCount(1, { timeout: 2 * FOLLOWS_WITHIN_MS });
    await openPanel(page, outbox);
    await expect(outbox.items.first()).toHaveAttribute("data-state", "done");
    expect((await videoRecords(page.request, token, VIDEO_ACTIVITY_FOR_OUTBOX)).filter((r) => r.cloudDiskAddress === address)).toHaveLength(1);
  });
});
