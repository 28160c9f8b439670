import { expect, type Locator, type Page } from "@playwright/test";

/** The rooms tab of the back office's capacity page (/ops/capacity?tab=rooms). */
export class OpsRoomsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/ops/capacity?tab=rooms");
    await expect(this.page.getByTestId("capacity-rooms")).toBeVisible();
  }

  row(roomName: string): Locator {
    return this.page.getByTestId("room-row").filter({ hasText: roomName });
  }

  get form(): Locator {
    return this.page.getByTestId("room-form");
  }

  /** Adds a room to a region through the dialog. */
  async add(o: { region: string; name: string; address: string }) {
    await this.page.getByTestId("room-new").click();
    await expect(this.form).toBeVisible();
    await this.form.getByRole("combobox", { name: "地区", exact: true }).click();
    await this.page.getByRole("option", { name: o.region, exact: true }).click();
    await this.form.getByTestId("room-name").fill(o.name);
    await this.form.getByTestId("room-address").fill(o.address);
    await this.form.getByTestId("room-save").click();
    await expect(this.form).toBeHidden();
    await expect(this.row(o.name)).toBeVisible();
  }

  /** Opens a room's edit dialog and changes its address, without saving yet. */
  async startEdit(roomName: string, address: string) {
    await this.row(roomName).getByTestId("room-edit").click();
    await expect(this.form).toBeVisible();
    await this.form.getByTestId("room-address").fill(address);
  }

  async save() {
    await this.form.getByTestId("room-save").click();
  }
}

/** The system settings editor (/ops/content, tab settings), for a supervisor. */
export class OpsSettingsEditor {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/ops/content?tab=settings");
    await expect(this.page.getByTestId("settings-editor")).toBeVisible();
  }

  get noticeText(): Locator {
    return this.page.getByRole("textbox", { name: "通知横幅内容" });
  }

  async setNoticeText(text: string) {
    await this.noticeText.fill(text);
    await this.page.getByTestId("settings-save").click();
    await expect(this.page.getByText("保存成功").first()).toBeVisible();
  }
}

/** The dictionaries editor (/ops/content, tab dictionaries). */
export class OpsDictionaryEditor {
  constructor(readonly page: Page) {}

  async open(parentLabel: RegExp) {
    await this.page.goto("/ops/content?tab=dictionaries");
    await expect(this.page.getByTestId("dictionary-editor")).toBeVisible();
    await this.page.getByRole("combobox", { name: "字典", exact: true }).click();
    await this.page.getByRole("option", { name: parentLabel }).click();
  }

  get rows(): Locator {
    return this.page.getByTestId("dictionary-row");
  }
}

/** The header navigation's editor (/ops/content?tab=navigation). */
export class OpsNavEditor {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/ops/content?tab=navigation");
    await expect(this.page.getByTestId("nav-editor")).toBeVisible();
    await expect(this.rows.first()).toBeVisible();
  }

  get rows(): Locator {
    return this.page.getByTestId("nav-row");
  }

  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }

  get form(): Locator {
    return this.page.getByTestId("nav-form");
  }

  /** Adds a level-1 item of a type (its label in the type list, e.g. 热门话题). */
  async addItem(item: { name: string; enName: string; type: string; sort: number }) {
    await this.page.getByTestId("nav-new").click();
    await this.form.getByTestId("nav-name").fill(item.name);
    await this.form.getByTestId("nav-en-name").fill(item.enName);
    await this.form.getByTestId("nav-type").click();
    await this.page.getByRole("option", { name: new RegExp(`^${item.type}（`) }).click();
    await this.form.getByRole("textbox", { name: "排序" }).fill(String(item.sort));
    await this.form.getByTestId("nav-save").click();
    await expect(this.form).toBeHidden();
  }

  /** Switches an item off (or on) through its edit form. */
  async setEnabled(name: string, enabled: boolean) {
    await this.row(name).getByTestId("nav-edit").click();
    const toggle = this.form.getByRole("switch", { name: "启用" });
    if ((await toggle.isChecked()) !== enabled) await toggle.click({ force: true });
    await this.form.getByTestId("nav-save").click();
    await expect(this.form).toBeHidden();
  }
}
