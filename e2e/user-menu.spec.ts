import { expect, test } from "./fixtures.ts";
import { PersonalCenter } from "./page-models/personal.ts";
import { RoadshowListPage } from "./page-models/public-lists.ts";
import { EnterpriseCentre } from "./page-models/enterprise-centre.ts";
import { PortalShell } from "./page-models/portal-shell.ts";
import { checkLogin, enterpriseToken, openWithToken, personalLoginLocation, tokenOf } from "./page-models/session.ts";

// Numbers no seed and no other spec uses: each becomes a new, unverified personal user on its first login.
const NEW_INVESTOR = "13912345670";
const ANOTHER_NEW_INVESTOR = "13912345671";

// spec 1 §2.2: the header's user dropdown per login state and type; §4.1: exit ends the session.
test.describe("user dropdown", () => {
  test("logged out: enterprise login and personal login", async ({ page }) => {
    const shell = new PortalShell(page);
    await shell.open("/home");
    const items = await shell.openUserMenu();
    await expect(items).toHaveText(["企业登录", "个人登录"]);
    // enterprise login opens the dialog with the hardware-key steps and the pass login
    await shell.chooseMenuItem("企业登录");
    await expect(shell.dialog).toBeVisible();
  });

  test("personal login: personal centre and exit", async ({ page }) => {
    const shell = new PortalShell(page);
    const location = await personalLoginLocation(page.request, NEW_INVESTOR);
    const token = tokenOf(location);
    await page.goto(location);
    // a new investor is offered real-person verification after login; declined here (and whenever it shows
    // again, see the real-person notice test below)
    await shell.realPersonNotice.getByRole("button", { name: "稍后再说" }).click();
    await expect(shell.realPersonNotice).toHaveCount(0);
    await page.addLocatorHandler(shell.realPersonNotice, async (notice) => {
      await notice.getByRole("button", { name: "稍后再说" }).click();
    });
    await shell.expectLoggedInAs("投资者");

    const items = await shell.openUserMenu();
    await expect(items).toHaveText(["个人中心", "退出"]);
    await shell.chooseMenuItem("个人中心");
    await expect(page).toHaveURL(/\/personalCenter$/);
    await expect(new PersonalCenter(page).root).toBeVisible();

    await shell.openUserMenu();
    await shell.chooseMenuItem("退出");
    await shell.expectLoggedOut();
    await expect(page).toHaveURL(/\/home$/);
    expect(await shell.storedToken()).toBeNull();
    expect(await checkLogin(page.request, token)).toBe("0");
  });

  test("enterprise login: enterprise centre and exit", async ({ page }) => {
    const shell = new PortalShell(page);
    const token = await enterpriseToken(page.request, "listed-admin", { fresh: true });
    expect(await checkLogin(page.request, token)).toBe("1");
    await openWithToken(page, token, "/home");
    await shell.expectLoggedInAs("王海涛");

    const items = await shell.openUserMenu();
    await expect(items).toHaveText(["机构中心", "退出"]);
    await shell.chooseMenuItem("机构中心");
    await expect(page).toHaveURL(/\/center$/);
    await expect(new EnterpriseCentre(page).tabList).toBeVisible();

    await shell.openUserMenu();
    await shell.chooseMenuItem("退出");
    await shell.expectLoggedOut();
    await expect(page).toHaveURL(/\/home$/);
    expect(await shell.storedToken()).toBeNull();
    expect(await checkLogin(page.request, token)).toBe("0");
  });
});

// spec 1 §2.2: the notice appears after returning from the login; the component means to ask once per login.
test.describe("real-person notice", () => {
  test("is offered once after a personal login, not again on every page", async ({ page }) => {
    const shell = new PortalShell(page);
    await page.goto(await personalLoginLocation(page.request, ANOTHER_NEW_INVESTOR));
    await expect(shell.realPersonNotice).toBeVisible();
    await shell.realPersonNotice.getByRole("button", { name: "稍后再说" }).click();
    await expect(shell.realPersonNotice).toHaveCount(0);

    await shell.chooseNavItem("路演中心", "业绩说明会");
    await expect(page).toHaveURL(/\/roadshowList/);
    await expect(new RoadshowListPage(page).root).toBeVisible();
    // the notice would open right after the route renders: give it a moment to show, and expect it not to
    const reopened = await shell.realPersonNotice.waitFor({ state: "visible", timeout: 2000 }).then(() => true, () => false);
    expect(reopened, "the real-person notice opened again after a route change").toBe(false);
  });
});
