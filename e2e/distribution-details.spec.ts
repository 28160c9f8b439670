import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { enterpriseToken, openAs } from "./page-models/session.ts";
import { OpsPage } from "./page-models/ops.ts";
import { DistributionDetails } from "./page-models/distribution.ts";
import { PublicQaPage } from "./page-models/public-qa.ts";
import { shoot } from "./page-models/screens.ts";

// The distribution details (/distributeDetails/{id}; document 4 section 2.7, document 2 section 2.3 "Row view"):
// listed-admin's company is the seeded distribution partner of other companies' activities. It sees the
// activity, its three addresses with copy links, the activity's data and submits its PV count; the fund
// company holding the activity sees the partners; a company that is neither is refused.

const AUTH = "/base-service/api/auth/v1";

/** The partner's row of the ended fund activity (seeded with its PV not yet submitted). */
async function endedFundRow(request: APIRequestContext): Promise<{ id: number; activityId: number; activityTitle: string }> {
  const token = await enterpriseToken(request, "listed-admin");
  const response = await request.post(`${AUTH}/activity_distribute/company_distribute_page`, {
    form: { pageNo: 1, pageSize: 50, status: 2 },
    headers: { authorization: token },
  });
  const rows: { id: number; activityId: number; activityTitle: string }[] = (await response.json()).datas[0].records;
  const row = rows.find((r) => r.activityTitle.endsWith("投资策略会"));
  expect(row, "seeded distribution row of the ended fund activity").toBeTruthy();
  return row!;
}

test.describe("distribution details", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the partner sees the addresses, copies one, reads the data and submits its PV count", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize({ width: 1440, height: 900 });
    const row = await endedFundRow(page.request);
    await openAs(page, "listed-admin", `/distributeDetails/${row.activityId}`);

    const details = new DistributionDetails(page);
    const root = details.root;
    await expect(root.getByTestId("distribution-title")).toHaveText(row.activityTitle);
    await expect(root.getByTestId("distribution-state")).toHaveText("已结束");
    await expect(root.getByTestId("distribution-company")).toHaveText("华夏基金管理有限公司");
    const partner = root.getByTestId("distribution-partner-row");
    await expect(partner).toHaveCount(1);
    await expect(partner.getByTestId("pv-status")).toHaveText("未提交");
    await expect(root.getByTestId("stat-pv-value")).toHaveText("420");
    await expect(root.getByTestId("stat-reply-rate-value")).toHaveText(/^\d+\.\d{2}%$/);

    await shoot(page, "distribution-details-partner");

    const address = (await partner.getByTestId("copy-interact-url-value").innerText()).trim();
    expect(address).toMatch(/^https:\/\/.+\/interact$/);
    await partner.getByTestId("copy-interact-url").click();
    await expect(details.copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    await partner.getByTestId("distribution-submit").click();
    const dialog = details.pvDialog;
    await dialog.getByTestId("pv-input").fill("12x");
    await dialog.getByTestId("pv-submit").click();
    await expect(dialog.getByText("PV数只能为数字")).toBeVisible();
    await dialog.getByTestId("pv-input").fill("4321");
    await dialog.getByTestId("pv-submit").click();
    await expect(dialog).toBeHidden();
    await expect(partner.getByTestId("pv-status")).toHaveText("已提交");
    await expect(partner.getByTestId("pv-value")).toHaveText("4321");
    await expect(partner.getByTestId("distribution-submit")).toHaveCount(0);
  });

  test("the company holding the activity sees its partners; a company that is neither is refused", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const row = await endedFundRow(page.request);
    await openAs(page, "fund-admin", `/distributeDetails/${row.activityId}`);
    const details = new DistributionDetails(page);
    const partner = details.partners;
    await expect(partner).toHaveCount(1);
    await expect(partner).toContainText("深圳市鹏城智能科技股份有限公司");
    await expect(partner.getByTestId("distribution-submit")).toHaveCount(0);
    await shoot(page, "distribution-details-holder");

    await openAs(page, "closed-admin", `/distributeDetails/${row.activityId}`);
    await expect(details.error).toContainText("暂无权限");
  });

  test("an operator restricts the activity to one investor; visitors are told it does not exist", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const row = await endedFundRow(page.request);
    const ops = new OpsPage(page);
    await ops.login("ops-admin", `/ops/activity?id=${row.activityId}`); // restricting visibility is a supervisor action
    await ops.action("visibility").click();
    const dialog = ops.visibilityDialog;
    await expect(dialog.getByTestId("visibility-public")).toBeVisible();
    await dialog.getByTestId("visibility-input").fill("13800000001");
    await dialog.getByTestId("visibility-add").click();
    await expect(dialog.getByTestId("visibility-entry")).toHaveCount(1);
    await shoot(page, "ops-visibility-dialog", { widths: [1440], fullPage: false });
    await dialog.getByTestId("visibility-dialog-submit").click();
    await expect(dialog).toBeHidden();
    await expect(ops.restricted).toBeVisible();

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`/activityDetails/${row.activityId}`);
    await expect(new PublicQaPage(visitor).notFound).toBeVisible();
    await visitor.close();

    // public again, as the seed left it
    await ops.action("visibility").click();
    await dialog.getByTestId("visibility-remove").click();
    await dialog.getByTestId("visibility-dialog-submit").click();
    await expect(ops.restricted).toHaveCount(0);
  });
});
