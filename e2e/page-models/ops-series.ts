import { expect, type Locator, type Page } from "@playwright/test";

export interface TSeriesActivityInput {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  /** "YYYY-MM-DDTHH:mm", Beijing */
  bookingStart: string;
  bookingEnd: string;
  capacity: number;
}

/** The back office's collective series page (/ops/series). */
export class OpsSeriesPage {
  constructor(readonly page: Page) {}

  get screen(): Locator {
    return this.page.getByTestId("ops-series");
  }

  async openFromNav() {
    await this.page.getByTestId("ops-nav-series").first().click();
    await expect(this.screen).toBeVisible();
  }

  get detail(): Locator {
    return this.page.getByTestId("series-detail");
  }

  /** Creates a series; its detail opens. */
  async createSeries(name: string) {
    await this.page.getByTestId("series-new").click();
    await this.page.getByTestId("series-name").fill(name);
    await this.page.getByTestId("series-name-save").click();
    await expect(this.detail).toContainText(name);
  }

  async addActivity(a: TSeriesActivityInput) {
    await this.page.getByTestId("series-activity-new").click();
    const form = this.page.getByTestId("series-activity-form");
    await form.getByTestId("sa-title").fill(a.title);
    await form.getByTestId("sa-start-date").fill(a.date);
    await form.getByTestId("sa-end-date").fill(a.date);
    await form.getByTestId("sa-start-time").fill(a.startTime);
    await form.getByTestId("sa-end-time").fill(a.endTime);
    await form.getByTestId("sa-booking-start").fill(a.bookingStart);
    await form.getByTestId("sa-booking-end").fill(a.bookingEnd);
    await form.getByTestId("sa-capacity").fill(String(a.capacity));
    await form.getByTestId("sa-save").click();
    await expect(form).toBeHidden();
  }

  activityRow(title: string): Locator {
    return this.page.getByTestId("series-activity-row").filter({ hasText: title });
  }
}
