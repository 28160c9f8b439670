import { expect, test } from "./fixtures.ts";
import { IdentityProviderPage } from "./page-models/identity-provider.ts";
import { PortalHome } from "./page-models/portal-home.ts";
import { shoot } from "./page-models/screens.ts";

const PASSWORD = "Demo@2026";

test.describe("logging in through the embedded identity provider", () => {
  test("pass login returns to the portal logged in, and exit logs out", async ({ page }) => {
    const home = new PortalHome(page);
    await home.open();
    await home.start("pass");
    const idp = new IdentityProviderPage(page);
    await idp.loginWithPass("listed-admin", "wrong-password");
    await expect(idp.error).toHaveText("账号或密码错误");
    await idp.loginWithPass("listed-admin", PASSWORD);
    await home.expectLoggedInAs("王海涛");
    await shoot(page, "home-logged-in", { widths: [1440] });
    await home.logout();
    const check = await page.request.post("/base-service/api/pub/v1/checkLogin");
    expect((await check.json()).datas[0]).toBe("0");
  });

  test("security key: register with the account, then log in with the key alone", async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "usb", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    const home = new PortalHome(page);
    await home.open();
    await home.start("key");
    const idp = new IdentityProviderPage(page);
    await expect(idp.keyHeading).toBeVisible();
    await idp.openKeyRegistration();
    await idp.registerKey("fund-admin", PASSWORD);
    await idp.openKeyLogin();
    await idp.loginWithKey();
    await home.expectLoggedInAs(/./);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const info = await page.request.post("/base-service/api/auth/v1/user/userinfo", { headers: { authorization: token ?? "" } });
    expect((await info.json()).datas[0]).toMatchObject({ account: "fund-admin", loginType: "2" });
  });

  test("a missing key is reported with the Ekey message and the portal dialog", async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    // An authenticator that holds no credential for this site, as when the wrong key is plugged in.
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "usb", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    const idp = new IdentityProviderPage(page);
    await page.goto("/idp/key?redirect=%2Fhome");
    await idp.loginWithKey();
    await expect(idp.error).toHaveText("您的Ekey未插好或无效", { timeout: 15_000 });
    await idp.backToPortal();
    await expect(new PortalHome(page).ekeyFailure).toBeVisible();
    await shoot(page, "ekey-dialog", { widths: [1440], fullPage: false });
  });

  test("personal login with a one-time code", async ({ page, request }) => {
    const home = new PortalHome(page);
    await home.open();
    await home.start("personal");
    const idp = new IdentityProviderPage(page);
    // the seeded newcomer: the other specs log 13800000001 in through the API, and the provider sends one code
    // per number per minute, so this screen login keeps a number of its own whatever order the specs run in
    await idp.loginWithCode("13800000002", request);
    await home.expectLoggedInAs("新手投资者");
  });
});
