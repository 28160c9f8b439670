import { expect, test } from "./fixtures.ts";
import { RoadshowListPage } from "./page-models/public-lists.ts";
import { PortalHome } from "./page-models/portal-home.ts";
import { PortalShell } from "./page-models/portal-shell.ts";

// spec 1 §2.1: routes that need a token go to /home without one; the root and unknown paths end on /home.
test.describe("route guards and redirects", () => {
  test("token-requiring routes visited without a token land on /home", async ({ page }) => {
    const shell = new PortalShell(page);
    for (const path of ["/center", "/personalCenter", "/login/authenticationType", "/enterpriseCentre"]) {
      await test.step(path, async () => {
        await shell.open(path);
        await expect(page).toHaveURL(/\/home$/);
        await expect(new PortalHome(page).welcome).toBeVisible();
        await shell.expectLoggedOut();
      });
    }
  });

  test("the root redirects to /home, and so does an unknown path", async ({ page }) => {
    const shell = new PortalShell(page);
    await shell.open("/");
    await expect(page).toHaveURL(/\/home$/);
    await shell.expectTitle("zh-CN", "首页");

    await shell.open("/no/such/page");
    await expect(page).toHaveURL(/\/home$/);
    await expect(new PortalHome(page).welcome).toBeVisible();
  });

  test("the coming-soon page renders its honest panel, and pages still to come name themselves on it", async ({ page }) => {
    const shell = new PortalShell(page);
    await shell.open("/ComingSoon");
    await expect(page).toHaveURL(/\/ComingSoon$/);
    await shell.expectTitle("zh-CN", "敬请期待");
    await expect(shell.comingSoon).toBeVisible();
    await expect(shell.main.getByText("该功能即将上线，敬请期待。您可以先返回首页浏览其他内容。")).toBeVisible();
    // the panel offers the way home, and that way works
    await shell.comingSoonHome.click();
    await expect(page).toHaveURL(/\/home$/);

    await shell.chooseNavItem("路演中心", "业绩说明会");
    await expect(page).toHaveURL(/\/roadshowList\?navType=nav1$/);
    await expect(new RoadshowListPage(page).root).toBeVisible();
    await shell.expectTitle("zh-CN", "路演列表");
  });
});
