import { expect, test } from "./fixtures.ts";
import { checkLogin, openWithToken } from "./page-models/session.ts";
import { operatorToken } from "./page-models/ops.ts";
import { MembersPage, OpsCompaniesPage, panelToken } from "./page-models/members.ts";
import { shoot } from "./page-models/screens.ts";

// The panels' own company (杭州云帆数据, seed-panels.ts): its admin 许文博 (yunfan-admin) joined by application,
// so may hand the role on; 林涛 (13912340009) is an enterprise account in no company yet.
test.describe("member management", () => {
  test.describe.configure({ timeout: 150_000 });

  test("a member added, restricted, promoted to admin, the old admin leaving; the back office appoints", async ({ page, browser }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const adminToken = await panelToken(page.request, "yunfan-admin");
    await openWithToken(page, adminToken, "/memberManage");
    const members = new MembersPage(page);
    await expect(members.rows).toHaveCount(2);
    await expect(members.row("许文博").getByTestId("member-admin-badge")).toBeVisible();
    // section 6: the admin row and the admin's own row cannot be selected; the ordinary member's can
    await expect(members.row("许文博").getByTestId("member-select")).toBeDisabled();
    await expect(members.row("宋雨桐").getByTestId("member-select")).toBeEnabled();
    await expect(members.exitButton).toHaveCount(0);

    // the section 5 checks, before any call
    await members.addButton.click();
    await members.dialog.getByTestId("member-account").fill("1391234");
    await members.dialog.getByTestId("member-save").click();
    await expect(members.dialog.getByText("手机号格式不正确")).toBeVisible();
    await expect(members.dialog.getByText("请选择业务范围")).toBeVisible();
    // the company has no fund roadshow and is not a regulator: those scopes are not offered
    await expect(members.scope("基金路演")).toHaveCount(0);
    await expect(members.scope("活动查询")).toHaveCount(0);
    await page.keyboard.press("Escape");

    await members.add("13912340009", "林涛", ["路演活动", "活动分发"]);
    await expect(members.scopeOf("林涛")).toHaveText("路演活动、活动分发");
    await shoot(page, "member-manage");

    // restricted: distribution taken away
    await members.edit("林涛");
    await members.scope("活动分发").uncheck();
    await members.save();
    await expect(members.dialog).toBeHidden();
    await expect(members.scopeOf("林涛")).toHaveText("路演活动");
    await members.search("林");
    await expect(members.rows).toHaveCount(1);
    await members.root.getByTestId("member-reset").click();
    await expect(members.rows).toHaveCount(3);

    // promoted: the admin hands the role on and becomes an ordinary member (with the company's scopes)
    await members.transferTo("林涛");
    await expect(members.row("林涛").getByTestId("member-admin-badge")).toBeVisible();
    await expect(members.transferButton).toHaveCount(0);
    await expect(members.exitButton).toBeVisible();

    // the new admin sees the panel as admin
    const newAdmin = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await newAdmin.newPage();
    await openWithToken(phone, await panelToken(phone.request, "13912340009"), "/memberManage");
    const theirs = new MembersPage(phone);
    await expect(theirs.addButton).toBeVisible();
    await expect(theirs.row("许文博").getByTestId("member-select")).toBeEnabled();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "no horizontal overflow at 390 px").toBeLessThanOrEqual(0);
    await newAdmin.close();

    // the old admin leaves: confirmation, then logout through the provider
    await members.exitButton.click();
    await members.confirmOk.click();
    await expect(page).not.toHaveURL(/memberManage/);
    expect(await checkLogin(page.request, adminToken)).toBe("0");

    // the back office: 林涛 is the admin and 许文博 is gone; only a supervisor appoints
    const ops = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const opsPage = await ops.newPage();
    await openWithToken(opsPage, await operatorToken(opsPage.request, "ops-operator"), "/ops/companies");
    const companies = new OpsCompaniesPage(opsPage);
    await companies.search("云帆");
    await expect(companies.rows).toHaveCount(1);
    await expect(companies.rows.first()).toContainText("林涛");
    await companies.rows.first().getByTestId("ops-company-members").click();
    await expect(companies.memberRow("许文博")).toHaveCount(0);
    await expect(companies.memberRow("宋雨桐").getByTestId("ops-appoint-admin")).toBeDisabled();
    await ops.close();

    const supervisor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const supPage = await supervisor.newPage();
    await openWithToken(supPage, await operatorToken(supPage.request, "ops-admin"), "/ops/companies");
    const supCompanies = new OpsCompaniesPage(supPage);
    await supCompanies.search("云帆");
    await supCompanies.rows.first().getByTestId("ops-company-members").click();
    await supCompanies.memberRow("宋雨桐").getByTestId("ops-appoint-admin").click();
    await expect(supCompanies.memberRow("宋雨桐").getByText("管理员")).toBeVisible();
    await expect(supCompanies.memberRow("林涛").getByTestId("ops-appoint-admin")).toBeVisible();
    await shoot(supPage, "ops-companies", { fullPage: false });
    await supervisor.close();
  });
});
