import { expect, test } from "./fixtures.ts";
import { OpsPage } from "./page-models/ops.ts";
import { OpsCompaniesPage } from "./page-models/ops-companies.ts";
import { shoot } from "./page-models/screens.ts";

// Issue 21: a supervisor adds a company and switches a feature on; an operator sees the list read-only.
test.use({ viewport: { width: 1440, height: 900 } });

test("a supervisor creates a company and switches a feature on; an operator may not edit", async ({ page }) => {
  const ops = new OpsPage(page);
  const companies = new OpsCompaniesPage(page);
  await ops.login("ops-admin");
  await companies.openFromNav();
  // a code and name of this attempt's own, so a retry does not meet the company the first attempt created
  const stockCode = `688${String(Date.now() % 1000).padStart(3, "0")}`;
  const shortName = `海岳新材${stockCode.slice(3)}`;
  await companies.create({ shortName, fullName: `${shortName}科技股份有限公司`, stockCode });
  await companies.search(stockCode);
  const row = companies.row(shortName);
  await expect(row).toContainText("路演服务");
  await companies.toggle(row, "isEnableActivitySearch");
  await expect(row).toContainText("活动搜索");
  await shoot(page, "ops-company-profiles");
  await ops.logout();

  await ops.login("ops-operator", "/ops/companies");
  // where the login lands first: an empty list on another page would say nothing of why
  await expect(page).toHaveURL(/\/ops\/companies/);
  await expect(companies.rows.first()).toBeVisible();
  await expect(companies.newButton).toBeDisabled();
});
