import { expect, test } from "./fixtures.ts";
import { RoadshowListPage } from "./page-models/public-lists.ts";
import { PortalHome } from "./page-models/portal-home.ts";
import { PortalShell, SEEDED_NOTICE } from "./page-models/portal-shell.ts";

// spec 1 §4.4: the seeded notice runs from an hour before the seed to a week after it, so a fresh server is
// inside its window; once closed it stays closed for the rest of the window. The settings that carry it come
// with the page the server sends (src/shared/shell/boot-data.ts), so the first render decides whether it shows.
test.describe("system notice banner", () => {
  test("shows the seeded text inside its window, and stays closed once closed", async ({ page }) => {
    const shell = new PortalShell(page);
    const settingsCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/pub/v1/system/public_settings")) settingsCalls.push(r.url());
    });
    await shell.open("/home");
    await expect(shell.notice).toBeVisible();
    expect(settingsCalls, "the settings came with the page").toEqual([]);
    await expect(shell.notice).toHaveText(SEEDED_NOTICE);

    // part of the shell: other pages show it too
    await shell.open("/roadshowList");
    await expect(shell.notice).toHaveText(SEEDED_NOTICE);

    await shell.noticeClose.click();
    await expect(shell.notice).toHaveCount(0);

    // after a reload, with the settings carrying the notice in the page again, it stays away
    await page.reload();
    await expect(new RoadshowListPage(page).root).toBeVisible();
    await expect(shell.notice).toHaveCount(0);

    await page.goto("/home");
    await expect(new PortalHome(page).welcome).toBeVisible();
    await expect(shell.notice).toHaveCount(0);
  });
});
