import { expect, test } from "./fixtures.ts";
import { OpsPage } from "./page-models/ops.ts";
import { OpsSeriesPage } from "./page-models/ops-series.ts";
import { BookingPage } from "./page-models/booking.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs } from "./page-models/session.ts";
import { addCalendarDays, beijingDateOf } from "#shared/booking/calendar-date.ts";

// Issue 21: a supervisor creates a collective series in the back office and a company books into it through
// the real collective booking screen; the series then lists the company.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const today = beijingDateOf(new Date());
const activityDate = addCalendarDays(today, 21);
const seriesName = `投资者集体接待日 ${today}`;
const title = "集体接待日·网络文字互动场";

test("a supervisor creates a collective series and a company books into it", async ({ page }) => {
  const ops = new OpsPage(page);
  const series = new OpsSeriesPage(page);
  await ops.login("ops-admin");
  await series.openFromNav();
  await series.createSeries(seriesName);
  await series.addActivity({
    title,
    date: activityDate,
    startTime: "14:00",
    endTime: "16:00",
    bookingStart: `${today}T00:00`,
    bookingEnd: `${addCalendarDays(activityDate, -3)}T17:00`,
    capacity: 10,
  });
  await expect(series.activityRow(title).getByTestId("series-activity-booked")).toHaveText("0/10");
  await shoot(page, "ops-series");

  const company = await page.context().browser()!.newPage({ viewport: { width: 1440, height: 900 } });
  await openAs(company, "listed-admin", "/center");
  const booking = new BookingPage(company);
  await booking.bookFromCentreOrScreen(6);
  await booking.fillContact();
  await booking.collectiveActivities.getByRole("radio", { name: new RegExp(title) }).click();
  await booking.submitAndExpectDone();
  await company.close();

  await page.reload();
  await expect(series.activityRow(title).getByTestId("series-activity-companies")).toHaveText("鹏城智能");
  await expect(series.activityRow(title).getByTestId("series-activity-booked")).toHaveText("1/10");
});
