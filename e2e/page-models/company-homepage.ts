import { expect, type Locator, type Page } from "@playwright/test";
import { readLocalTable } from "./offline.ts";

/** The enterprise centre's homepage maintenance panel (/maintenance, document 3 section 2.2 item 5). */
export class HomepagePanel {
  readonly root: Locator;
  readonly editor: Locator;
  readonly pending: Locator;
  readonly records: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId("homepage-panel");
    this.editor = page.getByTestId("homepage-editor");
    this.pending = page.getByTestId("homepage-pending");
    this.records = page.getByRole("dialog", { name: "审核记录" });
  }

  /** The Chinese introduction's editable area (Tiptap). */
  get introEditor(): Locator {
    return this.page.getByTestId("homepage-intro").locator(".ProseMirror");
  }

  async edit() {
    await this.root.getByTestId("homepage-edit").click();
    await expect(this.root).toHaveAttribute("data-mode", "edit");
    await expect(this.introEditor).toBeVisible();
  }

  /** Adds a paragraph at the end of the Chinese introduction. */
  async appendIntro(text: string) {
    await this.introEditor.click();
    await this.page.keyboard.press("ControlOrMeta+End");
    await this.page.keyboard.press("Enter");
    await this.page.keyboard.insertText(text);
    await expect(this.introEditor).toContainText(text);
  }

  /**
   * Waits until the browser database's homepage draft holds `text`. Each edit is written there as it happens,
   * but the write is asynchronous: a reload straight after typing could come before it (a CI run on
   * 2026-11-27 reloaded into the draft of the keystroke before).
   */
  async expectDraftSaved(text: string) {
    const stored = async () => JSON.stringify((await readLocalTable<{ kind: string }>(this.page, "drafts")).filter((row) => row.kind === "homepage-edit"));
    await expect.poll(stored).toContain(text);
  }

  async submit() {
    await this.root.getByTestId("homepage-submit").click();
    await expect(this.root).toHaveAttribute("data-mode", "view");
  }

  async openRecords() {
    await this.root.getByTestId("homepage-records-open").click();
    await expect(this.records).toBeVisible();
  }

  recordRows(status?: "0" | "1" | "2"): Locator {
    const rows = this.records.getByTestId("homepage-record");
    return status ? rows.and(this.page.locator(`[data-status="${status}"]`)) : rows;
  }
}

/** The back office's homepage-change queue (/ops/homepages, document 4 section 6). */
export class OpsHomepageQueue {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId("ops-homepage-page");
  }

  change(companyName: string): Locator {
    return this.root.getByTestId("ops-homepage-change").and(this.page.locator(`[data-company="${companyName}"]`));
  }

  async preview(companyName: string): Promise<Locator> {
    const card = this.change(companyName);
    await card.getByTestId("ops-homepage-preview").click();
    await expect(card.getByTestId("company-intro")).toBeVisible();
    return card;
  }

  async approve(companyName: string) {
    await this.change(companyName).getByTestId("ops-homepage-approve").click();
    await expect(this.change(companyName)).toHaveCount(0);
  }

  async reject(companyName: string, reason: string) {
    await this.change(companyName).getByTestId("ops-homepage-reject").click();
    const dialog = this.page.getByTestId("ops-homepage-reject-dialog");
    await dialog.getByTestId("ops-homepage-reject-reason").fill(reason);
    await dialog.getByTestId("ops-homepage-reject-submit").click();
    await expect(this.change(companyName)).toHaveCount(0);
  }
}
