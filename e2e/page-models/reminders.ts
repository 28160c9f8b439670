import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { enterpriseToken } from "./session.ts";

const API = "/base-service/api";

/** The seeded formally published activity that has not started (年度业绩说明会, src/server/db/seed/seed-activity.ts). */
export const UPCOMING_ACTIVITY_TITLE = "年度业绩说明会暨现金分红说明会";

export async function upcomingActivityId(request: APIRequestContext): Promise<number> {
  const token = await enterpriseToken(request, "listed-admin");
  const response = await request.post(`${API}/auth/v1/activity_company/company_activity_page`, {
    headers: { authorization: token },
    form: { pageNo: "1", pageSize: "50", status: "1", activityTitle: UPCOMING_ACTIVITY_TITLE },
  });
  const records: { activityId: number; title: string }[] = (await response.json()).datas?.[0]?.records ?? [];
  const found = records.find((r) => r.title.includes(UPCOMING_ACTIVITY_TITLE));
  expect(found, "the seeded upcoming activity").toBeTruthy();
  return found!.activityId;
}

/** The caller's reminder of an activity, through the API (its due instant is what the test pins delivery to). */
export async function myReminder(request: APIRequestContext, token: string, activityId: number): Promise<{ remindAt: string; leadMinutes: number } | undefined> {
  const response = await request.post(`${API}/auth/v1/reminder/my_reminder`, { headers: { authorization: token }, form: { activityId: String(activityId) } });
  return (await response.json()).datas?.[0];
}

/** Cancels the caller's reminder if there is one (a rerun against the same database starts clean). */
export async function clearReminder(request: APIRequestContext, token: string, activityId: number): Promise<void> {
  await request.post(`${API}/auth/v1/reminder/unsubscribe`, { headers: { authorization: token }, form: { activityId: String(activityId) } });
}

/**
 * Delivers the reminders due at `at`, as the server's dispatcher does when its clock reaches that instant
 * (a development-only call; the server's clock itself is not moved).
 */
export async function deliverRemindersAt(request: APIRequestContext, at: string): Promise<number> {
  const response = await request.post("/api/dev/reminders/deliver", { form: { at } });
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.datas[0].delivered as number;
}

/** The notifications this page's service worker registration shows (title, tag and the address a click opens). */
export async function shownNotifications(page: Page): Promise<Array<{ title: string; tag: string; url: string }>> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const list = (await registration?.getNotifications()) ?? [];
    return list.map((n) => ({ title: n.title, tag: n.tag, url: String((n.data as { url?: string } | null)?.url ?? "") }));
  });
}

/** The reminder button of the activity header or /stayTuned, and its menu of lead times. */
export class ReminderButton {
  readonly button: Locator;
  readonly menu: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByTestId("reminder-button");
    this.menu = page.getByTestId("reminder-menu");
    this.cancel = page.getByTestId("reminder-cancel");
  }

  lead(minutes: number): Locator {
    return this.page.getByTestId(`reminder-lead-${minutes}`);
  }

  /** Opens the menu and picks a lead time; waits until the button shows the reminder set. */
  async choose(minutes: number): Promise<void> {
    await this.button.click();
    await this.lead(minutes).click();
    await expect(this.button).toHaveAttribute("data-on", "true");
  }
}

/** The personal centre's reminders and messages tabs. */
export class RemindersTab {
  readonly rows: Locator;
  readonly messages: Locator;
  readonly feedUrl: Locator;
  readonly feedReset: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId("reminder-row");
    this.messages = page.getByTestId("personal-message");
    this.feedUrl = page.getByTestId("calendar-feed-url");
    this.feedReset = page.getByTestId("calendar-feed-reset");
    this.notifications = page.getByTestId("web-notifications");
  }

  row(activityId: number): Locator {
    return this.rows.and(this.page.locator(`[data-activity-id="${activityId}"]`));
  }
}
