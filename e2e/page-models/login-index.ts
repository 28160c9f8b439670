import type { Locator, Page } from "@playwright/test";

/** /loginIndex/{type?}: the three ways in. */
export class LoginIndexPage {
  readonly root: Locator;
  readonly signedIn: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("login-index");
    this.signedIn = page.getByTestId("login-index-signed-in");
  }

  /** "0" personal, "1" pass, "2" hardware key */
  choice(type: "0" | "1" | "2"): Locator {
    return this.page.getByTestId(`login-choice-${type}`);
  }

  go(type: "0" | "1" | "2"): Locator {
    return this.page.getByTestId(`login-choice-${type}-go`);
  }

  async open(path = "/loginIndex"): Promise<void> {
    await this.page.goto(path);
    await this.root.waitFor();
  }
}
