import { expect, test } from "./fixtures.ts";
import { OpsPage } from "./page-models/ops.ts";
import { CompanyBooking, OpsCapacityPage } from "./page-models/ops-capacity.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs } from "./page-models/session.ts";
import { addCalendarDays, beijingDateOf, mondayOf } from "#shared/booking/calendar-date.ts";

// Issue 21: an operator adds capacity for next week in the back office, a company books it through the real
// booking screen, and the back office shows the booking held against the slot (which can then not be cut
// below it). Refinancing (orderType 2) books from T+2, so next week is always inside its window.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const monday = addCalendarDays(mondayOf(beijingDateOf(new Date())), 7);
const friday = addCalendarDays(monday, 4);
const wednesday = addCalendarDays(monday, 2);
const RECORDING = 3;
const MORNING = 1;

test("an operator adds capacity for next week and a company books it", async ({ page }) => {
  const ops = new OpsPage(page);
  const capacity = new OpsCapacityPage(page);
  await ops.login("ops-operator");
  await capacity.openFromNav();
  await capacity.showStores(monday, friday, "视频录播");
  const slot = capacity.storeRow(wednesday, RECORDING, MORNING);
  await expect(slot).toBeVisible();
  const bookedBefore = Number(await capacity.cell(slot, "booked").textContent());

  await capacity.bulkSet({ videoType: "视频录播", dateFrom: monday, dateTo: friday, periods: ["上午", "下午一", "下午二"], quota: 9 });
  await expect(capacity.cell(slot, "total")).toHaveText("9");
  await expect(capacity.cell(slot, "number")).toHaveText(String(9 - bookedBefore));
  await shoot(page, "ops-capacity-stores");
  // at 390 px the table scrolls inside its container; the page itself does not overflow
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  // the company books next Wednesday's morning in that capacity
  const company = await page.context().browser()!.newPage({ viewport: { width: 1440, height: 900 } });
  await openAs(company, "listed-admin", "/center");
  const booking = new CompanyBooking(company);
  await booking.start(2);
  await booking.booking.fillContact();
  await booking.booking.chooseTheme();
  await booking.booking.chooseMode("视频录播（自行录制）");
  await booking.pickDate(wednesday);
  await booking.booking.pickSlot("booking-period", /^上午/);
  await booking.booking.submitAndExpectDone();
  await company.close();

  // the back office shows the booking held against the slot
  await page.reload();
  await expect(capacity.screen).toBeVisible();
  await capacity.showStores(monday, friday, "视频录播");
  await expect(capacity.cell(slot, "booked")).toHaveText(String(bookedBefore + 1));
  await expect(capacity.cell(slot, "number")).toHaveText(String(8 - bookedBefore));

  // cutting the slot below its bookings is refused, with those bookings listed
  const form = await capacity.editStore(slot);
  await expect(form.getByTestId("store-delete")).toBeDisabled();
  await form.getByLabel("名额").fill("0");
  await expect(form.getByTestId("store-save")).toBeDisabled();
  await shoot(page, "ops-capacity-edit", { fullPage: false });
});

test("an operator sees the supervisor's tabs read-only; a supervisor adds a holiday", async ({ page }) => {
  const ops = new OpsPage(page);
  const capacity = new OpsCapacityPage(page);
  await ops.login("ops-operator", "/ops/capacity?tab=modes");
  await expect(page.getByTestId("mode-row").first()).toBeVisible();
  await expect(page.getByTestId("mode-new")).toBeDisabled();
  await ops.logout();

  await ops.login("ops-admin", "/ops/capacity?tab=holidays");
  // six weeks out: past every seeded activity and the standing booking window
  const holiday = addCalendarDays(monday, 7 * 6 + 3);
  await page.getByLabel("年份").fill(holiday.slice(0, 4));
  await page.getByTestId("holiday-date").fill(holiday);
  await page.getByTestId("holiday-name").fill("临时休市");
  await page.getByTestId("holiday-add").click();
  await expect(page.getByTestId("holiday-row").filter({ hasText: holiday })).toBeVisible();
  // a day that has a booking is refused with it
  await page.getByTestId("holiday-date").fill(wednesday);
  await page.getByTestId("holiday-name").fill("不可");
  await page.getByTestId("holiday-add").click();
  await expect(capacity.stranded.first()).toBeVisible();
  await shoot(page, "ops-capacity-holidays");
  await page.getByTestId("holiday-row").filter({ hasText: holiday }).getByTestId("holiday-remove").click();
  await expect(page.getByTestId("holiday-row").filter({ hasText: holiday })).toHaveCount(0);
});
