import { expect, type Locator, type Page } from "@playwright/test";

/** The institution directory (/institutionalCenter): type tabs, keyword, company cards, pages. */
export class InstitutionDirectory {
  readonly root: Locator;
  readonly cards: Locator;
  readonly keyword: Locator;
  readonly empty: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId("institution-directory");
    this.cards = page.getByTestId("institution-card");
    this.keyword = page.getByTestId("institution-keyword");
    this.empty = page.getByTestId("empty-state");
  }

  async open(companyType = 686868) {
    await this.page.goto(`/institutionalCenter?companyType=${companyType}`);
    await expect(this.root).toBeVisible();
  }

  tab(label: string | RegExp): Locator {
    return this.root.getByRole("tab", { name: label, exact: true });
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByTestId("institution-card-name").getByText(name, { exact: true }) });
  }

  async search(text: string) {
    await this.keyword.fill(text);
    await this.keyword.press("Enter");
  }
}

/** A company's homepage (/institutionalCenterDetail?id=). */
export class CompanyHomepage {
  readonly root: Locator;
  readonly name: Locator;
  readonly intro: Locator;
  readonly carousel: Locator;
  readonly activities: Locator;
  readonly notFound: Locator;
  /** a type-8 company's published reports */
  readonly reports: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId("company-homepage");
    this.name = page.getByTestId("company-name");
    this.intro = page.getByTestId("company-intro");
    this.carousel = page.getByTestId("homepage-carousel");
    this.activities = page.getByTestId("company-activity");
    this.notFound = this.root.getByTestId("empty-state");
    this.reports = page.getByTestId("company-reports").getByTestId("fin-report-card");
  }
}

/** The public report list (/finReportList) and the PDF viewer (/pending/pdfView). */
export class FinReports {
  readonly list: Locator;
  readonly cards: Locator;
  readonly viewer: Locator;
  readonly viewerPages: Locator;
  readonly renderedPages: Locator;
  readonly viewerRefusal: Locator;

  constructor(private readonly page: Page) {
    this.list = page.getByTestId("fin-report-list");
    this.cards = page.getByTestId("fin-report-card");
    this.viewer = page.getByTestId("pdf-viewer");
    this.viewerPages = page.getByTestId("pdf-pages");
    this.renderedPages = page.getByTestId("pdf-pages-holder").locator("canvas");
    this.viewerRefusal = page.getByTestId("pdf-view-page").getByTestId("empty-state");
  }

  async open() {
    await this.page.goto("/finReportList");
    await expect(this.list).toBeVisible();
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByTestId("fin-report-title").getByText(title, { exact: true }) });
  }

  /** The viewer drew every page of the PDF. */
  async expectRendered() {
    await expect(this.viewer).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
    await expect(this.page.getByTestId("pdf-pages-holder")).toHaveAttribute("data-rendered", "true", { timeout: 20_000 });
    await expect(this.renderedPages.first()).toBeVisible();
  }
}

/** The enterprise centre's report tab (/finReport). */
export class FinReportManage {
  readonly root: Locator;
  readonly rows: Locator;
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId("fin-report-manage");
    this.rows = page.getByTestId("fin-report-row");
    // the report form itself, not any dialog the page may show at the same time (a notice, a prompt)
    this.form = page.getByRole("dialog").filter({ has: page.getByTestId("fin-report-title-input") });
  }

  row(title: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId("fin-report-row-title").getByText(title, { exact: true }) });
  }

  /** Uploads a report through the form: title, period, cover and PDF, then saves it. */
  async upload(report: { title: string; period: string; cover: Buffer; pdf: Buffer }) {
    await this.page.getByTestId("fin-report-new").click();
    await expect(this.form).toBeVisible();
    await this.page.getByTestId("fin-report-title-input").fill(report.title);
    await this.page.getByTestId("fin-report-period-input").fill(report.period);
    await this.form.getByTestId("image-upload-input").setInputFiles({ name: "封面.png", mimeType: "image/png", buffer: report.cover });
    await expect(this.form.getByRole("img").first()).toBeVisible();
    await this.form.getByTestId("pdf-upload-input").setInputFiles({ name: "财报.pdf", mimeType: "application/pdf", buffer: report.pdf });
    await expect(this.form.getByText("财报.pdf")).toBeVisible();
    await this.page.getByTestId("fin-report-save").click();
    await expect(this.form).toHaveCount(0);
  }

  status(title: string): Locator {
    return this.row(title).getByTestId("fin-report-status");
  }

  async act(title: string, action: "publish" | "withdraw" | "preview") {
    await this.row(title).getByTestId(`fin-report-${action}`).click();
  }
}

/** Whether the page is wider than the viewport (a phone must never scroll sideways). */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
