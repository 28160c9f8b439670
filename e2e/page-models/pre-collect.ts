import { expect, type Locator, type Page } from "@playwright/test";

/** /preCallQa (document 4 section 2.7): an investor's question before the event. */
export class PreCallQa {
  readonly root: Locator;
  readonly sent: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId("pre-call-qa");
    this.sent = page.getByTestId("pre-call-sent");
  }

  async ask(activityTitle: string, question: string) {
    await this.root.getByTestId("pre-call-activity").click();
    await this.page.getByRole("option", { name: new RegExp(activityTitle) }).first().click();
    await this.root.getByTestId("pre-call-question").fill(question);
    await this.root.getByTestId("pre-call-submit").click();
    await expect(this.sent).toBeVisible();
  }
}

/** The company's pre-collected Q&A tab (/actManageDetail tab 5). */
export class PreCollectTab {
  readonly root: Locator;
  readonly items: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId("pre-collect-tab");
    this.items = this.root.getByTestId("pre-collect-item");
  }

  async subTab(status: "all" | 0 | 1 | 2) {
    await this.root.getByTestId(`pre-collect-sub-${status}`).click();
  }

  item(question: string): Locator {
    return this.items.filter({ has: this.page.getByTestId("pre-collect-question").getByText(question, { exact: true }) });
  }

  async answer(question: string, answer: string) {
    const item = this.item(question);
    await item.getByTestId("pre-collect-answer-button").click();
    await item.getByTestId("pre-collect-reply").fill(answer);
    await item.getByTestId("pre-collect-reply-submit").click();
  }

  /** Imports a spreadsheet (its bytes) through the tab's import button; the preview opens. */
  async importFile(name: string, buffer: Buffer) {
    const chooser = this.page.waitForEvent("filechooser");
    await this.root.getByTestId("pre-collect-import").click();
    await (await chooser).setFiles({ name, mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer });
    await expect(this.preview).toBeVisible();
  }

  /** The import-preview dialog. */
  get preview(): Locator {
    return this.page.getByRole("dialog", { name: "导入预览" });
  }

  previewRow(row: number): Locator {
    return this.preview.locator(`[data-testid="preview-row"][data-row="${row}"]`);
  }

  async fixRow(row: number, question: string) {
    await this.previewRow(row).getByTestId("preview-question").fill(question);
    await expect(this.previewRow(row)).toHaveAttribute("data-valid", "true");
  }

  async submitPreview() {
    await this.preview.getByTestId("preview-submit").click();
    await expect(this.preview).toBeHidden();
  }

  async add(question: string, answer: string) {
    await this.root.getByTestId("pre-collect-add").click();
    const dialog = this.page.getByTestId("pre-collect-add-dialog");
    await dialog.getByTestId("pre-collect-add-question").fill(question);
    await dialog.getByTestId("pre-collect-add-answer").fill(answer);
    await dialog.getByTestId("pre-collect-add-submit").click();
  }
}

/** The answered pre-collected questions on the public activity page. */
export function publicPreCollected(page: Page): Locator {
  return page.getByTestId("section-pre-collected").getByTestId("pre-collected-item");
}
