import { expect, test } from "./fixtures.ts";
import { PortalShell } from "./page-models/portal-shell.ts";
import { enterpriseToken, openWithToken } from "./page-models/session.ts";
import { operatorToken } from "./page-models/ops.ts";
import { personalToken } from "./page-models/public-qa.ts";

// The pages of each side of the portal, opened once: the suite's fixture (fixtures.ts) checks each with
// axe-core at 1440 and 390 px after the test, so these tests only have to open them.
const PUBLIC = [
  "/home", "/roadshowList", "/recentActivity", "/activityDetails/18", "/activityDetails/26", "/event/23", "/mobileDetails/18", "/preCallQa",
  "/institutionalCenter", "/institutionalCenterDetail?id=1", "/stockVideoConverge", "/hotTopic", "/hotTopicDetail/1", "/course", "/helpCenter",
  "/aboutUs", "/finReportList", "/interpage", "/searchResults?keyword=ESG", "/VersionAgreement?routeType=2", "/loginIndex", "/realPersonIndex",
];
const CENTRE = [
  "/center", "/activityManage", "/addOrder?orderType=1", "/memberManage", "/enterpriseCentre", "/guestWare", "/messRemind", "/centerVideo",
  "/distributeList", "/finReport",
];
const INVESTOR = ["/personalCenter", "/personalCenter?tab=profile", "/login/personlogin/0"];
const OPS = ["/ops", "/ops/activities", "/ops/moderation", "/ops/videos", "/ops/messages", "/ops/content", "/ops/videoLibrary"];

test.describe("accessibility of every page", () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ a11yEnforce: true });

  test("public pages", async ({ page }) => {
    const shell = new PortalShell(page);
    for (const path of PUBLIC) {
      await shell.visit(path);
      await shell.settle();
    }
    await expect(shell.main.first()).toBeVisible();
  });

  test("enterprise centre", async ({ page }) => {
    const shell = new PortalShell(page);
    const token = await enterpriseToken(page.request, "listed-admin");
    await openWithToken(page, token, "/center");
    for (const path of CENTRE) {
      await shell.visit(path);
      await shell.settle();
    }
    await expect(shell.main.first()).toBeVisible();
  });

  test("an investor's own pages", async ({ page }) => {
    const shell = new PortalShell(page);
    const token = await personalToken(page.request, "13800000001");
    await openWithToken(page, token, "/personalCenter");
    for (const path of INVESTOR) {
      await shell.visit(path);
      await shell.settle();
    }
    await expect(shell.main.first()).toBeVisible();
  });

  test("back office", async ({ page }) => {
    const shell = new PortalShell(page);
    const token = await operatorToken(page.request, "ops-admin");
    await openWithToken(page, token, "/ops");
    for (const path of OPS) {
      await shell.visit(path);
      await shell.settle();
    }
    await expect(shell.main.first()).toBeVisible();
  });
});
