import type { Browser, BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ActivityQaTab } from "./page-models/activity-qa.ts";
import { OpsModerationPage, OpsPage } from "./page-models/ops.ts";
import { liveActivityId, personalToken, PublicQaPage } from "./page-models/public-qa.ts";
import { enterpriseToken, openWithToken } from "./page-models/session.ts";

// The live Q&A loop of the issue, in three browsers at once and without a single reload: an investor asks on
// the public page, an operator approves it from the moderation queue, the company sees it arrive on its Q&A
// tab and answers, the operator approves the answer, and the investor sees it under the question.
//
// E2E_STAFF_URL puts the operator and the company on another server process than the investor (the
// two-process run of e2e/playwright.pg.config.ts on PostgreSQL): every push then crosses processes through
// LISTEN/NOTIFY. Without it all three use the one server of the default run.
const STAFF_URL = process.env.E2E_STAFF_URL;
/** Each step is pushed within a second; the margin covers a loaded CI machine. */
const LIVE = { timeout: 10_000 };
const VERIFIED_INVESTOR = "13800000001";

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

async function contextAt(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext(baseURL ? { baseURL } : {});
}

test("a question travels investor → operator → company → operator → investor, live on every screen", async ({ browser, baseURL }) => {
  const investorContext = await contextAt(browser, baseURL);
  const operatorContext = await contextAt(browser, STAFF_URL ?? baseURL);
  const companyContext = await contextAt(browser, STAFF_URL ?? baseURL);
  try {
    const investor = await investorContext.newPage();
    const operator = await operatorContext.newPage();
    const company = await companyContext.newPage();
    const activityId = await liveActivityId(investor.request);

    // the three screens, open before anything happens
    await openWithToken(investor, await personalToken(investor.request, VERIFIED_INVESTOR), `/activityDetails/${activityId}`);
    const publicQa = new PublicQaPage(investor);
    await publicQa.waitLoaded();
    await publicQa.expectCanAsk();

    const ops = new OpsPage(operator);
    const queue = new OpsModerationPage(operator);
    await ops.login("ops-operator");
    await queue.open();

    const qaTab = new ActivityQaTab(company);
    await openWithToken(company, await enterpriseToken(company.request, "listed-admin"), "/center");
    await qaTab.open(activityId);

    // 1. the investor asks: pending, theirs
    const question = `请问新产线的良率什么时候能达到设计水平？（loop ${Date.now()}）`;
    await publicQa.ask(question);
    await expect(investor.getByTestId("ask-result")).toHaveText("提问成功，等待审核");
    await expect(publicQa.item(question).getByTestId("qa-pending")).toBeVisible();

    // 2. the operator's queue announces it without reshuffling, and loads it on request
    await expect(queue.newBanner).toBeVisible(LIVE);
    await queue.newBanner.click();
    await expect(queue.row(question)).toBeVisible();
    await queue.approve(question);
    await expect(queue.row(question)).toHaveCount(0);

    // 3. the investor's pending mark turns into an approved question
    await expect(publicQa.item(question)).toHaveAttribute("data-status", /^[13]$/, LIVE);

    // 4. the company's banner counts it; the pending list shows it; the company answers
    await expect(qaTab.banner).toBeVisible(LIVE);
    await qaTab.banner.click();
    await expect(qaTab.record(question)).toBeVisible();
    const answer = `良率爬坡按计划推进，预计明年二季度达到设计水平。（loop ${Date.now()}）`;
    await qaTab.reply(qaTab.record(question), answer);
    await expect(company.getByText("回复成功，等待审核").first()).toBeVisible();

    // 5. the pending answer reaches the operator, who approves it
    await expect(queue.newBanner).toBeVisible(LIVE);
    await queue.newBanner.click();
    await expect(queue.row(answer)).toBeVisible();
    await queue.approve(answer);
    await expect(queue.row(answer)).toHaveCount(0);

    // 6. the investor sees the answer under the question, still without a reload
    await expect(publicQa.item(question)).toContainText(answer, LIVE);
  } finally {
    await Promise.all([investorContext.close(), operatorContext.close(), companyContext.close()]);
  }
});
