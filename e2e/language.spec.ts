import { expect, test } from "./fixtures.ts";
import { EnterpriseCentre } from "./page-models/enterprise-centre.ts";
import { PortalHome } from "./page-models/portal-home.ts";
import { PortalShell } from "./page-models/portal-shell.ts";
import { openAs } from "./page-models/session.ts";

test.describe("language toggle", () => {
  test("switches the header's texts and is remembered across a reload", async ({ page }) => {
    const shell = new PortalShell(page);
    await shell.open("/home");
    await shell.expectLanguageSelected("zh-CN");
    await expect(shell.navEntry("首页")).toBeVisible();
    await expect(shell.navEntry("路演中心")).toBeVisible();
    await expect(shell.loginButton).toHaveText("登录");

    await shell.switchLanguage("en-US");
    await expect(shell.navEntry("Home")).toBeVisible();
    // server-driven navigation switches to its English names too
    await expect(shell.navEntry("Roadshows")).toBeVisible();
    await expect(shell.loginButton).toHaveText("Log in");
    await expect(new PortalHome(page).heading).not.toHaveText("欢迎来到路演中心");
    await expect(shell.document).toHaveAttribute("lang", "en-US");
    expect(await shell.storedLanguage()).toBe("en-US");

    await page.reload();
    await expect(shell.navEntry("Home")).toBeVisible();
    await shell.expectLanguageSelected("en-US");
    await expect(shell.navEntry("首页")).toHaveCount(0);

    await shell.switchLanguage("zh-CN");
    await expect(shell.navEntry("首页")).toBeVisible();
    expect(await shell.storedLanguage()).toBe("zh-CN");
  });

  test("the enterprise centre stays Chinese with English stored, and warns on switching", async ({ page }) => {
    const shell = new PortalShell(page);
    await openAs(page, "listed-admin", "/home");
    await shell.expectLoggedInAs("王海涛");
    await shell.switchLanguage("en-US");
    await expect(shell.navEntry("Home")).toBeVisible();
    expect(await shell.storedLanguage()).toBe("en-US");

    // a fresh load of a centre page with English stored
    await shell.open("/center");
    const centre = new EnterpriseCentre(page);
    await centre.expectActive("机构中心");
    await expect(shell.navEntry("首页")).toBeVisible();
    await expect(shell.document).toHaveAttribute("lang", "zh-CN");
    await shell.expectTitle("zh-CN", "机构中心");
    await shell.expectLanguageSelected("zh-CN");

    await shell.switchLanguage("en-US");
    await expect(shell.centreLanguageWarning).toBeVisible();
    await shell.expectLanguageSelected("zh-CN");
    await expect(shell.navEntry("首页")).toBeVisible();
    await expect(centre.tab("成员管理")).toBeVisible();

    // leaving the centre inside the app returns to the language chosen before
    await shell.navEntry("首页").click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(shell.navEntry("Home")).toBeVisible();
    await shell.expectLanguageSelected("en-US");
  });
});

test.describe("language toggle and the Chinese-only centre", () => {
  test("the English choice survives a reload inside the centre", async ({ page }) => {
    const shell = new PortalShell(page);
    await openAs(page, "listed-admin", "/home");
    await shell.switchLanguage("en-US");
    await expect(shell.navEntry("Home")).toBeVisible();
    await shell.open("/center");
    await new EnterpriseCentre(page).expectActive("机构中心");
    // the centre is shown in Chinese, but the visitor's choice stays remembered
    expect(await shell.storedLanguage()).toBe("en-US");
    await page.reload();
    await new EnterpriseCentre(page).expectActive("机构中心");
    await shell.navEntry("首页").click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(shell.navEntry("Home")).toBeVisible();
  });
});
