import { rmSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { ActivityVideoPanel, makeMp4 } from "./page-models/activity-video.ts";
import { OpsPage } from "./page-models/ops.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs } from "./page-models/session.ts";

// Document 4 section 6: an operator uploads a video on a company's behalf (status 3). Uses fund-admin's seeded
// fund recording (its own video step), which no other spec uploads to, so it runs beside them unchanged.
const FUND_RECORDING = "基金经理交流会";
const KB = 1024;

test.use({ viewport: { width: 1440, height: 900 } });

test("an operator uploads a small mp4 for a company's activity; the company sees it approved in tab 4", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // a name of its own, so the record is told apart from an earlier run's
  const name = `platform-upload-${Date.now()}.mp4`;
  const file = makeMp4(name, 600 * KB);
  try {
    const ops = new OpsPage(page);
    await ops.login("ops-operator", "/ops/videos");
    const dialog = await ops.openVideoUploadDialog(FUND_RECORDING);
    const activityId = Number(/#(\d+)/.exec(await dialog.getByTestId("ops-video-activity").inputValue())?.[1]);
    expect(activityId).toBeGreaterThan(0);

    await dialog.getByTestId("video-upload-input").setInputFiles(file);
    await expect(dialog.getByTestId("uploaded-file")).toContainText(name, { timeout: 30_000 });
    await expect(dialog.getByTestId("ops-video-name")).toHaveValue(name);
    await dialog.getByTestId("ops-video-name").fill(`代传-${name}`);
    await shoot(page, "ops-video-upload-dialog", { fullPage: false });

    await dialog.getByTestId("ops-video-submit").click();
    await expect(dialog).toBeHidden();
    // the page shows the back-office uploads, the new one among them
    await expect(page).toHaveURL(/status=3/);
    const row = ops.videoRow(`代传-${name}`);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("后台上传");
    await shoot(page, "ops-video-upload-list", { fullPage: false });

    // the company, in its own browser, finds it in the activity's video tab, approved
    const company = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN", serviceWorkers: "block" });
    const companyPage = await company.newPage();
    await openAs(companyPage, "fund-admin", "/center");
    const video = new ActivityVideoPanel(companyPage);
    await video.openTab(activityId);
    const record = video.records.filter({ hasText: `代传-${name}` });
    await expect(record).toHaveCount(1);
    await expect(record.getByTestId("video-record-status")).toHaveText("已通过（后台上传）");
    await expect(record).toHaveAttribute("data-status", "3");
    await record.scrollIntoViewIfNeeded();
    await shoot(companyPage, "ops-video-upload-company-tab", { fullPage: false });
    await company.close();
  } finally {
    rmSync(file, { force: true });
  }
});
