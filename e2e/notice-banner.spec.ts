import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { RoadshowListPage } from "./page-models/public-lists.ts";
import { PortalHome } from "./page-models/portal-home.ts";
import { PortalShell, SEEDED_NOTICE } from "./page-models/portal-shell.ts";

/** Runs a full page load and waits for the public settings (which carry the notice) to be answered. */
async function reloadWithSettings(page: Page, load: () => Promise<unknown>) {
  const settings = page.waitForResponse((r) => r.url().endsWith("/pub/v1/system/public_settings") && r.ok());
  await load();
  await settings;
}

// spec 1 §4.4: the seeded notice runs from an hour before the seed to a week after it, so a fresh server is
// inside its window; once closed it stays closed for the rest of the window.
test.describe("system notice banner", () => {
  test("shows the seeded text inside its window, and stays closed once closed", async ({ page }) => {
    const shell = new PortalShell(page);
    await shell.open("/home");
    await expect(shell.notice).toBeVisible();
    await expect(shell.notice).toHaveText(SEEDED_NOTICE);

    // part of the shell: other pages show it too
    await shell.open("/roadshowList");
    await expect(shell.notice).toHaveText(SEEDED_NOTICE);

    await shell.noticeClose.click();
    await expect(shell.notice).toHaveCount(0);

    // after a reload, once the settings carrying the notice have arrived again, it stays away
    await reloadWithSettings(page, () => page.reload());
    await expect(new RoadshowListPage(page).root).toBeVisible();
    await expect(shell.notice).toHaveCount(0);

    await reloadWithSettings(page, () => page.goto("/home"));
    await expect(new PortalHome(page).welcome).toBeVisible();
    await expect(shell.notice).toHaveCount(0);
  });
});
