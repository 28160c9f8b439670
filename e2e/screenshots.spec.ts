import { expect, test } from "./fixtures.ts";
import { CompanyHome, EnterpriseCentre } from "./page-models/enterprise-centre.ts";
import { PortalHome } from "./page-models/portal-home.ts";
import { PortalShell, SEEDED_NOTICE } from "./page-models/portal-shell.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs } from "./page-models/session.ts";

// Full-page pictures for a human to look at, taken only with E2E_SCREENSHOTS=1 (test-results/screens/). The checks
// before each picture run always: they load these pages at the desktop and the phone width.

const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "mobile", width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`screenshots at ${viewport.width}×${viewport.height}`, () => {
    // no worker: its one-off "ready for offline use" toast would cover the top of every first picture
    test.use({ viewport: { width: viewport.width, height: viewport.height }, serviceWorkers: "block" });

    test("home, logged out (zh-CN and en-US)", async ({ page }) => {
      const shell = new PortalShell(page);
      const home = new PortalHome(page);
      await shell.open("/home");
      await expect(home.welcome).toBeVisible();
      await expect(shell.notice).toHaveText(SEEDED_NOTICE);
      await expect(home.personalLogin("zh-CN")).toBeVisible();
      await shoot(page, "home-logged-out-zh", { widths: [viewport.width] });

      await shell.switchLanguage("en-US");
      await expect(home.heading).not.toHaveText("欢迎来到路演中心");
      await expect(home.personalLogin("en-US")).toBeVisible();
      await shoot(page, "home-logged-out-en", { widths: [viewport.width] });
    });

    test("home and centre, logged in as listed-admin", async ({ page }) => {
      await openAs(page, "listed-admin", "/home");
      await expect(new PortalHome(page).greeting("王海涛")).toBeVisible();
      await shoot(page, "home-listed-admin-zh", { widths: [viewport.width] });

      await page.goto("/center");
      await new EnterpriseCentre(page).expectActive("机构中心");
      await expect(new CompanyHome(page).heading("鹏城智能")).toBeVisible();
      await shoot(page, "center-listed-admin-zh", { widths: [viewport.width] });
    });
  });
}
