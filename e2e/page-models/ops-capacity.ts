import { expect, type Locator, type Page } from "@playwright/test";
import { BookingPage } from "./booking.ts";

/** The back office's booking capacity page (/ops/capacity): the stores table, the bulk dialog, the other tabs. */
export class OpsCapacityPage {
  constructor(readonly page: Page) {}

  get screen(): Locator {
    return this.page.getByTestId("ops-capacity");
  }

  async openFromNav() {
    await this.page.getByTestId("ops-nav-capacity").first().click();
    await expect(this.screen).toBeVisible();
  }

  tab(name: "stores" | "modes" | "themes" | "holidays"): Locator {
    return this.page.getByTestId(`capacity-tab-${name}`);
  }

  /** Shows the stores of a date range, of one video type by its label. */
  async showStores(dateFrom: string, dateTo: string, videoType?: string) {
    await this.page.getByTestId("store-from").fill(dateFrom);
    await this.page.getByTestId("store-to").fill(dateTo);
    if (videoType) {
      await this.page.getByRole("combobox", { name: "视频类型", exact: true }).click();
      await this.page.getByRole("option", { name: videoType, exact: true }).click();
    }
  }

  /** The row of one slot (not a studio-recording one) by date, video type and period id. */
  storeRow(date: string, videoType: number, periodId: number): Locator {
    return this.page.locator(`[data-testid="store-row"][data-store-date="${date}"][data-video-type="${videoType}"][data-period="${periodId}"]`).first();
  }

  cell(row: Locator, which: "total" | "booked" | "number"): Locator {
    return row.getByTestId(`store-${which}`);
  }

  get bulkForm(): Locator {
    return this.page.getByTestId("store-bulk-form");
  }

  /** Sets the quota of every slot of a video type over a range through the bulk dialog. */
  async bulkSet(o: { videoType: string; dateFrom: string; dateTo: string; periods: string[]; quota: number }) {
    await this.page.getByTestId("store-bulk-open").click();
    const form = this.bulkForm;
    await expect(form).toBeVisible();
    await form.getByRole("combobox", { name: "视频类型", exact: true }).click();
    await this.page.getByRole("option", { name: o.videoType, exact: true }).click();
    await form.getByTestId("bulk-from").fill(o.dateFrom);
    await form.getByTestId("bulk-to").fill(o.dateTo);
    for (const period of o.periods) await form.getByRole("checkbox", { name: new RegExp(`^${period} `) }).check();
    await form.getByLabel("每个时段的名额").fill(String(o.quota));
    await form.getByTestId("bulk-save").click();
    await expect(form).toBeHidden();
  }

  /** Opens one slot's edit dialog. */
  async editStore(row: Locator): Promise<Locator> {
    await row.getByTestId("store-edit").click();
    const form = this.page.getByTestId("store-edit-form");
    await expect(form).toBeVisible();
    return form;
  }

  get stranded(): Locator {
    return this.page.getByTestId("stranded-booking");
  }
}

/** A company's single booking of one date, from the enterprise centre's tile (through the agreement when asked). */
export class CompanyBooking {
  readonly booking: BookingPage;

  constructor(readonly page: Page) {
    this.booking = new BookingPage(page);
  }

  async start(orderType: number) {
    await this.booking.bookFromCentreOrScreen(orderType);
  }

  /** Picks a given date in the weekday calendar, moving to its month when needed. */
  async pickDate(date: string) {
    const calendar = this.page.getByTestId("booking-date");
    const day = calendar.locator(`button[data-date="${date}"]`);
    // The offered dates load after the mode is chosen, and until they arrive the day is missing and the month
    // buttons are disabled. Looking for the day then sent the loop to click "next month", which waits for the
    // button; on 2026-11-27 the calendar opened on the last month it offers, the button stayed disabled and
    // the click waited out the test.
    await expect(calendar.locator("button[data-date]").first()).toBeVisible();
    for (let i = 0; i < 3 && !(await day.isVisible()); i++) await calendar.getByRole("button", { name: "下个月" }).click();
    await day.click();
    await expect(day).toHaveAttribute("aria-pressed", "true");
  }
}
