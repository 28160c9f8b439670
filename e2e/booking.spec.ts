import { expect, test } from "./fixtures.ts";
import { BookingPage } from "./page-models/booking.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs } from "./page-models/session.ts";

// One listed-company administrator books through the real screens: from the home card through the agreement,
// one single booking of each mode type, and a collective booking. The bookings share the seeded capacity, so
// the tests run in order (the session helper logs in once for the whole file).
test.describe.configure({ mode: "serial", timeout: 60_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test("the home cards lead through the agreement countdown to a live booking", async ({ page }) => {
  test.setTimeout(90_000);
  const booking = new BookingPage(page);
  await openAs(page, "listed-admin", "/center");
  await expect(booking.cards).toBeVisible();
  const ruleFiles = { 1: "rules-performance.pdf", 2: "rules-refinancing.pdf", 3: "rules-major-event.pdf", 4: "rules-other.pdf" } as const;
  for (const [type, name] of [[1, "业绩说明会"], [2, "再融资路演"], [3, "重大事项说明会"], [4, "其他路演"]] as const) {
    await expect(booking.tile(type)).toContainText(name);
    // the rules and guide links are system configuration, seeded with the documents the portal ships
    await expect(booking.tile(type).getByRole("link", { name: "业务规则" })).toHaveAttribute("href", `/api/docs/${ruleFiles[type]}`);
    await expect(booking.tile(type).getByRole("link", { name: "操作指引" })).toHaveAttribute("href", "/api/docs/guide-single.pdf");
  }
  const rules = await page.request.get(`/api/docs/${ruleFiles[1]}`);
  expect(rules.headers()["content-type"]).toBe("application/pdf");
  // listed-admin's company has no fund roadshow option
  await expect(booking.tile(5)).toHaveCount(0);
  await expect(booking.collectiveCard).toBeVisible();
  const modes = booking.modeExplanation;
  await expect(modes.getByRole("row")).toHaveCount(6);
  await expect(modes.getByTestId("full-process-guide")).toHaveAttribute("href", "/static/orderServie.html#process");
  await shoot(page, "booking-center");

  await booking.bookFromCentre(1);
  const opened = Date.now();
  await expect(booking.agreementDocument).toHaveAttribute("src", "/static/orderServie.html");
  await expect(booking.confirm).toBeDisabled();
  await expect(booking.confirm).toHaveText(/^我已阅读（[1-3]s）$/);
  await booking.agree.check();
  // ticking does not cut the countdown short
  await expect(booking.confirm).toBeDisabled();
  await shoot(page, "booking-agreement", { fullPage: false });
  await expect(booking.confirm).toHaveText("我已阅读", { timeout: 5_000 });
  expect(Date.now() - opened).toBeGreaterThanOrEqual(2_000);
  await expect(booking.confirm).toBeEnabled();
  await expect(booking.confirm).not.toHaveAttribute("aria-disabled");
  // unticked after the countdown: the button looks disabled and pressing it says why
  await booking.agree.uncheck();
  await expect(booking.confirm).toHaveAttribute("aria-disabled", "true");
  await booking.confirm.click({ force: true });
  await expect(booking.dialog.getByTestId("agreement-error")).toHaveText("请先阅读协议");
  await expect(page).toHaveURL(/\/center/);
  await booking.acceptAgreement();
  await expect(page).toHaveURL(/\/addOrder\?orderType=1/);
  await expect(booking.screen).toBeVisible();
  await expect(booking.orderType).toHaveText("业绩说明会");
  await expect(booking.company).toContainText("鹏城智能");

  await booking.fillContact();
  await booking.chooseTheme();
  await expect(booking.chineseTheme).toHaveValue(/^鹏城智能/);
  await booking.chooseMode("视频直播");
  await booking.pickFirstDate();
  await booking.choose("活动地区", "上海");
  await booking.pickSlot("booking-period", /^上午/);
  await booking.choose("开始时间", "09:30");
  await booking.choose("结束时间", "10:30");
  // a later start clears an end that no longer leaves an hour
  await booking.choose("开始时间", "10:00");
  await expect(booking.select("结束时间")).toHaveValue("");
  await booking.choose("结束时间", "11:00");
  await shoot(page, "booking-single-live");
  await booking.submitAndExpectDone();
});

test("a relay booking with its platform", async ({ page }) => {
  const booking = new BookingPage(page);
  await openAs(page, "listed-admin", "/addOrder?orderType=1");
  await expect(booking.screen).toBeVisible();
  // before a theme is chosen there is no title to say anything about
  await expect(booking.titleHint).toHaveCount(0);
  await booking.fillContact();
  await booking.chooseTheme();
  await expect(booking.titleHint).toHaveCount(1);
  await booking.chooseMode("视频转播");
  await booking.pickFirstDate();
  await booking.pickSlot();
  await booking.choose("转播平台", "上证路演中心");
  await booking.submitAndExpectDone();
});

test("a studio recording with its recording date, region and times", async ({ page }) => {
  const booking = new BookingPage(page);
  await openAs(page, "listed-admin", "/addOrder?orderType=1");
  await booking.fillContact();
  await booking.chooseTheme();
  await booking.chooseMode("视频录播（现场录制）");
  await booking.pickFirstDate();
  await booking.pickSlot();
  await expect(booking.broadcast.getByRole("radio", { name: "录制视频直播后上线" })).toBeChecked();
  await booking.broadcast.getByRole("radio", { name: "录制视频仅上线" }).check();
  await booking.pickFirstDate("booking-rec-date");
  await booking.choose("录制地区", "北京");
  await booking.pickSlot("booking-rec-period", /^下午/);
  await booking.choose("录制开始时间", "14:00");
  await booking.choose("录制结束时间", "15:30");
  await shoot(page, "booking-single-studio");
  await booking.submitAndExpectDone();
});

test("an own-video recording is always broadcast live", async ({ page }) => {
  const booking = new BookingPage(page);
  await openAs(page, "listed-admin", "/addOrder?orderType=1");
  await booking.fillContact();
  await booking.chooseTheme();
  await booking.chooseMode("视频录播（自行录制）");
  await booking.pickFirstDate();
  await booking.pickSlot();
  await expect(booking.broadcast.getByRole("radio", { name: "录制视频直播后上线" })).toBeChecked();
  await expect(booking.broadcast.getByRole("radio", { name: "录制视频仅上线" })).toBeDisabled();
  await booking.submitAndExpectDone();
});

test("a text interaction booking picks its period by time range", async ({ page }) => {
  const booking = new BookingPage(page);
  await openAs(page, "listed-admin", "/addOrder?orderType=1");
  await booking.fillContact();
  await booking.chooseTheme();
  await booking.chooseMode("网络文字互动");
  await booking.pickFirstDate();
  await expect(booking.period.getByRole("radio").first()).toHaveAccessibleName(/^\d{2}:\d{2}-\d{2}:\d{2}/);
  await booking.pickSlot();
  await booking.submitAndExpectDone();
});

test("a collective booking from the home card with the company's own mode", async ({ page }) => {
  const booking = new BookingPage(page);
  await openAs(page, "listed-admin", "/center");
  await booking.bookFromCentre(6);
  await booking.acceptAgreement();
  await expect(page).toHaveURL(/\/addOrder\?orderType=6/);
  await expect(booking.collectiveNotice).toContainText(/近期共有 \d+ 场集体路演活动开放预约/);
  await expect(booking.collectiveNotice).toContainText("每个系列只能选择一场集体活动");
  await expect(booking.company).toContainText("300917");
  await booking.fillContact();
  const list = booking.collectiveActivities;
  await list.getByRole("radio", { name: /文字互动场/ }).click();
  await list.getByRole("radio", { name: /视频自选场/ }).click();
  // one pick in all: the second replaces the first
  await expect(list.getByRole("radio", { checked: true })).toHaveCount(1);
  const companyMode = booking.companyMode;
  await expect(companyMode.getByRole("radio", { name: "跟随集体模式" })).toBeChecked();
  await companyMode.getByRole("radio", { name: "自选模式" }).check();
  await booking.chooseMode("视频直播", companyMode);
  await booking.submit();
  await expect(companyMode.getByText("请选择活动地区", { exact: true })).toBeVisible();
  await booking.choose("活动地区", "深圳", companyMode);
  await shoot(page, "booking-collective");
  await booking.submitAndExpectDone();
});

test("an empty submit shows every message in place, and the switch leads to the other flow", async ({ page }) => {
  const booking = new BookingPage(page);
  await openAs(page, "listed-admin", "/addOrder?orderType=2");
  // the single agreement was accepted above: the screen opens without the dialog
  await expect(booking.screen).toBeVisible();
  await expect(booking.dialog).toBeHidden();
  await booking.submit();
  const row = booking.contactRow(0);
  await expect(row.getByText("请输入姓名", { exact: true })).toBeVisible();
  await expect(row.getByText("请输入手机号", { exact: true })).toBeVisible();
  await expect(row.getByText("请输入微信号", { exact: true })).toBeVisible();
  await expect(booking.fieldError("请选择活动主题")).toBeVisible();
  await expect(booking.fieldError("请输入中文主题")).toBeVisible();
  await expect(booking.fieldError("请选择活动模式")).toBeVisible();
  // refinancing has no text-only mode
  await expect(booking.modes.getByRole("radio", { name: "网络文字互动" })).toHaveCount(0);
  await shoot(page, "booking-validation");

  await row.getByRole("textbox", { name: "手机号", exact: true }).fill("12345");
  await expect(row.getByText("手机号格式不正确", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: "＋ 添加联系人" }).click();
  await expect(booking.contactRow(1)).toHaveCount(0);

  await booking.chooseMode("视频直播");
  await expect(booking.fieldError("请选择活动日期")).toBeVisible();
  await booking.pickFirstDate();
  await expect(booking.fieldError("请选择活动地区")).toBeVisible();
  await booking.choose("活动地区", "上海");
  await expect(booking.fieldError("请选择活动时段")).toBeVisible();
  await booking.chooseMode("视频转播");
  // a new mode clears the date
  await expect(booking.pickedDates).toHaveCount(0);
  await booking.pickFirstDate();
  await booking.pickSlot();
  await expect(booking.fieldError("请选择转播平台")).toBeVisible();

  await booking.switchFlow.click();
  await expect(page).toHaveURL(/orderType=6/);
  await expect(booking.collectiveNotice).toBeVisible();
  await booking.switchFlow.click();
  await expect(page).toHaveURL(/orderType=1/);
  await booking.cancel.click();
  await expect(page).toHaveURL(/\/center/);
});

test("offline, the draft stays, the booking waits, and a reload restores it", async ({ page, context }) => {
  const booking = new BookingPage(page);
  await openAs(page, "listed-admin", "/addOrder?orderType=4");
  await booking.fillContact({ name: "李晓雯", mobile: "13800138000", wechat: "lixw" });
  await booking.chooseTheme("投资者开放日");
  await booking.chooseMode("视频转播");
  await context.setOffline(true);
  try {
    await expect(booking.offline).toHaveText("当前处于离线状态，预约将在网络恢复后才能提交");
    await expect(booking.submitButton).toBeDisabled();
    await booking.contactField("微信号").fill("lixw_offline");
    await page.waitForTimeout(600);
  } finally {
    await context.setOffline(false);
  }
  await expect(booking.submitButton).toBeEnabled();
  await page.reload();
  await expect(booking.draftRestored).toBeVisible();
  const row = booking.contactRow(0);
  await expect(row.getByRole("textbox", { name: "姓名", exact: true })).toHaveValue("李晓雯");
  await expect(row.getByRole("textbox", { name: "微信号", exact: true })).toHaveValue("lixw_offline");
  await expect(booking.chineseTheme).toHaveValue("鹏城智能投资者开放日");
  await expect(booking.modes.getByRole("radio", { name: "视频转播" })).toBeChecked();
});

test("opening the booking screen directly without an accepted agreement shows the dialog first", async ({ page }) => {
  const booking = new BookingPage(page);
  await openAs(page, "listed-member", "/addOrder?orderType=3");
  await expect(booking.dialog).toBeVisible();
  await expect(booking.screen).toHaveCount(0);
  await booking.dialog.getByRole("button", { name: "取消" }).click();
  await expect(page).toHaveURL(/\/center/);
});

test("a fund roadshow shows the fund agreement once, then records it again without the dialog", async ({ page }) => {
  const booking = new BookingPage(page);
  await openAs(page, "fund-admin", "/center");
  await expect(booking.tile(5)).toContainText("基金路演");
  await expect(booking.tile(1)).toHaveCount(0);
  await expect(booking.collectiveCard).toHaveCount(0);
  await booking.bookFromCentre(5);
  await expect(booking.agreementDocument).toHaveAttribute("src", "/static/jijinOrder.html");
  await booking.acceptAgreement();
  await expect(page).toHaveURL(/\/addOrder\?orderType=5/);
  await expect(booking.orderType).toHaveText("基金路演");
  await page.goto("/center");
  await booking.tile(5).getByRole("button", { name: "去预约" }).click();
  await expect(page).toHaveURL(/\/addOrder\?orderType=5/);
  await expect(booking.screen).toBeVisible();
  await expect(booking.dialog).toBeHidden();
});
