import { test } from "./fixtures.ts";
import { PortalShell } from "./page-models/portal-shell.ts";

// spec 1 §2.1: the page title is the site prefix plus the route title, in the page's language; activity
// details (and single-company pages) use the bare route title.
test.describe("document titles", () => {
  test("site prefix + route title in zh-CN, bare on activity details", async ({ page }) => {
    const shell = new PortalShell(page);
    await shell.open("/home");
    await shell.expectTitle("zh-CN", "首页");
    // titles that depend on the query: the Fund Vision channel and the agreements
    await shell.chooseNavItem("视频中心", "基金视野");
    await shell.expectTitle("zh-CN", "基金视野");
    await shell.chooseNavItem("视频中心", "上市公司视频");
    await shell.expectTitle("zh-CN", "视频中心");
    await shell.footer.getByRole("link", { name: "服务协议" }).click();
    await shell.expectTitle("zh-CN", "服务协议");
    await shell.open("/activityDetails/1");
    await shell.expectTitle("zh-CN", "活动详情", { bare: true });
    await shell.open("/singleCompany/1/1");
    await shell.expectTitle("zh-CN", "集体路演公司专区", { bare: true });
  });

  test("site prefix + route title in en-US after switching with the header toggle", async ({ page }) => {
    const shell = new PortalShell(page);
    await shell.open("/roadshowList");
    await shell.expectTitle("zh-CN", "路演列表");
    await shell.switchLanguage("en-US");
    // the open page is retitled at once
    await shell.expectTitle("en-US", "Roadshows");
    await shell.navEntry("Home").click();
    await shell.expectTitle("en-US", "Home");
    await shell.footer.getByRole("link", { name: "About us" }).click();
    await shell.expectTitle("en-US", "About us");
    await shell.open("/activityDetails/1");
    await shell.expectTitle("en-US", "Activity details", { bare: true });
    // and back
    await shell.switchLanguage("zh-CN");
    await shell.expectTitle("zh-CN", "活动详情", { bare: true });
  });
});
