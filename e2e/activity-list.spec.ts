import { expect, test } from "./fixtures.ts";
import { openAs } from "./page-models/session.ts";
import { ActivityList } from "./page-models/activity.ts";
import { shoot } from "./page-models/screens.ts";

// listed-admin's company is seeded with activities in every state (src/server/db/seed).

test.describe("activity list", () => {
  // a slow shared machine: these flows take several page loads (and, when asked for, screenshots at two widths)
  test.describe.configure({ timeout: 120_000 });

  test("not-ended tab: cards with their fields and strip, 10 a page, the page summary", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, "listed-admin", "/activityManage");
    const list = new ActivityList(page);
    await expect(list.cards).toHaveCount(10);
    await expect(list.summary).toHaveText(/^共 \d+ 条，第 1\/\d+ 页$/);
    await expect(list.tab("未结束")).toHaveAttribute("aria-selected", "true");
    const first = list.cards.first();
    for (const id of ["activity-kind", "activity-time", "activity-type", "activity-mode", "activity-place", "progress-strip"]) {
      await expect(first.getByTestId(id)).toBeVisible();
    }
    const steps = await first.getByTestId(/^progress-step-/).count();
    expect(steps === 7 || steps === 8).toBe(true);
    // the cancelled booking shows its strip ending in 已取消, and offers no cancel
    const cancelled = list.card("鹏城智能ESG专题交流会（已取消）");
    await expect(cancelled.getByTestId("progress-step-start")).toHaveAttribute("data-state", "cancelled");
    await expect(cancelled.getByTestId("cancel-booking")).toHaveCount(0);
    // info already submitted: no cancel either
    await expect(list.card("鹏城智能2026年投资者关系活动（资料已提交）").getByTestId("cancel-booking")).toHaveCount(0);
    await shoot(page, "activity-list", { fullPage: "desktop" });

    await list.goToPage(2);
    await expect(list.summary).toHaveText(/第 2\/\d+ 页/);
    await expect(page).toHaveURL(/page=2/);
    await expect(list.cards.first()).toBeVisible();
    // started and published activities are never cancellable
    await expect(list.card("鹏城智能第三季度业绩说明会（直播中）").getByTestId("cancel-booking")).toHaveCount(0);
  });

  test("ended tab: title search, sort by activity time, business type, reset", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, "listed-admin", "/activityManage");
    const list = new ActivityList(page);
    await list.tab("已结束").click();
    await expect(page).toHaveURL(/tab=ended/);
    await expect(list.cards.first()).toBeVisible();
    // the previous tab's cards stay shown while the ended ones load
    await list.settled();
    const all = await list.titles();
    expect(all.length).toBeGreaterThan(1);
    await expect(list.root.getByTestId("cancel-booking")).toHaveCount(0);
    await shoot(page, "activity-list-ended", { fullPage: "desktop" });

    await list.search({ sort: "活动时间升序" });
    await expect(page).toHaveURL(/sort=1/);
    await expect.poll(() => list.titles()).toEqual([...all].reverse());
    await list.search({ sort: "活动时间降序" });
    await expect.poll(() => list.titles()).toEqual(all);

    await list.search({ type: "集体活动" });
    await expect.poll(async () => (await list.cards.getByTestId("activity-kind").allTextContents()).every((k) => k === "集体活动")).toBe(true);
    await expect(list.cards).not.toHaveCount(0);

    await list.reset();
    await expect.poll(() => list.titles()).toEqual(all);

    const wanted = all[0]!;
    await list.search({ title: wanted.slice(0, 6) });
    await expect.poll(() => list.titles()).toContain(wanted);
    await list.search({ title: "没有这个标题的活动" });
    await expect(list.empty).toBeVisible();
    await expect(list.empty).toContainText("很抱歉，您搜索的关键词暂无任何内容");
    await expect(list.root.getByTestId("filter-title")).toHaveAttribute("maxlength", "100");
  });

  test("cancel booking asks with the spec's text, then the card shows cancelled", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, "listed-admin", "/activityManage");
    const list = new ActivityList(page);
    await expect(list.cards.first()).toBeVisible();
    const target = list.cancellable.first();
    const title = (await target.getByTestId("activity-title").textContent())!;
    await target.getByTestId("cancel-booking").click();
    const dialog = list.cancelDialog;
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("cancel-confirm-text")).toHaveText(`请注意，在资料提交之后，您将无法取消预约。确定取消${title}吗?`);
    await shoot(page, "activity-cancel-confirm", { fullPage: "desktop" });

    // dismissing changes nothing
    await dialog.getByRole("button", { name: "取消" }).click();
    await expect(dialog).toBeHidden();
    await expect(list.card(title).getByTestId("cancel-booking")).toBeVisible();

    await list.card(title).getByTestId("cancel-booking").click();
    await list.cancelDialog.getByTestId("cancel-confirm-ok").click();
    await expect(list.cancelledToast).toBeVisible();
    // the booking stays listed as cancelled (or leaves the tab): either way it cannot be cancelled again
    const after = list.card(title);
    await expect(after.getByTestId("cancel-booking")).toHaveCount(0);
    if (await after.count()) await expect(after.getByTestId("activity-cancelled")).toBeVisible();
  });

  test("view details opens the detail page of an accepted booking", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, "listed-admin", "/activityManage");
    const list = new ActivityList(page);
    const first = list.cards.first();
    const id = await first.getAttribute("data-activity-id");
    await first.getByTestId("view-details").click();
    await expect(page).toHaveURL(new RegExp(`/actManageDetail\\?id=${id}$`));
  });
});
