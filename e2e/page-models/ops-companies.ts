import { expect, type Locator, type Page } from "@playwright/test";

/** The back office's companies and accounts (/ops/companies). */
export class OpsCompaniesPage {
  readonly rows: Locator;
  readonly membersDialog: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId("ops-company-row");
    this.membersDialog = page.getByTestId("ops-company-members-dialog");
  }

  get screen(): Locator {
    return this.page.getByTestId("ops-companies-page");
  }

  async openFromNav() {
    await this.page.getByTestId("ops-nav-companies").first().click();
    await expect(this.screen).toBeVisible();
  }

  async search(keyword: string) {
    await this.page.getByTestId("ops-company-keyword").fill(keyword);
    await this.page.getByTestId("ops-company-search").click();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  get newButton(): Locator {
    return this.page.getByTestId("company-new");
  }

  get form(): Locator {
    return this.page.getByTestId("company-form");
  }

  /** Creates a listed company with the roadshow switch on. */
  async create(c: { shortName: string; fullName: string; stockCode: string }) {
    await this.newButton.click();
    await this.form.getByTestId("company-code").fill(c.stockCode);
    await this.form.getByTestId("company-short").fill(c.shortName);
    await this.form.getByTestId("company-full").fill(c.fullName);
    await this.form.getByTestId("company-save").click();
    await expect(this.form).toBeHidden();
  }

  async toggle(row: Locator, key: string) {
    await row.getByTestId("company-edit").click();
    const input = this.form.getByTestId(`company-switch-${key}`);
    // as a person does: on the switch's label, which wraps the hidden input and its track; the input itself
    // lies under the track, so a click aimed at it lands on the track's label span
    await input.locator("xpath=ancestor::label[1]").click();
    await expect(input).toBeChecked();
    await this.form.getByTestId("company-save").click();
    await expect(this.form).toBeHidden();
  }

  async openAccounts(row: Locator) {
    await row.getByTestId("ops-company-members").click();
    // the modal's root is a layout-less wrapper: wait for its content
    await expect(this.membersDialog.getByTestId("account-new")).toBeVisible();
  }

  memberRow(name: string): Locator {
    return this.page.getByTestId("ops-member-row").filter({ hasText: name });
  }

  /** Opens an enterprise account in the open company; answers the initial password shown once. */
  async openAccount(a: { account: string; nickName: string; asAdmin?: boolean }): Promise<string> {
    await this.membersDialog.getByTestId("account-new").click();
    const form = this.page.getByTestId("account-form");
    await form.getByTestId("account-name").fill(a.account);
    await form.getByTestId("account-nick").fill(a.nickName);
    if (a.asAdmin) await form.getByTestId("account-as-admin").check();
    await form.getByTestId("account-create").click();
    const issued = this.page.getByTestId("issued-password");
    await expect(issued).toBeVisible();
    return (await issued.textContent())?.trim() ?? "";
  }

  async closeIssued() {
    await this.page.getByTestId("issued-password-close").click();
  }
}
