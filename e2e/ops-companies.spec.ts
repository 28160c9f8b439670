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
  await companies.create({ shortName: "海岳新材", fullName: "海岳新材料科技股份有限公司", stockCode: "688901" });
  await companies.search("688901");
  const row = companies.row("海岳新材");
  await expect(row).toContainText("路演服务");
  await companies.toggle(row, "isEnableActivitySearch");
  await expect(row).toContainText("活动搜索");
  await shoot(page, "ops-company-profiles");
  await ops.logout();

  await ops.login("ops-operator", "/ops/companies");
  await expect(companies.rows.first()).toBeVisible();
  await expect(companies.newButton).toBeDisabled();
});
