import { expect, type Locator, type Page } from "@playwright/test";

/** The back office's audit log (/ops/audit). */
export class OpsAuditPage {
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId("audit-row");
  }

  get screen(): Locator {
    return this.page.getByTestId("ops-audit-page");
  }

  async openFromNav() {
    await this.page.getByTestId("ops-nav-audit").first().click();
    await expect(this.screen).toBeVisible();
  }

  async search(keyword: string) {
    await this.page.getByTestId("audit-keyword").fill(keyword);
    await this.page.getByTestId("audit-search").click();
  }

  row(action: string): Locator {
    return this.page.locator(`[data-testid="audit-row"][data-action="${action}"]`);
  }

  /** Exports the current filter; answers the downloaded file's name. */
  async export(): Promise<string> {
    const download = this.page.waitForEvent("download");
    await this.page.getByTestId("audit-export").click();
    return (await download).suggestedFilename();
  }
}
