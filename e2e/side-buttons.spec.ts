import { expect, test } from "./fixtures.ts";
import { recentActivityList, waitForRecentActivities } from "./page-models/public-lists.ts";
import { EnterpriseCentre } from "./page-models/enterprise-centre.ts";
import { PortalShell } from "./page-models/portal-shell.ts";
import { PreCallQa } from "./page-models/pre-collect.ts";
import { openAs } from "./page-models/session.ts";

// spec 1 §2.2 and §9: the fixed buttons on the right.
test.describe("fixed side buttons", () => {
  test.describe("at a low window", () => {
    // a low window makes the short pages scroll well past the 400 px threshold
    test.use({ viewport: { width: 1440, height: 200 } });

    test("back to top appears only after scrolling past 400 px, and takes the page back up", async ({ page }) => {
      const shell = new PortalShell(page);
      await shell.open("/home");
      await expect(shell.footer).toBeVisible();
      expect(await shell.maxScroll(), "the page must be able to scroll past 400 px").toBeGreaterThan(440);
      await expect(shell.backToTop).toHaveCount(0);

      await shell.scrollTo(380);
      await shell.scrollTo(440);
      await expect(shell.backToTop).toBeVisible();
      // back under the threshold it goes away again
      await shell.scrollTo(400);
      await expect(shell.backToTop).toHaveCount(0);
      await shell.scrollTo(440);
      await expect(shell.backToTop).toBeVisible();

      await shell.backToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(shell.backToTop).toHaveCount(0);
    });

    test("no back to top on /recentActivity, however far it scrolls", async ({ page }) => {
      const shell = new PortalShell(page);
      await shell.open("/recentActivity");
      await waitForRecentActivities(page);
      const max = await shell.maxScroll();
      expect(max).toBeGreaterThan(440);
      await shell.scrollTo(max);
      await expect(shell.footer).toBeInViewport();
      await expect(shell.backToTop).toHaveCount(0);
    });
  });

  test("logged out: the pre-collection Q&A shortcut on /home only, the hotline, no customer service", async ({ page }) => {
    const shell = new PortalShell(page);
    await shell.open("/home");
    await expect(shell.preCallQa).toBeVisible();
    await expect(shell.followUs).toBeVisible();
    await expect(shell.hotline).toBeVisible();
    await expect(shell.customerService).toHaveCount(0);

    await shell.open("/roadshowList");
    await expect(shell.followUs).toBeVisible();
    await expect(shell.hotline).toBeVisible();
    await expect(shell.preCallQa).toHaveCount(0);

    // reached from home, the shortcut opens the Q&A page
    await shell.open("/home");
    await shell.preCallQa.click();
    await expect(page).toHaveURL(/\/preCallQa$/);
  });

  test("logged in: customer service and the hotline", async ({ page }) => {
    const shell = new PortalShell(page);
    await openAs(page, "listed-admin", "/home");
    await shell.expectLoggedInAs("王海涛");
    await expect(shell.customerService).toBeVisible();
    await expect(shell.hotline).toBeVisible();
    await expect(shell.preCallQa).toBeVisible();
    // the hotline pops out on hover, without giving a number (spec: the number itself is not shown)
    await shell.hotline.hover();
    await expect(shell.hotlineNote).toBeVisible();
    // and it is on screen, beside the column: a panel clipped by the column has a box (toBeVisible passes)
    // but what is drawn at its centre is something else
    const box = await shell.hotlineNote.boundingBox();
    if (box === null) throw new Error("the hotline note has no box");
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const drawn = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? "", centre);
    expect(drawn).toContain("如需电话咨询");
  });

  test("the hotline is hidden for login type 5", async ({ page }) => {
    const shell = new PortalShell(page);
    await openAs(page, "special-5", "/home");
    // once the user (and so the login type) is known
    await shell.expectLoggedInAs("孙立群");
    await expect(shell.followUs).toBeVisible();
    await expect(shell.customerService).toBeVisible();
    await expect(shell.hotline).toHaveCount(0);
    await page.goto("/center");
    await expect(new EnterpriseCentre(page).tabList).toBeVisible();
    await expect(shell.followUs).toBeVisible();
    await expect(shell.hotline).toHaveCount(0);
  });

  test("all side buttons are hidden on /recentActivity and /preCallQa", async ({ page }) => {
    const shell = new PortalShell(page);
    await openAs(page, "listed-admin", "/recentActivity");
    await shell.expectLoggedInAs("王海涛");
    for (const path of ["/recentActivity", "/preCallQa"]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(path === "/recentActivity" ? recentActivityList(page) : new PreCallQa(page).root).toBeVisible();
        await shell.expectLoggedInAs("王海涛");
        for (const button of [shell.preCallQa, shell.customerService, shell.followUs, shell.hotline, shell.backToTop]) {
          await expect(button).toHaveCount(0);
        }
      });
    }
    // while the next page shows them again
    await page.goto("/roadshowList");
    await expect(shell.customerService).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the column folds into one button that opens it, and folds again on the next page", async ({ page }) => {
      const shell = new PortalShell(page);
      await shell.open("/home");
      const toggle = shell.sideButtonsOpen;
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      for (const button of [shell.preCallQa, shell.followUs, shell.hotline]) await expect(button).toHaveCount(0);

      await toggle.click();
      const fold = shell.sideButtonsFold;
      await expect(fold).toHaveAttribute("aria-expanded", "true");
      for (const button of [shell.preCallQa, shell.followUs, shell.hotline]) await expect(button).toBeVisible();
      // the open column stays inside the screen
      const box = await shell.sideButtons.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);

      await shell.preCallQa.click();
      await expect(page).toHaveURL(/\/preCallQa$/);
      await shell.open("/roadshowList");
      await expect(shell.sideButtonsOpen).toHaveAttribute("aria-expanded", "false");
      await expect(shell.followUs).toHaveCount(0);
    });

    test("the folded button steps aside while the reader scrolls down, and comes back on the way up", async ({ page }) => {
      const shell = new PortalShell(page);
      await shell.open("/roadshowList");
      const toggle = shell.sideButtonsOpen;
      await expect(toggle).toBeVisible();
      // the list's rows arrive after the shell: measure once they make the page long enough
      await expect.poll(() => shell.maxScroll(), { message: "the list must scroll" }).toBeGreaterThan(600);

      await shell.scrollTo(300);
      await shell.scrollTo(600);
      await expect(toggle).toBeHidden();
      await shell.scrollTo(400);
      await expect(toggle).toBeVisible();
      await shell.scrollTo(0);
      await expect(toggle).toBeVisible();
    });
  });
});
