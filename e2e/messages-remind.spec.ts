import { expect, test } from "./fixtures.ts";
import { enterpriseToken, openWithToken } from "./page-models/session.ts";
import { MessageReminders, sendCompanyMessage, unreadCount, userSocketReady } from "./page-models/activity.ts";
import { operatorToken } from "./page-models/ops.ts";
import { EnterpriseCentre } from "./page-models/enterprise-centre.ts";
import { shoot } from "./page-models/screens.ts";

// listed-admin's company (id 1) is seeded with read and unread company messages.
const COMPANY_ID = 1;

test.describe("message reminders", () => {
  // a slow shared machine: these flows take several page loads (and, when asked for, screenshots at two widths)
  test.describe.configure({ timeout: 120_000 });

  test("5 a page, the page's unread ones marked read, the badge in step, read all, pushes", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await enterpriseToken(page.request, "listed-admin");
    const before = await unreadCount(page.request, token);
    expect(before).toBeGreaterThan(0);

    await openWithToken(page, token, "/messRemind");
    const messages = new MessageReminders(page);
    const centre = new EnterpriseCentre(page);
    await expect(messages.items).toHaveCount(5);
    await expect(messages.root.getByTestId("page-summary")).toHaveText(/^共 \d+ 条，第 1\/\d+ 页$/);
    // the server marks the shown ones read; the rows say 已读 (the new ones marked 新) and the badge follows
    await expect.poll(async () => (await messages.statuses.allTextContents()).every((s) => s === "已读")).toBe(true);
    const shownUnread = await messages.fresh.count();
    expect(shownUnread).toBeGreaterThan(0);
    await expect.poll(() => unreadCount(page.request, token)).toBe(before - shownUnread);
    const left = before - shownUnread;
    await expect(centre.activeTab).toHaveText(left > 0 ? new RegExp(`^消息提醒\\s*${left}$`) : /^消息提醒$/);
    await shoot(page, "mess-remind");

    const live = userSocketReady(page);
    await page.reload();
    await expect(messages.items).toHaveCount(5);
    await expect.poll(async () => (await messages.statuses.allTextContents()).every((s) => s === "已读")).toBe(true);

    // a message the operator sends arrives over the socket: the list and the badge refresh
    const ops = await operatorToken(page.request, "ops-admin");
    // a push only reaches a socket that is open: the reloaded page's may still be connecting
    await live;
    await sendCompanyMessage(page.request, ops, COMPANY_ID, "场地已确认（推送测试）");
    await expect(messages.root.getByText("场地已确认（推送测试）").first()).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => unreadCount(page.request, token)).toBe(left);

    await messages.readAll.click();
    await expect.poll(() => unreadCount(page.request, token)).toBe(0);
    await expect(centre.activeTab).toHaveText(/^消息提醒$/);
    await expect.poll(async () => (await messages.statuses.allTextContents()).every((s) => s === "已读")).toBe(true);
  });
});
