import type { Locator, Page } from "@playwright/test";

/** The toast a copy link shows once the address is on the clipboard. */
function copiedToast(page: Page): Locator {
  return page.getByText("复制成功！");
}

/** Next week's distribution list (/distributeList) of a partner company. */
export class NextWeekDistribution {
  readonly root: Locator;
  readonly rows: Locator;
  readonly copied: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId("next-week-distribution");
    this.rows = this.root.getByTestId("distribution-row");
    this.copied = copiedToast(page);
  }

  /** The distribution address a row shows next to its copy link (the link's container starts with it). */
  async address(row: Locator): Promise<string> {
    const shown = await row.getByTestId("copy-distribute-url").locator("xpath=..").innerText();
    return shown.split("\n")[0]!.trim();
  }
}

/** The distribution details (/distributeDetails/{id}; document 4 section 2.7) and its PV dialog. */
export class DistributionDetails {
  readonly root: Locator;
  /** The partners' rows: the partner sees its own, the company holding the activity sees them all. */
  readonly partners: Locator;
  /** What a company that is neither partner nor holder is shown instead. */
  readonly error: Locator;
  readonly pvDialog: Locator;
  readonly copied: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId("distribution-details");
    this.partners = page.getByTestId("distribution-partner-row");
    this.error = page.getByTestId("distribution-details-error");
    this.pvDialog = page.getByTestId("pv-dialog");
    this.copied = copiedToast(page);
  }
}
