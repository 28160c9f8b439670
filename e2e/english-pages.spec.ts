import { expect, test } from "./fixtures.ts";
import { ActivityPageModel } from "./page-models/activity-page.ts";
import { PortalShell, SEEDED_NOTICE, SEEDED_NOTICE_EN } from "./page-models/portal-shell.ts";
import { SearchResultsPage } from "./page-models/public-lists.ts";

// Every public page a visitor reaches from the header, in English: the seeded notice, the dictionaries and the
// companies carry their English, and no Chinese is left outside what companies and operators wrote.
const PUBLIC_PAGES = [
  "/home", "/roadshowList", "/recentActivity", "/activityDetails/18", "/activityDetails/26", "/event/23", "/mobileDetails/18", "/preCallQa",
  "/institutionalCenter", "/institutionalCenterDetail?id=1", "/stockVideoConverge", "/hotTopic", "/hotTopicDetail/1", "/course", "/helpCenter",
  "/aboutUs", "/finReportList", "/interpage", "/searchResults?keyword=ESG", "/VersionAgreement?routeType=2",
];

test.describe("English pages", () => {
  test.describe.configure({ timeout: 180_000 });

  test("show the English of settings, dictionaries and companies", async ({ page }) => {
    const shell = new PortalShell(page);
    await shell.open("/home");
    await expect(shell.notice).toContainText(SEEDED_NOTICE);
    await shell.switchLanguage("en-US");
    await expect(shell.notice).toContainText(SEEDED_NOTICE_EN);

    const search = new SearchResultsPage(page);
    await search.open("ESG");
    await expect(search.hotWords.getByText("Results briefings", { exact: true })).toBeVisible();
    await expect(search.hotWords.getByText("业绩说明会", { exact: true })).toHaveCount(0);

    const activity = new ActivityPageModel(page);
    await activity.open("/activityDetails/18");
    await expect(activity.company).toContainText("Pengcheng Intelligent");
  });

  test("leave no Chinese outside what companies and operators wrote", async ({ page }) => {
    const shell = new PortalShell(page);
    await shell.open("/home");
    await shell.switchLanguage("en-US");
    await expect(shell.document).toHaveAttribute("lang", "en-US");
    expect(await shell.storedLanguage()).toBe("en-US");
    const leftovers: Record<string, string[]> = {};
    for (const path of PUBLIC_PAGES) {
      await shell.visit(path);
      await expect(shell.document).toHaveAttribute("lang", "en-US");
      await shell.settle();
      const chinese = await shell.chineseOutsideContent();
      if (chinese.length > 0) leftovers[path] = chinese;
    }
    expect(leftovers).toEqual({});
  });
});
