import { expect, test } from "./fixtures.ts";
import { OpsPage, operatorToken } from "./page-models/ops.ts";
import { shoot } from "./page-models/screens.ts";
import { SiteContentPage, setMaintenance, subjectPages } from "./page-models/site-content.ts";

// The site's content pages (document 4 sections 2.4 and 2.7; document 1 section 2.1): hot topics, subject
// pages with and without their test code, static pages in both languages, and maintenance mode.


for (const width of [1440, 390]) {
  test(`hot topics: the list opens a topic with its activities (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const site = new SiteContentPage(page);
    await page.goto("/hotTopic");
    await expect(site.topicCards).toHaveCount(2);
    await site.expectNoHorizontalOverflow();
    await site.topicCards.filter({ hasText: "年报季·业绩说明会" }).click();
    await expect(page).toHaveURL(/\/hotTopicDetail\/\d+$/);
    await expect(site.topicDetail.getByRole("heading", { name: "年报季·业绩说明会" })).toBeVisible();
    await expect(site.linkedActivities.first()).toBeVisible();
    await site.expectNoHorizontalOverflow();
    await site.linkedActivities.first().click();
    await expect(page).toHaveURL(/\/activityDetails\/\d+$/);
  });
}

test("a subject page: published for everyone; unpublished only with its test code, as a preview", async ({ page }) => {
  const site = new SiteContentPage(page);
  const pages = await subjectPages(page.request, await operatorToken(page.request));
  const published = pages.find((p) => p.pubStatus === 2)!;
  const draft = pages.find((p) => p.pubStatus === 0)!;

  await page.goto(`/event/${published.id}`);
  await expect(site.subject.getByRole("heading", { name: published.title })).toBeVisible();
  await expect(site.subject.getByTestId("subject-header")).toBeVisible();
  await expect(site.subject.getByTestId("subject-login")).toBeVisible();
  await expect(site.linkedActivities.first()).toBeVisible();
  await expect(site.previewBanner).toHaveCount(0);
  await shoot(page, "subject-page");

  await page.goto(`/event/${draft.id}`);
  await expect(site.emptyText).toBeVisible();
  await page.goto(`/event/${draft.id}/WRONG00`);
  await expect(site.emptyText).toBeVisible();
  await page.goto(`/event/${draft.id}/${draft.testCode}`);
  await expect(site.subject.getByRole("heading", { name: draft.title })).toBeVisible();
  await expect(site.previewBanner).toBeVisible();
});

for (const width of [1440, 390]) {
  test(`static pages, the agreement, help and courses render in Chinese and English (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const site = new SiteContentPage(page);
    await page.goto("/aboutUs");
    await expect(site.staticPage("aboutUs").getByRole("heading", { name: "关于我们" })).toBeVisible();
    await site.expectNoHorizontalOverflow();
    await site.inEnglish();
    await expect(site.staticPage("aboutUs").getByRole("heading", { name: "About us" })).toBeVisible();
    await expect(site.staticPage("aboutUs")).toContainText("Roadshow Centre is an investor-relations platform");
    await shoot(page, "about-us-en", { widths: [width] });

    await page.goto("/introduceCenter");
    await expect(site.staticPage("introduceCenter").getByRole("heading", { name: "About the centre" })).toBeVisible();
    await page.goto("/VersionAgreement?routeType=3");
    await expect(site.staticPage("serviceProtocol").getByRole("heading", { name: "Service agreement" })).toBeVisible();
    await expect(site.agreementVersion).toHaveText("Version: 2026.1");
    await page.goto("/helpCenter");
    await expect(site.helpArticle.getByRole("heading", { name: "How do I watch a live roadshow?" })).toBeVisible();
    await site.helpItems.nth(1).click();
    await expect(site.helpArticle.getByRole("heading", { name: "How do I ask a company a question?" })).toBeVisible();
    await site.expectNoHorizontalOverflow();
    await page.goto("/course");
    await expect(site.courseCards).toHaveCount(2);
    await site.courseCards.filter({ hasText: "Using the Roadshow Centre" }).click();
    await expect(site.lessons).toHaveCount(3);
    await expect(site.lessons.first().getByTestId("lesson-pdf")).toHaveAttribute("href", /\/api\/docs\/guide-single\.pdf$/);
    await site.expectNoHorizontalOverflow();

    await page.goto("/VersionAgreement?routeType=2");
    await site.inEnglish();
    await expect(site.staticPage("serviceDeclaration")).toBeVisible();
  });
}


test("maintenance mode: a visitor sees /SystemMaintenance, an operator keeps working", async ({ page, browser }) => {
  const supervisor = await operatorToken(page.request, "ops-admin");
  const site = new SiteContentPage(page);
  await setMaintenance(page.request, supervisor, true);
  try {
    await page.goto("/hotTopic");
    await expect(page).toHaveURL(/\/SystemMaintenance$/);
    await expect(site.staticPage("systemMaintenance").getByRole("heading", { name: "系统维护中" })).toBeVisible();
    await shoot(page, "system-maintenance");

    const operatorContext = await browser.newContext();
    const operatorPage = await operatorContext.newPage();
    const ops = new OpsPage(operatorPage);
    await ops.login("ops-operator");
    await expect(ops.shell).toBeVisible();
    await operatorPage.goto("/hotTopic");
    await expect(new SiteContentPage(operatorPage).topicCards).toHaveCount(2);
    await expect(operatorPage).toHaveURL(/\/hotTopic$/);
    await operatorContext.close();
  } finally {
    await setMaintenance(page.request, supervisor, false);
  }
  await page.goto("/hotTopic");
  await expect(site.topicCards).toHaveCount(2);
});
