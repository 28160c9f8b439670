import { expect, type Locator, type Page } from "@playwright/test";

/** The portal's home page as far as logging in and out goes. */
export class PortalHome {
  /** The page's main heading; its Chinese text is the welcome. */
  readonly heading: Locator;
  readonly welcome: Locator;
  /** The portal's dialog when the provider reports a missing or invalid security key. */
  readonly ekeyFailure: Locator;

  constructor(private readonly page: Page) {
    this.ekeyFailure = page.getByText("您的Ekey未插好或无效");
    this.heading = page.getByRole("heading", { level: 1 });
    this.welcome = page.getByRole("heading", { name: "欢迎来到路演中心" });
  }

  /** The personal-login button of the logged-out home, by its label in the language shown. */
  personalLogin(language: "zh-CN" | "en-US"): Locator {
    return this.page.getByRole("button", { name: language === "zh-CN" ? "个人登录" : "Personal login" });
  }

  /** The home's greeting of a logged-in user. */
  greeting(name: string): Locator {
    return this.page.getByText(`已登录：${name}`);
  }

  async open() {
    await this.page.goto("/home");
  }

  async start(kind: "pass" | "key" | "personal") {
    await this.page.getByTestId(`login-${kind}`).click();
  }

  async expectLoggedInAs(name: string | RegExp) {
    await expect(this.page.getByTestId("current-user")).toContainText(name);
    // The token has been taken out of the address bar and kept.
    await expect(this.page).not.toHaveURL(/token=/);
  }

  async logout() {
    await this.page.getByTestId("logout").click();
    await expect(this.page.getByTestId("login-pass")).toBeVisible();
  }
}
