import { expect, type Locator, type Page } from "@playwright/test";

/** The back office's companies page (/ops/companyProfiles). */
export class OpsCompaniesPage {
  constructor(readonly page: Page) {}

  get screen(): Locator {
    return this.page.getByTestId("ops-company-profiles");
  }

  async openFromNav() {
    await this.page.getByTestId("ops-nav-companyProfiles").first().click();
    await expect(this.screen).toBeVisible();
  }

  async search(keyword: string) {
    await this.page.getByTestId("company-keyword").fill(keyword);
  }

  row(text: string): Locator {
    return this.page.getByTestId("company-row").filter({ hasText: text });
  }

  get form(): Locator {
    return this.page.getByTestId("company-form");
  }

  /** Creates a listed company with the roadshow switch on. */
  async create(c: { shortName: string; fullName: string; stockCode: string }) {
    await this.page.getByTestId("company-new").click();
    await this.form.getByTestId("company-code").fill(c.stockCode);
    await this.form.getByTestId("company-short").fill(c.shortName);
    await this.form.getByTestId("company-full").fill(c.fullName);
    await this.form.getByTestId("company-save").click();
    await expect(this.form).toBeHidden();
  }

  async toggle(row: Locator, key: string) {
    await row.getByTestId("company-edit").click();
    await this.form.getByTestId(`company-switch-${key}`).click();
    await this.form.getByTestId("company-save").click();
    await expect(this.form).toBeHidden();
  }
}
