import { expect, test } from "./fixtures.ts";
import { EnterpriseCentre, MESSAGES_TAB } from "./page-models/enterprise-centre.ts";
import { PortalShell } from "./page-models/portal-shell.ts";
import { openAs, passLoginLocation } from "./page-models/session.ts";

/*
 * The tabs each seeded account sees, worked out by hand from spec 1 §2.4 (src/shared/company/enterprise-tabs.ts)
 * and the seed (src/server/db/seed/seed-companies.ts, seed-accounts.ts):
 * - listed-admin: type-1 company with explanation open, company admin → activity tabs 2/4/5, messages, video (9); no report (type 1).
 * - listed-member: same company, member with isBookingEnable → the same tabs as the admin.
 * - gov-user: type-4 regulator → no activity, homepage, guest or video tabs.
 * - report-admin: type-8 company with explanation open, admin → all tabs including 可视化财报 (10).
 * - special-5: type-6 company and login type 5 → no activity tabs and no 消息提醒.
 */
const LISTED_COMPANY_TABS = ["机构中心", "活动管理", "成员管理", "主页维护", "嘉宾库", MESSAGES_TAB, "企业视频"];

test.describe("enterprise-centre tabs", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("listed-admin sees the listed company's tabs", async ({ page }) => {
    const centre = new EnterpriseCentre(page);
    await openAs(page, "listed-admin", "/center");
    await centre.expectTabs(LISTED_COMPANY_TABS);
    await centre.expectActive("机构中心");
    await expect(new PortalShell(page).header).toBeVisible();
  });

  test("listed-member, entering through /enterpriseCentre at 1440 px, lands on /center with the same tabs", async ({ page }) => {
    const centre = new EnterpriseCentre(page);
    const location = await passLoginLocation(page.request, "listed-member", "/enterpriseCentre");
    expect(location).toMatch(/^\/enterpriseCentre\?token=/);
    await page.goto(location);
    await expect(page).toHaveURL(/\/center$/);
    await centre.expectTabs(LISTED_COMPANY_TABS);
    await centre.expectActive("机构中心");
  });

  test("gov-user sees no activity tabs, and a tab it lacks sends it to the centre home", async ({ page }) => {
    const centre = new EnterpriseCentre(page);
    await openAs(page, "gov-user", "/center");
    await centre.expectTabs(["机构中心", "成员管理", MESSAGES_TAB]);
    await centre.expectActive("机构中心");
    await page.goto("/activityManage");
    await expect(page).toHaveURL(/\/center$/);
    await centre.expectActive("机构中心");
  });

  test("report-admin also sees 可视化财报", async ({ page }) => {
    const centre = new EnterpriseCentre(page);
    await openAs(page, "report-admin", "/center");
    await centre.expectTabs([...LISTED_COMPANY_TABS, "可视化财报"]);
    await centre.expectActive("机构中心");
  });

  test("special-5 sees no 消息提醒 and no header on centre pages, but keeps the header elsewhere", async ({ page }) => {
    const centre = new EnterpriseCentre(page);
    const shell = new PortalShell(page);
    await openAs(page, "special-5", "/center");
    await centre.expectTabs(["机构中心", "成员管理"]);
    await centre.expectActive("机构中心");
    await expect(shell.header).toHaveCount(0);
    await centre.select("成员管理");
    await expect(page).toHaveURL(/\/memberManage$/);
    await expect(shell.header).toHaveCount(0);
    await shell.open("/home");
    await shell.expectLoggedInAs("孙立群");
  });

  test("the active tab follows the route", async ({ page }) => {
    const centre = new EnterpriseCentre(page);
    await openAs(page, "report-admin", "/memberManage");
    await centre.expectActive("成员管理");
    // a page of a tab, opened directly
    await page.goto("/finReport");
    await centre.expectActive("可视化财报");
    // the booking screen belongs to activity management
    await page.goto("/addOrder?orderType=6");
    await centre.expectActive("活动管理");
    // report-admin has not accepted the booking agreement: the screen asks first, and closing it leaves for /center
    const agreement = new PortalShell(page).dialog;
    await expect(agreement).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(agreement).toHaveCount(0);
    await expect(page).toHaveURL(/\/center$/);
    // selecting a tab opens its page
    await centre.select("嘉宾库");
    await expect(page).toHaveURL(/\/guestWare$/);
    await centre.expectActive("嘉宾库");
    await centre.select("机构中心");
    await expect(page).toHaveURL(/\/center$/);
    await centre.expectActive("机构中心");
    // back through history moves the active tab too
    await page.goBack();
    await expect(page).toHaveURL(/\/guestWare$/);
    await centre.expectActive("嘉宾库");
  });
});
