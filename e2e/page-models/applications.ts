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
    await dialog.getByTestId("bind-reject-reason").fill(reason);
    await dialog.getByTestId("bind-reject-submit").click();
    await expect(this.row(account)).toBeHidden();
  }
}

/** A Beijing date `days` from now, as a date input takes it. */
export const beijingDateIn = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/** The company's lottery pages: /rolling, /addRolling/{id}, /addRollingDetail/{id}. */
export class RollingPages {
  constructor(readonly page: Page) {}

  service(title: string): Locator {
    return this.page.getByTestId("rolling-service").filter({ hasText: title });
  }

  get form(): Locator {
    return this.page.getByTestId("rolling-form");
  }

  get status(): Locator {
    return this.page.getByTestId("rolling-status");
  }

  /** From /rolling to the application form of the service titled `title`. */
  async openForm(title: string) {
    await this.service(title).getByTestId("rolling-apply").click();
    await expect(this.form).toBeVisible();
  }

  /** Fills the open form, uploads the announcement and submits; lands on the application's detail page. */
  async apply(a: { fullName: string; stockCode: string; issueType: string; preferredDate: string; contact: { name: string; mobile: string; wechat: string } }) {
    await this.form.getByTestId("rolling-full-name").fill(a.fullName);
    await this.form.getByTestId("rolling-stock-code").fill(a.stockCode);
    await this.form.getByTestId("rolling-issue-type").click();
    await this.page.getByRole("option", { name: a.issueType, exact: true }).click();
    await this.form.getByTestId("rolling-preferred-date").fill(a.preferredDate);
    await this.form.getByTestId("contact-name").fill(a.contact.name);
    await this.form.getByTestId("contact-mobile").fill(a.contact.mobile);
    await this.form.getByTestId("contact-wechat").fill(a.contact.wechat);
    await this.form.getByTestId("rolling-announcement-upload-input").setInputFiles({ name: "发行公告.pdf", mimeType: "application/pdf", buffer: LETTER_PDF });
    await expect(this.form.getByTestId("uploaded-file")).toBeVisible();
    await this.form.getByTestId("rolling-submit").click();
    await expect(this.page).toHaveURL(/\/addRollingDetail\/\d+$/);
  }
}

/** The back office's lottery page (/ops/rolling). */
export class OpsRollingPage {
  constructor(readonly page: Page) {}

  async openFromNav() {
    await this.page.getByTestId("ops-nav-rolling").first().click();
    await expect(this.page.getByTestId("ops-rolling")).toBeVisible();
  }

  row(companyShortName: string): Locator {
    return this.page.locator(`[data-testid="rolling-row"][data-company="${companyShortName}"]`);
  }

  /** Accepts the company's application at its preferred date, 10:00, in the room named `room`. */
  async accept(companyShortName: string, room: string) {
    await this.row(companyShortName).getByTestId("rolling-accept").click();
    const dialog = this.page.getByTestId("rolling-accept-dialog");
    await dialog.getByTestId("rolling-room-select").click();
    await this.page.getByRole("option", { name: new RegExp(room) }).click();
    await dialog.getByTestId("rolling-accept-submit").click();
    await expect(this.row(companyShortName)).toBeHidden();
  }
}
