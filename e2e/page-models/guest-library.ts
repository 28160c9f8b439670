import { expect, type Locator, type Page } from "@playwright/test";

/** The guest library (/guestWare, document 3 section 2.2 item 4). */
export class GuestLibraryPage {
  readonly root: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("guest-library");
    this.rows = this.root.getByTestId("library-guest-row");
    this.dialog = page.getByTestId("library-guest-dialog");
    this.confirmDialog = page.getByTestId("library-guest-confirm");
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId("library-guest-row-name").getByText(name, { exact: true }) });
  }

  async fillNew(fields: { name: string; enName: string; title: string; mobile?: string }) {
    await this.root.getByTestId("library-guest-add").click();
    await this.page.getByTestId("library-guest-name").fill(fields.name);
    await this.page.getByTestId("library-guest-en-name").fill(fields.enName);
    await this.page.getByTestId("library-guest-title").fill(fields.title);
    if (fields.mobile) await this.page.getByTestId("library-guest-mobile").fill(fields.mobile);
    await this.page.getByTestId("library-guest-save").click();
  }

  async search(name: string, mobile: string) {
    await this.root.getByTestId("library-search-name").fill(name);
    await this.root.getByTestId("library-search-mobile").fill(mobile);
    await this.root.getByTestId("library-search").click();
  }

  async deleteRow(name: string) {
    await this.row(name).getByTestId("library-guest-delete").click();
    await this.page.getByTestId("library-delete-ok").click();
    await expect(this.row(name)).toHaveCount(0);
  }

  /** Imports a spreadsheet (its bytes) through the import button; the preview opens. */
  async importFile(name: string, buffer: Buffer) {
    const chooser = this.page.waitForEvent("filechooser");
    await this.root.getByTestId("guest-import").click();
    await (await chooser).setFiles({ name, mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer });
    await expect(this.preview).toBeVisible();
  }

  /** The import-preview dialog. */
  get preview(): Locator {
    return this.page.getByTestId("guest-import-preview");
  }

  previewRow(row: number): Locator {
    return this.preview.locator(`[data-testid="preview-row"][data-row="${row}"]`);
  }

  /** Types a fix into one cell of a preview row (guestName, gender, mobile …). */
  async fixCell(row: number, field: string, value: string) {
    await this.previewRow(row).getByTestId(`preview-${field}`).fill(value);
  }

  async submitPreview() {
    await this.preview.getByTestId("preview-submit").click();
    await expect(this.preview).toBeHidden();
  }

  get pagerSummary(): Locator {
    return this.root.getByTestId("page-summary");
  }
}
