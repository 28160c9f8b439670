import { expect, test } from "./fixtures.ts";
import { OpsPage } from "./page-models/ops.ts";
import { OpsCompaniesPage } from "./page-models/ops-companies.ts";
import { OpsAuditPage } from "./page-models/ops-audit.ts";
import { PortalHome } from "./page-models/portal-home.ts";
import { shoot } from "./page-models/screens.ts";

// Issue 21: a supervisor creates a company and its admin account; the account logs in with the initial
// password, must change it, and is in; the audit log shows each step.
test.use({ viewport: { width: 1440, height: 900 } });

test("a supervisor opens a company and its admin account; the first login must change the initial password; the audit log shows it", async ({ page, browser }) => {
  const ops = new OpsPage(page);
  const companies = new OpsCompaniesPage(page);
  await ops.login("ops-admin", "/ops/companies");
  await companies.create({ shortName: "澜湾科技", fullName: "澜湾智能科技股份有限公司", stockCode: "688902" });
  await companies.search("688902");
  const row = companies.row("澜湾科技");
  await expect(row).toHaveCount(1);
  await companies.openAccounts(row);
  const initial = await companies.openAccount({ account: "lanwan_admin", nickName: "沈嘉言", asAdmin: true });
  expect(initial).toMatch(/^[A-Za-z0-9]{12}$/);
  await shoot(page, "ops-account-issued", { fullPage: false });
  await companies.closeIssued();
  await expect(companies.memberRow("沈嘉言")).toContainText("管理员");
  await expect(companies.memberRow("沈嘉言")).toContainText("待修改初始密码");
  await shoot(page, "ops-company-accounts", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(row).toContainText("沈嘉言");
  await shoot(page, "ops-companies");

  // the account holder: the initial password leads to the change form, then into the portal
  const holder = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const portal = await holder.newPage();
  const idp = new OpsPage(portal).idp;
  await portal.goto("/idp/pass?redirect=/home");
  await idp.loginWithPass("lanwan_admin", initial);
  await expect(idp.changeHeading).toBeVisible();
  await idp.changeInitialPassword(initial, "short1");
  await expect(idp.error).toContainText("新密码须为8-64位");
  await shoot(portal, "idp-change-initial-password", { widths: [390, 1440] });
  await idp.changeInitialPassword(initial, "Lanwan2026x");
  await expect(portal).toHaveURL(/\/home/);
  await expect(new PortalHome(portal).greeting("沈嘉言")).toBeVisible();
  const overflow = await portal.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no horizontal overflow at 390 px").toBeLessThanOrEqual(0);
  await holder.close();

  // the audit log: the company, the account and the password change
  const audit = new OpsAuditPage(page);
  await audit.openFromNav();
  await audit.search("lanwan_admin");
  await expect(audit.row("account.create")).toHaveCount(1);
  await expect(audit.row("account.create")).toContainText("lanwan_admin");
  await expect(audit.row("account.passwordChanged")).toHaveCount(1);
  await audit.search("澜湾智能科技");
  await expect(audit.row("company.create")).toContainText("澜湾智能科技股份有限公司");
  expect(await audit.export()).toMatch(/\.xlsx$/);
  await shoot(page, "ops-audit");
});
