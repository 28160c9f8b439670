import { expect, test } from "./fixtures.ts";
import { PersonalCenter, verifyRealPerson } from "./page-models/personal.ts";
import { personalToken } from "./page-models/public-qa.ts";
import {
  clearReminder,
  deliverRemindersAt,
  myReminder,
  ReminderButton,
  RemindersTab,
  shownNotifications,
  upcomingActivityId,
} from "./page-models/reminders.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs, openWithToken } from "./page-models/session.ts";

// Activity reminders (document 4 sections 2.7 and 4): an investor sets a reminder on an activity that has not
// started; when its time comes (delivery pinned to the due instant) it arrives in the inbox and, with the
// notification permission granted, as a web notification through the service worker that opens the activity;
// the personal centre lists it and gives a private calendar feed address.

const INVESTOR = "13800000051";

test.describe("activity reminders", () => {
  // the notification is shown through the service worker's registration
  test.use({ serviceWorkers: "allow" });

  test("an investor sets a reminder, receives it as a message and a web notification, and finds it in the centre", async ({ page, context }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(["notifications"]);
    const activityId = await upcomingActivityId(page.request);
    const token = await personalToken(page.request, INVESTOR);
    // verified, so the first-visit verification prompt stays away
    await verifyRealPerson(page.request, token);
    await clearReminder(page.request, token, activityId);

    await openWithToken(page, token, `/stayTuned/${activityId}`);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    const reminder = new ReminderButton(page);
    await reminder.choose(1440);
    await expect(reminder.button).toContainText("提前1天");
    await shoot(page, "reminder-stay-tuned-zh-CN");

    const mine = await myReminder(page.request, token, activityId);
    expect(mine?.leadMinutes).toBe(1440);
    // a moment before its time nothing is delivered; at its time it is, once
    await deliverRemindersAt(page.request, new Date(Date.parse(mine!.remindAt) - 60_000).toISOString());
    expect(await shownNotifications(page)).toEqual([]);
    expect(await deliverRemindersAt(page.request, mine!.remindAt)).toBeGreaterThanOrEqual(1);
    await expect.poll(() => shownNotifications(page), { timeout: 15_000 }).toEqual([
      expect.objectContaining({ tag: `reminder-${activityId}`, url: `/activityDetails/${activityId}` }),
    ]);
    expect(await deliverRemindersAt(page.request, mine!.remindAt)).toBe(0);

    const centre = new PersonalCenter(page);
    const tab = new RemindersTab(page);
    await page.goto("/personalCenter?tab=reminders");
    await expect(centre.root).toBeVisible();
    await expect(tab.row(activityId)).toHaveAttribute("data-status", "1");
    await expect(tab.notifications).toHaveAttribute("data-state", "granted");
    await expect(tab.feedUrl).toContainText("/api/calendar/");
    const feedUrl = ((await tab.feedUrl.textContent()) ?? "").trim();
    const feed = await page.request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`UID:activity-${activityId}@`);
    await shoot(page, "personal-center-reminders-zh-CN");

    // a new address: the old one stops working
    page.once("dialog", (dialog) => void dialog.accept());
    await tab.feedReset.click();
    await expect(tab.feedUrl).not.toHaveText(feedUrl);
    expect((await page.request.get(feedUrl)).status()).toBe(404);

    await page.goto("/personalCenter?tab=messages");
    await expect(tab.messages.first()).toContainText("活动提醒");
    // the text is HTML drawn as such, not its tags; what is shown is read, and stays marked new on this visit
    for (const message of await tab.messages.all()) await expect(message).not.toContainText(/<\/?(p|strong)>/);
    await expect(tab.messages.first()).toHaveAttribute("data-unread", "true");
    await shoot(page, "personal-center-messages-zh-CN");
    await page.reload();
    await expect(tab.messages.first()).toContainText("活动提醒");
    await expect(tab.messages.first()).toHaveAttribute("data-unread", "false");
  });

  test("the activity page offers the reminder; cancelling takes it off; an enterprise login has no button", async ({ page }) => {
    const activityId = await upcomingActivityId(page.request);
    const token = await personalToken(page.request, INVESTOR);
    // verified, so the first-visit verification prompt stays away
    await verifyRealPerson(page.request, token);
    await clearReminder(page.request, token, activityId);
    await openWithToken(page, token, `/activityDetails/${activityId}`);
    const reminder = new ReminderButton(page);
    await reminder.choose(15);
    await expect(reminder.button).toContainText("提前15分钟");
    await reminder.button.click();
    await reminder.cancel.click();
    await expect(reminder.button).toHaveAttribute("data-on", "false");

    await openAs(page, "listed-admin", `/activityDetails/${activityId}`);
    await expect(page.getByTestId("activity-header")).toBeVisible();
    await expect(reminder.button).toHaveCount(0);
  });

  test("in English the button and the centre's tab read in English", async ({ page }) => {
    const activityId = await upcomingActivityId(page.request);
    const token = await personalToken(page.request, INVESTOR);
    // verified, so the first-visit verification prompt stays away
    await verifyRealPerson(page.request, token);
    await clearReminder(page.request, token, activityId);
    await page.addInitScript(() => window.localStorage.setItem("language", "en-US"));
    await openWithToken(page, token, `/activityDetails/${activityId}`);
    const reminder = new ReminderButton(page);
    await expect(reminder.button).toHaveText("Remind me");
    await reminder.choose(60);
    await expect(reminder.button).toContainText("1 hour(s) before");
    await page.goto("/personalCenter?tab=reminders");
    await expect(new RemindersTab(page).row(activityId)).toContainText("Scheduled");
    await shoot(page, "personal-center-reminders-en-US");
  });
});
