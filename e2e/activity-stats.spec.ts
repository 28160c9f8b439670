import { expect, test } from "./fixtures.ts";
import { ActivityDetail } from "./page-models/activity.ts";
import { DESKTOP_UA, StatsApi, StatsReport, WECHAT_UA } from "./page-models/activity-stats.ts";
import { shoot } from "./page-models/screens.ts";
import { enterpriseToken, openWithToken } from "./page-models/session.ts";

// The activity-data tab (document 3 section 2.1 item 2) after a scripted set of visits shows the numbers the
// API answers; a visit of the public page by a browser counts; the A4 print page prints (issue 18).

test.describe("activity statistics", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the tab and the print page show what the API counts after scripted visits", async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const api = new StatsApi(page.request);
    const token = await enterpriseToken(page.request, "listed-admin");
    const activityId = await api.activityId(token, "第二季度经营情况交流会");
    const before = await api.totals(token, activityId);

    // three visitors: two on PC (one loads twice), one in the chat app
    const wechatBefore = (await api.platforms(token, activityId)).find((p) => p.platform === 2)!;
    expect(await api.visit(activityId, "e2e-visitor-a")).toBe(true);
    expect(await api.visit(activityId, "e2e-visitor-a")).toBe(true);
    expect(await api.visit(activityId, "e2e-visitor-b")).toBe(true);
    expect(await api.visit(activityId, "e2e-visitor-c", WECHAT_UA)).toBe(true);
    const after = await api.totals(token, activityId);
    expect(after.allPvNum).toBe(before.allPvNum + 4);
    expect(after.allUvNum).toBe(before.allUvNum + 3);
    const wechat = (await api.platforms(token, activityId)).find((p) => p.platform === 2)!;
    expect(wechat.pvNum).toBe(wechatBefore.pvNum + 1);

    const detail = new ActivityDetail(page);
    const report = new StatsReport(page);
    await openWithToken(page, token, `/actManageDetail?id=${activityId}`);
    await expect(detail.title).toBeVisible();
    await detail.openTab(9);
    await report.expectTotals(after);
    await expect(report.platformAll(2).nth(2)).toHaveText(String(wechat.pvNum));
    await expect(report.trendChart).toBeVisible();
    await report.switchTrend("按天");
    await expect(report.trendChart).toBeVisible();
    await shoot(page, "activity-stats-tab", { fullPage: "desktop" });

    // the print page opens in a new window with the same numbers, and prints to an A4 PDF
    const [popup] = await Promise.all([context.waitForEvent("page"), report.printLink.click()]);
    const printed = new StatsReport(popup);
    await printed.expectTotals(after);
    await expect(popup).toHaveURL(/\/pending\/activeDataPrint\?.*id=\d+/);
    await popup.emulateMedia({ media: "print" });
    const pdf = await popup.pdf({ format: "A4", printBackground: true, path: test.info().outputPath("activity-data.pdf") });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    await popup.emulateMedia({ media: "screen" });
    await shoot(popup, "activity-stats-print");
  });

});

test.describe("a visit of the public page", () => {
  // headless Chromium names itself HeadlessChrome, which the server takes for a script and does not count
  test.use({ userAgent: DESKTOP_UA });

  test("a browser opening the public page is counted once", async ({ page }) => {
    const api = new StatsApi(page.request);
    const token = await enterpriseToken(page.request, "listed-admin");
    const activityId = await api.activityId(token, "第二季度经营情况交流会");
    const before = await api.totals(token, activityId);
    const recorded = page.waitForResponse((r) => r.url().endsWith("/activity/view_record") && r.ok());
    await page.goto(`/activityDetails/${activityId}`);
    await recorded;
    await expect.poll(async () => (await api.totals(token, activityId)).allPvNum).toBe(before.allPvNum + 1);
  });
});
