import { expect, test } from "./fixtures.ts";
import { HomepagePanel, OpsHomepageQueue } from "./page-models/company-homepage.ts";
import { CompanyHomepage, InstitutionDirectory, overflowsHorizontally } from "./page-models/institutions.ts";
import { OpsPage } from "./page-models/ops.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs } from "./page-models/session.ts";

// Document 3 sections 2.2 item 5, 4 and 8; document 4 section 6: fund-admin (华夏基金, whose published
// homepage no other spec reads) edits its homepage, the draft survives a reload, the change waits for
// approval (the public page keeps the published version), an operator in another browser approves it, and
// the public institution page shows it.
test.use({ viewport: { width: 1440, height: 900 } });

test("a homepage change is drafted, submitted, approved by an operator and seen on the public page", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const added = `E2E新增：公司于${Date.now()}完成投资者关系专栏改版。`;
  await openAs(page, "fund-admin", "/maintenance");
  const panel = new HomepagePanel(page);
  await expect(panel.root).toHaveAttribute("data-mode", "view");
  await expect(page.getByTestId("company-intro")).toContainText("华夏基金管理有限公司成立于1998年");
  await shoot(page, "homepage-view");

  await panel.edit();
  await panel.appendIntro(added);
  await shoot(page, "homepage-edit", { fullPage: "desktop" });
  // the draft is kept in the browser: a reload comes back to the editor with the edit
  await panel.expectDraftSaved(added);
  await page.reload();
  // the draft is read once the session's user is known
  await expect(panel.root).toHaveAttribute("data-mode", "edit", { timeout: 20_000 });
  await expect(panel.introEditor).toContainText(added);

  await panel.submit();
  await expect(panel.pending).toBeVisible();
  // until it is approved, the public page shows the published version
  const directory = new InstitutionDirectory(page);
  await directory.open();
  await directory.card("华夏基金").click();
  await expect(page).toHaveURL(/\/institutionalCenterDetail\?id=\d+/);
  const publicUrl = page.url();
  const home = new CompanyHomepage(page);
  await expect(home.intro).toContainText("华夏基金管理有限公司成立于1998年");
  await expect(home.intro).not.toContainText(added);

  // an operator, in a browser of their own, previews and approves it
  const opsContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN", serviceWorkers: "block" });
  const opsPage = await opsContext.newPage();
  const ops = new OpsPage(opsPage);
  await ops.login("ops-operator", "/ops/homepages");
  const queue = new OpsHomepageQueue(opsPage);
  const card = await queue.preview("华夏基金");
  await expect(card.getByTestId("company-intro")).toContainText(added);
  await shoot(opsPage, "ops-homepage-queue", { fullPage: "desktop" });
  await queue.approve("华夏基金");
  await opsContext.close();

  // the public page now shows the change
  await page.goto(publicUrl);
  await expect(home.intro).toContainText(added);
  await shoot(page, "homepage-public-after-approval");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => overflowsHorizontally(page)).toBe(false);
  await page.setViewportSize({ width: 1440, height: 900 });

  // and the company's records say it was approved
  await page.goto("/maintenance");
  await expect(panel.pending).toHaveCount(0);
  await expect(page.getByTestId("company-intro")).toContainText(added);
  await panel.openRecords();
  await expect(panel.recordRows("1").first()).toBeVisible();
  await shoot(page, "homepage-records", { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press("Escape");
  await expect.poll(() => overflowsHorizontally(page)).toBe(false);
});
