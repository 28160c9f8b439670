import { expect, test } from "./fixtures.ts";
import { OpsPage } from "./page-models/ops.ts";
import { BindApplyPage, OpsBindReviewPage } from "./page-models/applications.ts";
import { openAs } from "./page-models/session.ts";
import { shoot } from "./page-models/screens.ts";
import { PortalShell } from "./page-models/portal-shell.ts";

// Issue 20 item 3: an unbound enterprise account applies to bind to a company, an operator approves in another
// browser context, and the account then enters the enterprise centre.
test.use({ viewport: { width: 1440, height: 900 } });

test("an unbound enterprise account applies, an operator approves, and the account enters the enterprise centre", async ({ page, browser }) => {
  const bind = new BindApplyPage(page);
  await openAs(page, "bind-demo", "/login/authenticationType");
  await shoot(page, "bind-apply-form");
  await bind.apply({ companyType: "上市公司", keyword: "688968", companyName: "华辰精密制造股份有限公司", applicant: "陈静" });

  await page.goto("/login/authenticationList");
  await expect(bind.record("华辰精密制造股份有限公司").getByTestId("bind-record-status")).toHaveText("待审核");
  await shoot(page, "bind-apply-list-waiting");

  const opsContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const opsPage = await opsContext.newPage();
  const ops = new OpsPage(opsPage);
  const review = new OpsBindReviewPage(opsPage);
  await ops.login("ops-admin");
  await review.openFromNav();
  await expect(review.row("bind-demo")).toContainText("暂无管理员");
  await shoot(opsPage, "ops-bind-applies");
  await review.approve("bind-demo");
  await opsContext.close();

  await page.reload();
  await expect(bind.record("华辰精密制造股份有限公司").getByTestId("bind-record-status")).toHaveText("审核通过");
  await shoot(page, "bind-apply-list-approved");
  await bind.enterCentre.click();
  await expect(page).toHaveURL(/\/center$/);
  await expect(page.getByText("华辰精密").first()).toBeVisible();
});

test("the binding pages speak English", async ({ page }) => {
  await openAs(page, "unbound", "/login/authenticationType");
  await new PortalShell(page).switchLanguage("en-US");
  await expect(page.getByRole("heading", { name: "Enterprise verification" })).toBeVisible();
  await shoot(page, "bind-apply-form-en");
});
