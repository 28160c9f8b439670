import { expect, test } from "./fixtures.ts";
import { BookingPage, DEMO_CONTACT } from "./page-models/booking.ts";
import { KeyboardUser } from "./page-models/keyboard.ts";
import { liveActivityId, personalToken, PublicQaPage } from "./page-models/public-qa.ts";
import { openAs, openWithToken } from "./page-models/session.ts";

// Issue 13: booking and asking work end to end with the keyboard alone. Every step below is Tab, Enter, Space
// or an arrow key; the only mouse-free shortcut taken is opening the starting page by its address.
test.describe("keyboard only", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a company books a text interaction from the centre's card", async ({ page }) => {
    test.setTimeout(90_000);
    const keys = new KeyboardUser(page);
    const booking = new BookingPage(page);
    await openAs(page, "listed-admin", "/center");
    await expect(booking.cards).toBeVisible();

    await keys.tabTo(booking.tile(1).getByRole("button", { name: "去预约" }));
    await keys.press("Enter");
    await expect(booking.dialog).toBeVisible();
    // the dialog holds the focus: Tab goes through the agreement's own links, then to its checkbox
    await keys.tabTo(booking.agree, { max: 30 });
    await keys.press("Space");
    await expect(booking.agree).toBeChecked();
    await expect(booking.confirm).toHaveText("我已阅读", { timeout: 5_000 });
    await keys.tabTo(booking.confirm, { max: 10 });
    await keys.press("Enter");
    await expect(page).toHaveURL(/\/addOrder\?orderType=1/);
    await expect(booking.screen).toBeVisible();

    await keys.typeInto(booking.contactField("姓名"), DEMO_CONTACT.name);
    await keys.typeInto(booking.contactField("手机号"), DEMO_CONTACT.mobile);
    await keys.typeInto(booking.contactField("微信号"), DEMO_CONTACT.wechat);

    // the themes arrive by a query: ArrowDown before they did opened an empty list (a CI run, 2026-11-27)
    await expect(booking.select("活动主题")).toHaveAttribute("placeholder", "请选择活动主题");
    await keys.tabTo(booking.select("活动主题"));
    await keys.press("ArrowDown");
    await keys.press("Enter");
    await expect(booking.chineseTheme).toHaveValue(/^鹏城智能/);

    const textMode = booking.modes.getByRole("radio", { name: "网络文字互动", exact: true });
    await keys.tabTo(booking.modes.getByRole("radio").first().or(booking.modes.getByRole("radio", { checked: true })).first());
    await keys.arrowUntilChecked(textMode);

    const day = booking.date.locator("button[data-date]:not([disabled])").first();
    await keys.tabTo(day);
    await keys.press("Enter");
    await expect(day).toHaveAttribute("aria-pressed", "true");

    const slot = booking.period.locator("[role=radio]:not([disabled]):not([data-disabled])").first();
    await keys.tabTo(slot);
    await keys.press("Space");
    await expect(slot).toHaveAttribute("aria-checked", "true");

    await keys.tabTo(booking.submitButton);
    await keys.press("Enter");
    await expect(page).toHaveURL(/\/activityManage/, { timeout: 15_000 });
  });

  test("a verified investor asks a question", async ({ page }) => {
    const activityId = await liveActivityId(page.request);
    const token = await personalToken(page.request, "13800000001");
    await openWithToken(page, token, `/activityDetails/${activityId}`);
    const qa = new PublicQaPage(page);
    await qa.waitLoaded();
    await qa.expectCanAsk();
    const keys = new KeyboardUser(page);

    const content = `键盘提问：请问下季度的订单情况如何？（e2e ${Date.now()}）`;
    await keys.typeInto(qa.input, content);
    await keys.tabTo(qa.submit);
    await keys.press("Enter");
    await expect(qa.askResult).toHaveText("提问成功，等待审核");
    await expect(qa.items.first()).toContainText(content);
  });
});
