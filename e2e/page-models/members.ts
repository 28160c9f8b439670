import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD, tokenOf } from "./session.ts";

/** The panels' own demo accounts (src/server/db/seed/seed-panels.ts), apart from the shared demo accounts. */
export type PanelAccount = "yunfan-admin" | "yunfan-ir" | "13912340009";

/** A fresh session of a panels account (these flows change memberships and end sessions). */
export async function panelToken(request: APIRequestContext, account: PanelAccount): Promise<string> {
  const response = await request.post("/idp/pass/login", { form: { account, password: DEMO_PASSWORD, redirect: "/home" }, maxRedirects: 0 });
  expect(response.status(), `pass login of ${account}`).toBe(302);
  return tokenOf(response.headers().location!);
}

/** Member management (/memberManage, document 3 section 2.2 item 6). */
export class MembersPage {
  readonly root: Locator;
  readonly rows: Locator;
  readonly addButton: Locator;
  readonly transferButton: Locator;
  readonly exitButton: Locator;
  readonly dialog: Locator;
  readonly confirmOk: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("member-manage");
    this.rows = this.root.getByTestId("member-row");
    this.addButton = this.root.getByTestId("member-add");
    this.transferButton = this.root.getByTestId("member-transfer");
    this.exitButton = this.root.getByTestId("member-exit");
    this.dialog = page.getByRole("dialog");
    this.confirmOk = page.getByTestId("member-confirm-ok");
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId("member-name").getByText(name, { exact: true }) });
  }

  scopeOf(name: string): Locator {
    return this.row(name).getByTestId("member-scope");
  }

  scope(label: string): Locator {
    return this.dialog.getByRole("checkbox", { name: label });
  }

  async add(mobile: string, nickName: string, scopes: string[]) {
    await this.addButton.click();
    await this.dialog.getByTestId("member-account").fill(mobile);
    await this.dialog.getByTestId("member-nickname").fill(nickName);
    for (const s of scopes) await this.scope(s).check();
    await this.dialog.getByTestId("member-save").click();
    await expect(this.dialog).toBeHidden();
  }

  async edit(name: string) {
    await this.row(name).getByTestId("member-edit").click();
    await expect(this.dialog).toBeVisible();
  }

  async save() {
    await this.dialog.getByTestId("member-save").click();
  }

  async search(name: string) {
    await this.root.getByTestId("member-search-name").fill(name);
    await this.root.getByTestId("member-search").click();
  }

  async transferTo(name: string) {
    await this.transferButton.click();
    await this.dialog.getByTestId("transfer-target").click();
    await this.page.getByRole("option", { name: new RegExp(`^${name}`) }).click();
    await this.dialog.getByTestId("transfer-confirm").click();
  }
}

export { OpsCompaniesPage } from "./ops-companies.ts";
