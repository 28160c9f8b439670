import * as xlsx from "xlsx";
import { expect, test } from "./fixtures.ts";
import { ActivityDetail } from "./page-models/activity.ts";
import { StatsApi } from "./page-models/activity-stats.ts";
import { PreCallQa, PreCollectTab, publicPreCollected } from "./page-models/pre-collect.ts";
import { shoot } from "./page-models/screens.ts";
import { enterpriseToken, openWithToken, personalLoginLocation, tokenOf } from "./page-models/session.ts";

// Pre-collected Q&A (issue 18): an investor asks on /preCallQa, the company answers it in tab 5 and adds one
// with its answer, and both show on the public activity page.

const TITLE = "年度业绩说明会暨现金分红说明会";

test.describe("pre-collected Q&A", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an investor's question is answered by the company and shown on the public page", async ({ page, browser }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const question = `e2e：新工厂的投产时间表是怎样的？${Date.now() % 10000}`;

    // the investor, with a personal login, on /preCallQa
    const investor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openWithToken(investor, tokenOf(await personalLoginLocation(investor.request, "13900018018", "/preCallQa")), "/preCallQa");
    const ask = new PreCallQa(investor);
    await expect(ask.root).toBeVisible();
    await ask.ask(TITLE, question);
    await shoot(investor, "pre-call-qa", { widths: [390, 1440] });
    await investor.close();

    // the company answers it in the pre-collected Q&A tab
    const token = await enterpriseToken(page.request, "listed-admin");
    const activityId = await new StatsApi(page.request).activityId(token, TITLE);
    await openWithToken(page, token, `/actManageDetail?id=${activityId}`);
    await expect(new ActivityDetail(page).title).toBeVisible();
    await new ActivityDetail(page).openTab(5);
    const tab = new PreCollectTab(page);
    await tab.subTab(0);
    await expect(tab.item(question)).toHaveAttribute("data-status", "0");
    await tab.answer(question, "新工厂预计明年二季度投产。");
    await tab.subTab(1);
    await expect(tab.item(question)).toHaveAttribute("data-status", "1");
    await tab.add("e2e：公司如何看待行业竞争？", "公司将以技术领先应对竞争。");
    await tab.subTab("all");
    await expect(tab.items).toHaveCount(5);
    await shoot(page, "pre-collect-tab", { fullPage: "desktop" });

    // the investor-facing page shows both answered questions
    await page.goto(`/activityDetails/${activityId}`);
    await expect(publicPreCollected(page).filter({ hasText: question })).toContainText("新工厂预计明年二季度投产。");
    await expect(publicPreCollected(page).filter({ hasText: "公司如何看待行业竞争" })).toBeVisible();
  });

  test("a company imports 30 questions, fixes two rows in the preview, reloads, submits, answers one, and an investor sees it", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const rows: string[][] = [["问题", "回答"]];
    for (let i = 1; i <= 30; i++) rows.push([i === 7 || i === 19 ? "" : `导入问题${i}：公司在第${i}个方向上的规划是什么？`, i % 2 === 0 || i === 7 || i === 19 ? `导入回答${i}` : ""]);
    const wb = xlsx.utils.book_new();
    xlsx.utils.book_append_sheet(wb, xlsx.utils.aoa_to_sheet(rows), "预征集问题");
    const file = xlsx.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer;

    const token = await enterpriseToken(page.request, "listed-admin");
    const activityId = await new StatsApi(page.request).activityId(token, TITLE);
    await openWithToken(page, token, `/actManageDetail?id=${activityId}`);
    await new ActivityDetail(page).openTab(5);
    const tab = new PreCollectTab(page);
    await tab.importFile("预征集问题.xlsx", file);
    await expect(tab.preview.getByTestId("preview-row")).toHaveCount(30);
    // rows 8 and 20 of the sheet (questions 7 and 19) have no question
    await expect(tab.previewRow(8)).toHaveAttribute("data-valid", "false");
    await expect(tab.previewRow(8).getByTestId("preview-error")).toHaveText("第8行“问题”列：请输入问题");
    await tab.fixRow(8, "补充问题七：新业务的盈利时间点？");
    await tab.fixRow(20, "补充问题十九：海外工厂的选址进展？");
    await shoot(page, "pre-collect-preview", { fullPage: false });

    // the preview is a draft: a reload keeps it, fixes included
    await page.reload();
    await new ActivityDetail(page).openTab(5);
    await expect(tab.preview).toBeVisible();
    await expect(tab.previewRow(8).getByTestId("preview-question")).toHaveValue("补充问题七：新业务的盈利时间点？");
    await tab.submitPreview();

    // the odd rows came without an answer and wait for one (the newest first: row 30, question 29)
    await tab.subTab(0);
    const pending = "导入问题29：公司在第29个方向上的规划是什么？";
    await expect(tab.item(pending)).toBeVisible();
    await tab.answer(pending, "预计两年内实现盈亏平衡。");
    await page.goto(`/activityDetails/${activityId}`);
    await expect(publicPreCollected(page).filter({ hasText: "导入问题29：" })).toContainText("预计两年内实现盈亏平衡。");
    // the fixed rows came with their answers, so they were imported answered
    await expect(publicPreCollected(page).filter({ hasText: "补充问题七" })).toContainText("导入回答7");
    // imported with their answers (even rows): answered, so shown too
    await expect(publicPreCollected(page).filter({ hasText: "导入问题2：" })).toContainText("导入回答2");
  });
});
