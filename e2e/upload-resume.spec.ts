import { rmSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { ActivityVideoPanel, makeMp4, VIDEO_ACTIVITY_FOR_UPLOAD, watchUploadProtocol } from "./page-models/activity-video.ts";
import { enterpriseToken, openAs } from "./page-models/session.ts";

const MB = 1_048_576;
const SIZE = 250 * MB; // three chunks of the protocol's 100 MB: 100 + 100 + 50
const CHUNKS = 3;
const cleanup: string[] = [];

test.describe("large uploads that resume", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.setTimeout(300_000);
  test.afterAll(() => {
    for (const file of cleanup.splice(0)) rmSync(file, { force: true });
  });

  test("a 250 MB video survives a reload halfway: re-selected, only the missing chunks are sent", async ({ page }) => {
    // a name of its own, so the record it leaves is told apart from an earlier run's
    const name = `roadshow-resume-${Date.now()}.mp4`;
    const file = makeMp4(name, SIZE);
    cleanup.push(file);
    const video = new ActivityVideoPanel(page);
    await openAs(page, "listed-admin", "/center");
    await video.openTab(VIDEO_ACTIVITY_FOR_UPLOAD);
    await expect(video.panel.getByTestId("video-close-time")).toContainText("最晚提交时间");
    await video.openDialog();

    // Hashing and sending on loopback take seconds only, so the first pass is slowed to 40 MB/s: "halfway" must
    // still be halfway when the poll below sees the first chunk confirmed.
    const network = await page.context().newCDPSession(page);
    await network.send("Network.enable");
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 40 * MB });
    const before = watchUploadProtocol(page);
    await video.chooseFile(file);
    const item = video.dialog.getByTestId("upload-item");
    await expect(item).toBeVisible();
    // halfway: the server has confirmed a first chunk, the rest is still on its way
    await expect
      .poll(
        async () => {
          if (before.uploadsOk === 0 && Date.now() % 5_000 < 250) console.log(`first pass: ${JSON.stringify(await item.allTextContents())} uploads=${before.uploads}`);
          return before.uploadsOk;
        },
        { timeout: 120_000, intervals: [250] },
      )
      .toBeGreaterThanOrEqual(1);
    expect(before.uploadsOk).toBeLessThan(CHUNKS);
    expect(Number(await item.getAttribute("data-progress"))).toBeLessThan(100);

    // the page warns before leaving during an upload; the user leaves anyway
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toContain("beforeunload");
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // after the reload the upload is listed as unfinished for this widget
    const after = watchUploadProtocol(page);
    await video.openTab(VIDEO_ACTIVITY_FOR_UPLOAD);
    await expect(video.panel.getByTestId("video-unfinished-note")).toBeVisible();
    await video.openDialog();
    const unfinished = video.dialog.getByTestId("unfinished-upload");
    await expect(unfinished).toHaveCount(1);
    await expect(unfinished).toContainText(name);

    // re-selecting the same file resumes it: every chunk is checked, only those the server lacks are sent
    await unfinished.getByTestId("resume-file-input").setInputFiles(file);
    await expect
      .poll(
        async () => {
          const done = await video.dialog.getByTestId("uploaded-file").count();
          if (done === 0) {
            // what the upload is doing, in the test's output, should it not finish in time
            const status = await video.dialog.getByTestId("upload-item").allTextContents();
            console.log(`resume: ${JSON.stringify(status)} checks=${JSON.stringify(after.checks)} uploads=${after.uploads}/${after.uploadsOk}`);
          }
          return done;
        },
        { timeout: 240_000, intervals: [5_000] },
      )
      .toBe(1);
    await expect(video.dialog.getByTestId("uploaded-file")).toContainText(name);
    expect(after.checks).toHaveLength(CHUNKS);
    const held = after.checks.filter(Boolean).length;
    expect(held).toBeGreaterThanOrEqual(1);
    expect(after.uploads).toBe(CHUNKS - held);
    expect(after.uploadsOk).toBe(CHUNKS - held);
    expect(after.combines).toBe(1);
    await expect(video.dialog.getByTestId("unfinished-upload")).toHaveCount(0);

    // the finished video is submitted for review and listed once
    await video.submit();
    await expect(video.dialog).toBeHidden();
    const record = video.records.filter({ hasText: name });
    await expect(record).toHaveCount(1);
    await expect(record.getByTestId("video-record-status")).toHaveText("待审核");

    // the server holds the whole file under the record's path, byte for byte in size
    const token = await enterpriseToken(page.request, "listed-admin");
    const list = await page.request.post("/base-service/api/auth/v1/activity_record_video/front_activity_record_video_list", {
      headers: { authorization: token },
      form: { activityId: String(VIDEO_ACTIVITY_FOR_UPLOAD), size: "0" },
    });
    const rows = ((await list.json()) as { datas: Array<{ videoName: string; videoSize: number; videoPath: string }> }).datas;
    const mine = rows.filter((r) => r.videoName === name);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.videoSize).toBe(SIZE);
    const head = await page.request.head(`/api${mine[0]!.videoPath}`);
    expect(head.ok()).toBeTruthy();
  });

  test("choose-time refusals: an m4v, a file over the centre's 1 GB, and submitting without a video", async ({ page }) => {
    const video = new ActivityVideoPanel(page);
    await openAs(page, "listed-admin", "/center");
    await video.openTab(VIDEO_ACTIVITY_FOR_UPLOAD);
    await video.openDialog();
    const m4v = makeMp4("roadshow-clip.m4v", 1 * MB);
    cleanup.push(m4v);
    await video.chooseFile(m4v);
    await expect(video.wrongFormat).toBeVisible();
    const big = makeMp4("roadshow-too-big.mp4", 1024 * MB + 1);
    cleanup.push(big);
    await video.chooseFile(big);
    await expect(video.tooLarge).toBeVisible();
    await expect(video.dialog.getByTestId("upload-item")).toHaveCount(0);
    // submitting with no video says so
    await video.submit();
    await expect(video.dialog.getByTestId("video-form-error")).toHaveText("请上传视频");
  });
});
