import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { CompanyHomepage, FinReportManage, FinReports, InstitutionDirectory, overflowsHorizontally } from "./page-models/institutions.ts";
import { PortalShell } from "./page-models/portal-shell.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs } from "./page-models/session.ts";

// The institution directory and company homepages, and the visual financial reports from a type-8 company's
// upload to the public list and the PDF viewer (document 4 section 2.7), at desktop and phone widths.

const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(200);
  await expect.poll(() => overflowsHorizontally(page)).toBe(false);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("institution directory and company homepage", () => {
  test("a visitor filters the directory and opens a company's homepage with its activities (zh)", async ({ page }) => {
    const directory = new InstitutionDirectory(page);
    await directory.open();
    await expect(directory.cards).toHaveCount(7);
    await expect(directory.tab("全部机构")).toHaveAttribute("aria-selected", "true");
    await shoot(page, "institutions-directory");
    await expectNoSidewaysScroll(page);

    await directory.tab("上市公司").click();
    await expect(page).toHaveURL(/companyType=1\b/);
    await expect(directory.cards).toHaveCount(2);

    await directory.search("不存在的机构名称");
    await expect(page).toHaveURL(/keyword=/);
    await expect(directory.empty).toBeVisible();
    await directory.search("");

    await directory.card("鹏城智能").click();
    await expect(page).toHaveURL(/\/institutionalCenterDetail\?id=\d+/);
    const home = new CompanyHomepage(page);
    await expect(home.name).toHaveText("鹏城智能");
    await expect(home.intro).toContainText("工业视觉检测");
    await expect(home.carousel).toBeVisible();
    // the carousel turns by itself every 2000 ms
    await expect(home.carousel).toHaveAttribute("data-index", "1", { timeout: 5_000 });
    await expect(home.activities.first()).toBeVisible();
    await shoot(page, "institutions-company-homepage");
    await expectNoSidewaysScroll(page);

    await home.activities.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/activityDetails\/\d+/);

    // a type-8 company's homepage lists its published reports too
    await directory.open(8);
    await directory.card("云栖数据").click();
    await expect(new CompanyHomepage(page).reports).toHaveCount(3);

    await page.goto("/institutionalCenterDetail?id=999999");
    await expect(new CompanyHomepage(page).notFound).toContainText("机构不存在");
  });

  test("the directory and a homepage in English", async ({ page }) => {
    const shell = new PortalShell(page);
    const directory = new InstitutionDirectory(page);
    await directory.open();
    await shell.switchLanguage("en-US");
    await expect(directory.tab("All institutions")).toBeVisible();
    await directory.card("Pengcheng Intelligent").click();
    const home = new CompanyHomepage(page);
    await expect(home.name).toHaveText("Pengcheng Intelligent");
    await expect(home.intro).toContainText("Founded in 2008");
    await expect(page.getByRole("heading", { name: "Activities" })).toBeVisible();
    await shoot(page, "institutions-company-homepage-en");
    await expectNoSidewaysScroll(page);
  });
});

test.describe("visual financial reports", () => {
  test("report-admin uploads, previews and publishes a report; visitors read it; withdrawing hides it", async ({ page, context }) => {
    const title = `2026年第三季度演示财报 ${Date.now()}`;
    // a real PDF and picture from the portal itself: the seeded, published report's
    const pdf = await (await page.request.get("/api/files/uploads/demo/fin-report-1.pdf")).body();
    const cover = await (await page.request.get("/api/files/uploads/demo/fin-report-cover-2.png")).body();

    const manage = new FinReportManage(page);
    await openAs(page, "report-admin", "/finReport");
    await expect(manage.root).toBeVisible();
    await manage.upload({ title, period: "2026年第三季度", cover, pdf });
    await expect(manage.status(title)).toHaveText("未发布");
    await shoot(page, "fin-report-manage");

    // the draft previews in the viewer (a signed address), in a new tab
    const [preview] = await Promise.all([context.waitForEvent("page"), manage.act(title, "preview")]);
    await new FinReports(preview).expectRendered();
    await preview.close();

    const reports = new FinReports(page);
    await reports.open();
    await expect(reports.card(title)).toHaveCount(0);

    await page.goto("/finReport");
    await manage.act(title, "publish");
    await expect(manage.status(title)).toHaveText("已发布");

    await reports.open();
    await expect(reports.card(title)).toBeVisible();
    await shoot(page, "fin-report-list");
    await expectNoSidewaysScroll(page);
    await reports.card(title).click();
    await expect(page).toHaveURL(/\/pending\/pdfView\?/);
    await reports.expectRendered();
    await expect(reports.viewerPages).toHaveText(/共 \d+ 页/);
    // drawn at the page's width, not at the width of its title
    expect((await reports.renderedPages.first().boundingBox())!.width).toBeGreaterThan(600);
    await shoot(page, "fin-report-viewer");
    await expectNoSidewaysScroll(page);

    await page.goto("/finReport");
    await manage.act(title, "withdraw");
    await expect(manage.status(title)).toHaveText("已撤回");
    await reports.open();
    await expect(reports.cards.first()).toBeVisible();
    await expect(reports.card(title)).toHaveCount(0);
  });

  test("the report list and viewer in English; the viewer opens nothing but the portal's PDFs", async ({ page }) => {
    const shell = new PortalShell(page);
    const reports = new FinReports(page);
    await reports.open();
    await shell.switchLanguage("en-US");
    await expect(page.getByRole("heading", { name: "Visual financial reports" })).toBeVisible();
    await expect(reports.cards).toHaveCount(3);
    await reports.cards.first().click();
    await reports.expectRendered();
    await expect(reports.viewerPages).toHaveText(/\d+ pages/);

    for (const url of ["https://example.com/report.pdf", "//example.com/files/uploads/x.pdf", "/files/uploads/../x.pdf", "/files/uploads/x.png"]) {
      await page.goto(`/pending/pdfView?url=${encodeURIComponent(url)}`);
      await expect(reports.viewerRefusal).toContainText("This file cannot be opened.");
      await expect(page.locator("iframe, object, embed")).toHaveCount(0);
    }
  });
});
