import { expect, type Locator, type Page } from "@playwright/test";

/** A small real PDF (the server checks uploads by content). */
export const LETTER_PDF = Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n");

/** The binding application (/login/authenticationType) and its records (/login/authenticationList). */
export class BindApplyPage {
  constructor(readonly page: Page) {}

  get form(): Locator {
    return this.page.getByTestId("bind-apply-form");
  }

  get waiting(): Locator {
    return this.page.getByTestId("bind-waiting");
  }

  /** Chooses the company type and the company found by `keyword`, names the applicant, uploads the letter, submits. */
  async apply(c: { companyType: string; keyword: string; companyName: string; applicant: string }) {
    await expect(this.form).toBeVisible();
    await this.form.getByTestId("bind-company-type").click();
    await this.page.getByRole("option", { name: c.companyType, exact: true }).click();
    await this.form.getByTestId("bind-company").fill(c.keyword);
    await this.page.getByRole("option", { name: new RegExp(c.companyName) }).click();
    await this.form.getByTestId("bind-applicant").fill(c.applicant);
    await this.form.getByTestId("bind-letter-upload-input").setInputFiles({ name: "授权书.pdf", mimeType: "application/pdf", buffer: LETTER_PDF });
    await expect(this.form.getByTestId("uploaded-file")).toBeVisible();
    await this.form.getByTestId("bind-submit").click();
    await expect(this.waiting).toBeVisible();
  }

  record(companyName: string): Locator {
    return this.page.getByTestId("bind-record").filter({ hasText: companyName });
  }

  get enterCentre(): Locator {
    return this.page.getByTestId("bind-enter-centre");
  }
}

/** The back office's binding review (/ops/bindApplies). */
export class OpsBindReviewPage {
  constructor(readonly page: Page) {}

  get screen(): Locator {
    return this.page.getByTestId("ops-bind-applies");
  }

  async openFromNav() {
    await this.page.getByTestId("ops-nav-bindApplies").first().click();
    await expect(this.screen).toBeVisible();
  }

  row(account: string): Locator {
    return this.page.locator(`[data-testid="bind-row"][data-account="${account}"]`);
  }

  async approve(account: string) {
    const row = this.row(account);
    await row.getByTestId("bind-approve").click();
    await expect(row).toBeHidden();
  }

  async reject(account: string, reason: string) {
    await this.row(account).getByTestId("bind-reject").click();
    const dialog = this.page.getByTestId("bind-reject-dialog");
    await dialog.getByTestId("bind-reject-dialog-reason").fill(reason);
    await dialog.getByTestId("bind-reject-dialog-submit").click();
    await expect(this.row(account)).toBeHidden();
  }
}
