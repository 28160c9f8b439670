import { expect, test } from "./fixtures.ts";
import { OpsPage } from "./page-models/ops.ts";
import { beijingDateIn, OpsRollingPage, RollingPages } from "./page-models/applications.ts";
import { PortalShell } from "./page-models/portal-shell.ts";
import { openAs } from "./page-models/session.ts";
import { shoot } from "./page-models/screens.ts";

// Issue 20 item 4: a company applies for a lottery draw, an operator accepts it with a time and a room in another
// browser context, and the company sees it accepted.
test.use({ viewport: { width: 1440, height: 900 } });

const SERVICE = "首次公开发行网上定价发行摇号抽签";

test("a company applies for a lottery draw and sees it accepted", async ({ page, browser }) => {
  const rolling = new RollingPages(page);
  await openAs(page, "listed-admin", "/rolling");
  await expect(rolling.service(SERVICE)).toBeVisible();
  await shoot(page, "rolling-list");
  await rolling.openForm(SERVICE);
  await shoot(page, "rolling-form");
  await rolling.apply({
    fullName: "深圳鹏城智能科技股份有限公司",
    stockCode: "300917",
    issueType: "首次公开发行股票",
    preferredDate: beijingDateIn(14),
    contact: { name: "王敏", mobile: "13800138000", wechat: "wangmin_ir" },
  });
  await expect(rolling.status).toHaveText("已提交，待审核");
  await shoot(page, "rolling-detail-submitted");

  const opsContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const opsPage = await opsContext.newPage();
  const ops = new OpsPage(opsPage);
  const review = new OpsRollingPage(opsPage);
  await ops.login("ops-operator");
  await review.openFromNav();
  await expect(review.row("鹏城智能")).toBeVisible();
  await shoot(opsPage, "ops-rolling");
  await review.accept("鹏城智能", "上证路演厅A");
  await opsContext.close();

  await page.reload();
  await expect(rolling.status).toHaveText("已受理");
  await expect(page.getByTestId("rolling-room")).toContainText("上证路演厅A");
  await expect(page.getByTestId("rolling-draw-time")).toContainText(`${beijingDateIn(14)} 10:00`);
  await shoot(page, "rolling-detail-accepted");

  // the lottery pages live outside the main layout (no header): switch the language on the home page first
  const shell = new PortalShell(page);
  await shell.open("/home");
  await shell.switchLanguage("en-US");
  await shell.expectLanguageSelected("en-US");
  expect(await shell.storedLanguage()).toBe("en-US");
  await page.goto("/rolling");
  // the service's own card (the company's applications below may name it too)
  await expect(page.getByTestId("rolling-service").getByText("IPO online pricing lottery draw")).toBeVisible();
  await shoot(page, "rolling-list-en");
});
