import { expect, test } from "./fixtures.ts";
import { PortalHome } from "./page-models/portal-home.ts";
import { PortalShell } from "./page-models/portal-shell.ts";

// The portal is an installable PWA: its service worker precaches the shell so the app opens offline.
test.describe("progressive web app", () => {
  test.use({ serviceWorkers: "allow" });

  test("the service worker registers, takes control, and the shell renders offline", async ({ page, context }) => {
    const shell = new PortalShell(page);
    await shell.open("/home");

    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "");
    expect(scriptURL).toMatch(/\/sw\.js$/);
    // the first install claims the open page, so no reload is needed to work offline
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // installable: the page links the web manifest
    await expect(shell.manifestLink).toHaveAttribute("href", "/manifest.webmanifest");
    const manifest = await page.request.get("/manifest.webmanifest");
    expect(manifest.ok()).toBeTruthy();
    expect(await manifest.json()).toMatchObject({ start_url: "/home", display: "standalone" });

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(shell.header).toBeVisible();
      await expect(shell.navEntry("首页")).toBeVisible();
      await expect(new PortalHome(page).welcome).toBeVisible();
      // another history-mode route boots from the same cached shell
      await page.goto("/ComingSoon");
      await expect(shell.comingSoon).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
