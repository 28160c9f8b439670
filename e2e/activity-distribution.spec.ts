import { expect, test } from "./fixtures.ts";
import { NextWeekDistribution } from "./page-models/distribution.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs } from "./page-models/session.ts";

// Next week's distribution list (route distributeList) of listed-admin's company, seeded with distribution rows.

test.describe("next week's distribution", () => {
  test.describe.configure({ timeout: 90_000 });

  test("lists the rows with copyable addresses and opens a row's details", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, "listed-admin", "/distributeList");
    const list = new NextWeekDistribution(page);
    const { root, rows } = list;
    await expect(rows.first()).toBeVisible();
    await expect(root.getByTestId("page-summary")).toHaveText(/^共 \d+ 条，第 1\/\d+ 页$/);
    await expect(root.getByTestId("distribution-submit")).toHaveCount(0);

    const address = await list.address(rows.first());
    await rows.first().getByTestId("copy-distribute-url").click();
    await expect(list.copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    await shoot(page, "distribute-list", { fullPage: "desktop" });

    await rows.first().getByTestId("distribution-view").click();
    await expect(page).toHaveURL(/\/distributeDetails\/\d+$/);
  });
});
