import { expect, type APIRequestContext, type Locator, type Page, type WebSocket } from "@playwright/test";

/** The activity list (document 2 section 2.2) as a user sees it. */
export class ActivityList {
  readonly root: Locator;
  readonly cards: Locator;
  readonly summary: Locator;
  readonly empty: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId("activity-manage");
    this.cards = page.getByTestId("activity-card");
    this.summary = this.root.getByTestId("page-summary");
    this.empty = this.root.getByTestId("empty-state");
  }

  tab(name: "未结束" | "已结束"): Locator {
    return this.root.getByRole("tab", { name });
  }

  /** The cards that still offer to cancel the booking. */
  get cancellable(): Locator {
    return this.cards.filter({ has: this.page.getByTestId("cancel-booking") });
  }

  /** The confirmation 取消预约 asks for. */
  get cancelDialog(): Locator {
    return this.page.getByRole("dialog", { name: "提示" });
  }

  /** The toast after a booking was cancelled (the server's wording or the generic one). */
  get cancelledToast(): Locator {
    return this.page.getByText("取消预约成功").or(this.page.getByText("操作成功")).first();
  }

  /** Goes to a page of the list by its number in the pager. */
  async goToPage(n: number) {
    await this.page.getByRole("button", { name: `第${n}页`, exact: true }).click();
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByTestId("activity-title").getByText(title, { exact: true }) });
  }

  /** Waits until the list shows the answer to what was last asked (a previous page stays shown, busy, meanwhile). */
  async settled(): Promise<void> {
    await expect(this.root.getByTestId("activity-list").or(this.empty).first()).toBeVisible();
    await expect(this.root.getByTestId("activity-list")).not.toHaveAttribute("aria-busy", "true");
  }

  /** The titles of the cards shown, in order. */
  async titles(): Promise<string[]> {
    return this.cards.getByTestId("activity-title").allTextContents();
  }

  async search({ title, sort, type }: { title?: string; sort?: "活动时间升序" | "活动时间降序"; type?: "单场活动" | "集体活动" }) {
    if (title !== undefined) await this.root.getByTestId("filter-title").fill(title);
    if (sort) await this.choose("filter-sort", sort);
    if (type) await this.choose("filter-type", type);
    await this.root.getByTestId("filter-search").click();
  }

  async reset() {
    await this.root.getByTestId("filter-reset").click();
  }

  private async choose(testId: string, option: string) {
    await this.root.getByTestId(testId).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }
}

/** The activity detail page (/actManageDetail, document 2 section 2.1): its title, progress strip and tabs. */
export class ActivityDetail {
  readonly title: Locator;
  /** Every step of the progress strip. */
  readonly steps: Locator;
  readonly dataTab: Locator;
  readonly preview: Locator;

  constructor(private readonly page: Page) {
    this.title = page.getByTestId("detail-title");
    this.steps = page.getByTestId(/^progress-step-/);
    this.dataTab = page.getByTestId("detail-data-tab");
    this.preview = page.getByTestId("detail-preview");
  }

  /** One step of the progress strip by its key ("created", "video", "publication" …); its state is data-state. */
  step(key: string): Locator {
    return this.page.getByTestId(`progress-step-${key}`);
  }

  tab(name: string): Locator {
    return this.page.getByRole("tab", { name });
  }

  /** Opens a tab by its number (4 the video upload, 7 the Q&A): the tabs' names follow the activity's kind. */
  async openTab(n: number) {
    await this.page.getByTestId(`detail-tab-${n}`).click();
  }
}

/** The message-reminder page (document 3 section 2.2 item 7). */
export class MessageReminders {
  readonly root: Locator;
  readonly items: Locator;
  readonly statuses: Locator;
  /** rows that were unread when this visit showed them (read now, marked 新) */
  readonly fresh: Locator;
  readonly readAll: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId("mess-remind");
    this.items = this.root.getByTestId("message-item");
    this.statuses = this.root.getByTestId("message-status");
    this.fresh = this.root.getByTestId("message-fresh");
    this.readAll = this.root.getByTestId("read-all");
  }
}

/**
 * Resolves once the page's live user socket is open and the server has spoken on it. Call before the
 * navigation that opens it; await before sending something that must arrive as a push.
 */
export function userSocketReady(page: Page): Promise<void> {
  // the frame listener is attached in the socket event's own handler: attached a promise turn later, it could
  // miss the server's first frame and then wait for one that never comes
  return new Promise((resolve) => {
    const onSocket = (ws: WebSocket) => {
      if (!ws.url().includes("/base-service/user/ws/")) return;
      page.off("websocket", onSocket);
      ws.once("framereceived", () => resolve());
    };
    page.on("websocket", onSocket);
  });
}

/** An operator sends a company a message (pushed over the live socket). */
export async function sendCompanyMessage(request: APIRequestContext, token: string, companyId: number, msgTitle: string): Promise<void> {
  const response = await request.post("/base-service/api/ops/v1/message/send", {
    headers: { authorization: token },
    form: { companyId: String(companyId), msgTitle, content: `<p>${msgTitle}</p>` },
  });
  expect((await response.json()).code).toBe(200);
}

/** Unread company messages of a session, as the badge reads them. */
export async function unreadCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.post("/base-service/api/auth/v1/message/unread_count", {
    headers: { authorization: token },
    form: { isCompanyMessage: "true" },
  });
  return (await response.json()).datas[0];
}
