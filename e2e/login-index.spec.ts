import { expect, test } from "./fixtures.ts";
import { LoginIndexPage } from "./page-models/login-index.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs } from "./page-models/session.ts";

// The login landing (document 4 section 3): personal, pass and hardware-key logins, the one the address names
// offered first; each goes to the provider's page, which comes back to the page asked for.

test.describe("the login landing", () => {
  test("offers the three ways in, the named one first, and each leads to the provider", async ({ page }) => {
    const landing = new LoginIndexPage(page);
    await landing.open("/loginIndex/1?redirect=/roadshowList");
    await expect(landing.choice("1")).toHaveAttribute("data-selected", "true");
    await expect(landing.choice("0")).toHaveAttribute("data-selected", "false");
    await expect(landing.choice("2")).toBeVisible();
    await shoot(page, "login-index-zh-CN");

    await landing.go("1").click();
    await expect(page).toHaveURL(/\/idp\/pass/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/roadshowList");

    await landing.open("/loginIndex/0");
    await landing.go("0").click();
    await expect(page).toHaveURL(/\/idp\/sms/);

    // an unknown type offers all three alike
    await landing.open("/loginIndex/9");
    for (const type of ["0", "1", "2"] as const) await expect(landing.choice(type)).toHaveAttribute("data-selected", "false");
  });

  test("reads in English, and tells a logged-in user so", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("language", "en-US"));
    const landing = new LoginIndexPage(page);
    await landing.open("/loginIndex/2");
    await expect(landing.choice("2")).toContainText("Security key login");
    await shoot(page, "login-index-en-US");

    await openAs(page, "listed-admin", "/loginIndex");
    await expect(landing.signedIn).toBeVisible();
  });
});
