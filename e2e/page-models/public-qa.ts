import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { checkLogin, enterpriseToken, personalLoginLocation, tokenOf } from "./session.ts";

const API = "/base-service/api";

// The provider sends one code per number per minute: each number logs in once per run and the token is
// reused. Kept in a file, because a failed test restarts the worker (and its memory) within the same run.
const TOKEN_FILE = path.join("test-results", ".public-qa-tokens.json");
function storedTokens(): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(TOKEN_FILE, "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}
export async function personalToken(request: APIRequestContext, mobile: string): Promise<string> {
  const known = storedTokens()[mobile];
  // a token of an earlier run (an earlier database) is no longer live
  if (known && (await checkLogin(request, known)) === "1") return known;
  const token = tokenOf(await personalLoginLocation(request, mobile));
  fs.mkdirSync(path.dirname(TOKEN_FILE), { recursive: true });
  fs.writeFileSync(TOKEN_FILE, JSON.stringify({ ...storedTokens(), [mobile]: token }));
  return token;
}


/** The seeded live activity of 鹏城智能 (listed-admin) that holds the Q&A demo (src/server/db/seed/seed-qa.ts). */
export const LIVE_ACTIVITY_TITLE = "第三季度业绩说明会（直播中）";

export interface TPublicQaRow {
  id: number;
  content: string;
  status: number;
  isMine: boolean;
  hasAddedOne: boolean;
  questionAddOneCount: number;
  questionType: number;
  answers: unknown[];
}

/** The live demo activity's id, found through the company's own activity list as listed-admin. */
export async function liveActivityId(request: APIRequestContext): Promise<number> {
  const token = await enterpriseToken(request, "listed-admin");
  const response = await request.post(`${API}/auth/v1/activity_company/company_activity_page`, {
    headers: { authorization: token },
    form: { pageNo: "1", pageSize: "50", status: "2", activityTitle: LIVE_ACTIVITY_TITLE },
  });
  const body = await response.json();
  const records: { activityId: number; title: string }[] = body.datas?.[0]?.records ?? [];
  const live = records.find((r) => r.title.includes(LIVE_ACTIVITY_TITLE)) ?? records[0];
  expect(live, `the seeded live activity: ${JSON.stringify(body).slice(0, 300)}`).toBeTruthy();
  return live!.activityId;
}

/** The first pages of the public Q&A as the holder of `token` sees them (all items, up to 100). */
export async function qaRows(request: APIRequestContext, activityId: number, token?: string): Promise<TPublicQaRow[]> {
  const response = await request.post(`${API}/pub/v1/question_answer/answer_question_page`, {
    headers: token ? { authorization: token } : {},
    form: { activityId: String(activityId), pageNo: "1", pageSize: "100" },
  });
  const body = await response.json();
  return body.datas?.[0]?.records ?? [];
}

/** The public activity page's live Q&A. */
export class PublicQaPage {
  readonly header: Locator;
  readonly askBox: Locator;
  readonly input: Locator;
  readonly submit: Locator;
  readonly items: Locator;
  /** The activity's live/upcoming/ended state in the header (data-state). */
  readonly state: Locator;
  readonly company: Locator;
  readonly speeches: Locator;
  readonly answers: Locator;
  /** The "pending review" marks, which only the asker sees on their own items. */
  readonly pending: Locator;
  /** Why the ask box is closed, and the way out it offers (log in, verify as a real person). */
  readonly refusal: Locator;
  readonly askLogin: Locator;
  readonly askRealPerson: Locator;
  readonly askResult: Locator;
  /** The note that a question asked offline waits in the outbox. */
  readonly askQueued: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByTestId("activity-header");
    this.askBox = page.getByTestId("ask-box");
    this.input = page.getByTestId("comment-input");
    this.submit = page.getByTestId("comment-submit");
    this.items = page.getByTestId("qa-item");
    this.state = page.getByTestId("activity-state");
    this.company = page.getByTestId("activity-company");
    this.speeches = page.locator('[data-testid="qa-item"][data-kind="speech"]');
    this.answers = page.getByTestId("qa-answer");
    this.pending = page.getByTestId("qa-pending");
    this.refusal = page.getByTestId("ask-refusal");
    this.askLogin = page.getByTestId("ask-login");
    this.askRealPerson = page.getByTestId("ask-real-person");
    this.askResult = page.getByTestId("ask-result");
    this.askQueued = page.getByTestId("ask-queued");
    this.notFound = page.getByText("活动不存在");
  }

  async open(activityId: number): Promise<void> {
    await this.page.goto(`/activityDetails/${activityId}`);
    await this.waitLoaded();
  }

  async waitLoaded(): Promise<void> {
    await expect(this.header).toBeVisible();
    await expect(this.items.first()).toBeVisible();
  }

  item(content: string): Locator {
    return this.items.filter({ hasText: content });
  }

  /** The item of a question or speech by its id. */
  itemById(id: number): Locator {
    return this.items.and(this.page.locator(`[data-id="${id}"]`));
  }

  /** The items whose 'me too' count reads `count` ("99+"). */
  itemWithMeTooCount(count: string): Locator {
    return this.items.filter({ has: this.page.getByTestId("me-too-count").filter({ hasText: count }) });
  }

  /** Goes to a page of the list by its number in the pager. */
  async goToPage(n: number): Promise<void> {
    await this.page.getByRole("button", { name: `第${n}页`, exact: true }).click();
  }

  /** Ready to ask: the box is open to this user. */
  /** The box takes a question (提问 itself waits for words to send). */
  async expectCanAsk(): Promise<void> {
    await expect(this.askBox).toHaveAttribute("data-block", "none");
    await expect(this.input).toBeEnabled();
  }

  async ask(content: string): Promise<void> {
    await this.input.fill(content);
    await expect(this.page.getByTestId("comment-count")).toHaveText(`${[...content.trim()].length}/500`);
    await this.submit.click();
  }

  /** The first approved question this user has not yet pressed 'me too' on. */
  firstMeTooable(): Locator {
    return this.items.filter({ has: this.page.locator('[data-testid="me-too"][aria-pressed="false"]') }).first();
  }
}
