import { expect, test } from "./fixtures.ts";
import { endedActivityId, SavedActivities, SavedCopy, waitForServiceWorker, whileOffline } from "./page-models/offline.ts";
import { PortalShell } from "./page-models/portal-shell.ts";
import { liveActivityId, personalToken, PublicQaPage } from "./page-models/public-qa.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs, openWithToken } from "./page-models/session.ts";
import { BookingPage } from "./page-models/booking.ts";
import { RoadshowListPage } from "./page-models/public-lists.ts";

const VERIFIED = "13800000001";

// An investor's visited activity pages open offline as last seen (docs/offline.md, "Answers kept for
// offline reading"): the service worker brings the shell, the device keeps the answers.
test.describe("cached revisits", () => {
  test.use({ serviceWorkers: "allow", viewport: { width: 1440, height: 900 } });
  test.setTimeout(90_000);

  test("an investor visits two activities, goes offline and reopens both as last seen", async ({ page, context }) => {
    const live = await liveActivityId(page.request);
    const ended = await endedActivityId(page.request);
    const token = await personalToken(page.request, VERIFIED);
    const qa = new PublicQaPage(page);
    const shell = new PortalShell(page);
    const saved = new SavedCopy(page);

    await openWithToken(page, token, `/activityDetails/${live}`);
    await qa.waitLoaded();
    await waitForServiceWorker(page);
    const liveTitle = (await qa.header.getByRole("heading").first().textContent()) ?? "";
    const firstQuestion = await qa.items.first().innerText();
    const name = (await shell.userButton.textContent()) ?? "";
    const list = new RoadshowListPage(page);
    await list.open();
    const listIds = await list.cardIds();
    await page.goto(`/activityDetails/${ended}`);
    await expect(qa.header).toBeVisible();
    const endedTitle = (await qa.header.getByRole("heading").first().textContent()) ?? "";
    // kept answers are written half a second after they arrive
    await page.waitForTimeout(1_000);

    await whileOffline(context, async () => {
      await page.goto(`/activityDetails/${live}`);
      await expect(qa.header.getByRole("heading").first()).toHaveText(liveTitle);
      await expect(qa.items.first()).toHaveText(firstQuestion, { useInnerText: true });
      await expect(saved.notice).toBeVisible();
      // the signed-in name and the menu stay as they were
      await expect(shell.userButton).toHaveText(name);
      await shoot(page, "cached-revisit-offline-zh-CN", { widths: [1440, 390] });

      await page.goto(`/activityDetails/${ended}`);
      await expect(qa.header.getByRole("heading").first()).toHaveText(endedTitle);
      await expect(saved.notice).toBeVisible();

      // the roadshow list opens as last seen and offers the two kept pages; a filter never opened online
      // says it was not kept rather than "no activities"
      const kept = new SavedActivities(page);
      await list.open();
      await expect(saved.notice).toBeVisible();
      expect(await list.cardIds()).toEqual(listIds);
      await expect(kept.items).toHaveCount(2);
      await page.goto("/roadshowList?keyword=%E6%9C%AA%E6%89%93%E5%BC%80");
      await expect(kept.listUnreachable).toBeVisible();
      await expect(kept.items).toHaveCount(2);
      await expect(kept.items.first()).toHaveAttribute("data-activity-id", String(ended));
      await shoot(page, "roadshow-list-offline-zh-CN", { widths: [1440, 390] });
      await kept.item(live).click();
      await expect(qa.header.getByRole("heading").first()).toHaveText(liveTitle);
      await expect(page).toHaveURL(new RegExp(`/activityDetails/${live}`));
    });

    // back online, the page refreshes by itself and the notice goes
    await expect(saved.notice).toBeHidden({ timeout: 15_000 });
    await expect(qa.header.getByRole("heading").first()).toHaveText(liveTitle);
  });

  test("the booking form reloads offline with its draft, its reference data and the offline notice", async ({ page, context }) => {
    const booking = new BookingPage(page);
    await openAs(page, "listed-admin", "/center");
    await waitForServiceWorker(page);
    await booking.bookFromCentre(4);
    await booking.acceptAgreement();
    await booking.fillContact({ name: "李晓雯", mobile: "13800138000", wechat: "lixw" });
    await booking.chooseTheme("投资者开放日");
    await booking.chooseMode("视频转播");
    await page.waitForTimeout(1_000);

    await whileOffline(context, async () => {
      await page.reload();
      await expect(booking.offline).toHaveText("当前处于离线状态，预约将在网络恢复后才能提交");
      await expect(booking.draftRestored).toBeVisible();
      await expect(booking.contactRow(0).getByRole("textbox", { name: "姓名", exact: true })).toHaveValue("李晓雯");
      await expect(booking.chineseTheme).toHaveValue("鹏城智能投资者开放日");
      await expect(booking.modes.getByRole("radio", { name: "视频转播" })).toBeChecked();
      await expect(booking.submitButton).toBeDisabled();
      await shoot(page, "booking-offline-reload-zh-CN", { widths: [1440, 390] });
    });
    await expect(booking.submitButton).toBeEnabled({ timeout: 15_000 });
  });
});
