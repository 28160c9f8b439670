import { expect, test } from "./fixtures.ts";
import { ActivityDetail } from "./page-models/activity.ts";
import { StatsApi } from "./page-models/activity-stats.ts";
import { PreCallQa, PreCollectTab, publicPreCollected } from "./page-models/pre-collect.ts";
import { shoot } from "./page-models/screens.ts";
import { enterpriseToken, openWithToken, personalLoginLocation } from "./page-models/session.ts";

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
    await investor.goto(await personalLoginLocation(investor.request, "13900018018", "/preCallQa"));
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
});
