import { expect, type APIRequestContext, type Download, type Locator, type Page } from "@playwright/test";
import { ActivityDetail } from "./activity.ts";

/** One row of the company's activity list, as far as these tests need it. */
export interface TQaActivityRow {
  activityId: number;
  title: string;
  status: number;
  pubStatus: number;
  isOpenText: boolean;
  isMulti: boolean;
  companyName: string;
}

/** The company's not-ended activities (company_activity_page, statuses 1 and 2). */
export async function notEndedActivities(request: APIRequestContext, token: string): Promise<TQaActivityRow[]> {
  const form = new URLSearchParams({ pageNo: "1", pageSize: "100" });
  ["1", "2"].forEach((s) => form.append("status", s));
  const response = await request.post("/base-service/api/auth/v1/activity_company/company_activity_page", {
    headers: { authorization: token, "content-type": "application/x-www-form-urlencoded" },
    data: form.toString(),
  });
  return (await response.json()).datas[0].records;
}

export type TQaSub = 1 | 2 | 3 | 4 | 5;

/** Tab 7 of the activity detail page: the company's Q&A (document 2 section 2.4). */
export class ActivityQaTab {
  readonly root: Locator;
  readonly records: Locator;
  readonly banner: Locator;
  readonly revokeDialog: Locator;
  /** The toasts after a reply, a guest speech and a revocation. */
  readonly replySent: Locator;
  readonly speechSent: Locator;
  readonly revoked: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId("activity-qa-tab");
    this.records = this.root.getByTestId("qa-record");
    this.banner = this.root.getByTestId("qa-new-banner");
    this.revokeDialog = page.getByRole("dialog");
    this.replySent = page.getByText("回复成功，等待审核").first();
    this.speechSent = page.getByText("发言成功，等待审核").first();
    this.revoked = page.getByText("撤销成功").first();
  }

  /** Opens the detail page of an activity on its Q&A tab, accepting the booking notice if it asks. */
  async open(activityId: number): Promise<void> {
    const detail = new ActivityDetail(this.page);
    await this.page.goto(`/actManageDetail?id=${activityId}`);
    await expect(detail.title).toBeVisible();
    const agreement = this.page.getByTestId("agreement-dialog");
    if (await agreement.isVisible().catch(() => false)) {
      await this.page.getByTestId("agreement-tick").check();
      await this.page.getByTestId("agreement-confirm").click({ timeout: 10_000 });
      await expect(agreement).toHaveCount(0);
    }
    await detail.openTab(7);
    await expect(this.root).toBeVisible();
  }

  subTab(n: TQaSub): Locator {
    return this.root.getByTestId(`qa-sub-tab-${n}`);
  }

  list(n: TQaSub): Locator {
    return this.root.getByTestId(`qa-list-${n}`);
  }

  async openSub(n: TQaSub): Promise<void> {
    await this.subTab(n).click();
    await expect(this.subTab(n)).toHaveAttribute("aria-selected", "true");
    await expect(this.list(n)).toBeVisible();
  }

  /** The record card whose content (question or speech) contains the text. */
  record(text: string): Locator {
    return this.records.filter({ has: this.page.getByTestId("qa-content").getByText(text) });
  }

  /** The record card whose reply contains the text. */
  recordByReply(text: string): Locator {
    return this.records.filter({ has: this.page.getByTestId("qa-reply-content").getByText(text) });
  }

  async reply(record: Locator, content: string): Promise<void> {
    await record.getByTestId("qa-reply-input").fill(content);
    await record.getByTestId("qa-reply-send").click();
  }

  async speak(guestLabel: string, content: string): Promise<void> {
    const composer = this.root.getByTestId("qa-speech-composer");
    await composer.getByTestId("qa-speech-guest").click();
    await this.page.getByRole("option", { name: guestLabel }).click();
    await composer.getByTestId("qa-speech-input").fill(content);
    await composer.getByTestId("qa-speech-send").click();
  }

  /** Runs an export and answers the browser's download. */
  async download(kind: "excel" | "txt" | "ir"): Promise<Download> {
    const waiting = this.page.waitForEvent("download");
    await this.root.getByTestId(`qa-export-${kind}`).click();
    return waiting;
  }
}
