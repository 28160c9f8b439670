import { expect, type Page } from "@playwright/test";

/** The portal's home page as far as logging in and out goes. */
export class PortalHome {
  constructor(private readonly page: Page) {}

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
