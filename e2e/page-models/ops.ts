import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { IdentityProviderPage } from "./identity-provider.ts";
import { DEMO_PASSWORD, tokenOf } from "./session.ts";

/** Seeded operator accounts (src/server/db/seed/seed-accounts.ts). */
export type OperatorAccount = "ops-admin" | "ops-operator";

/** The back office (/ops): login through the provider, the side nav, the activity search and page, video review. */
export class OpsPage {
  readonly idp: IdentityProviderPage;

  constructor(readonly page: Page) {
    this.idp = new IdentityProviderPage(page);
  }

  get shell(): Locator {
    return this.page.getByTestId("ops-shell");
  }

  /** The operator login screen /ops shows without a session. */
  get loginScreen(): Locator {
    return this.page.getByTestId("ops-login");
  }

  /** What /ops shows a session that is not an operator's; it offers the operator login. */
  get refused(): Locator {
    return this.page.getByTestId("ops-refused");
  }

  get loginButton(): Locator {
    return this.page.getByTestId("ops-login-button");
  }

  /** The logged-in operator's name in the shell. */
  get user(): Locator {
    return this.page.getByTestId("ops-user");
  }

  /**
   * Logs out and waits for what a person sees when it is done, the login at /ops. Returning at the click let
   * a test's next page load start while the logout was still in flight, and in CI the next login then came
   * back to /ops instead of its target (ops-companies.spec, two runs of 2026-11-26).
   */
  async logout() {
    await this.page.getByTestId("ops-logout").click();
    await expect(this.loginScreen).toBeVisible();
    await expect(this.page).toHaveURL(/\/ops$/);
  }

  /** Opens /ops without a session and logs in through the provider's pass login; lands back on `path`. */
  async login(account: OperatorAccount, path = "/ops") {
    await this.page.goto(path);
    await expect(this.loginScreen).toBeVisible();
    await this.loginButton.click();
    await this.idp.loginWithPass(account, DEMO_PASSWORD);
    await expect(this.shell).toBeVisible();
    await expect(this.page).not.toHaveURL(/token=/);
  }

  async nav(name: "dashboard" | "activities" | "videos" | "messages") {
    await this.page.getByTestId(`ops-nav-${name}`).first().click();
  }

  count(key: string): Locator {
    return this.page.getByTestId(`count-${key}`).getByTestId("count-value");
  }

  /** The rows of the activity search's result. */
  get activityRows(): Locator {
    return this.page.getByTestId("ops-activity-row");
  }

  /** Searches the activities by title (and company) and opens the only match. */
  async openActivity(title: string, company?: string): Promise<number> {
    await this.nav("activities");
    await this.page.getByLabel("活动标题", { exact: true }).fill(title);
    if (company) await this.page.getByLabel("公司", { exact: true }).fill(company);
    await this.page.getByTestId("ops-activity-search").click();
    const rows = this.activityRows;
    await expect(rows).toHaveCount(1);
    const id = Number(await rows.first().getAttribute("data-activity-id"));
    await rows.first().getByRole("link", { name: "管理" }).click();
    await expect(this.page.getByTestId("ops-activity")).toHaveAttribute("data-activity-id", String(id));
    return id;
  }

  action(name: "publish-test" | "publish" | "start" | "end" | "cancel" | "live-url" | "deadlines" | "partners" | "visibility"): Locator {
    return this.page.getByTestId(`action-${name}`);
  }

  get pubBadge(): Locator {
    return this.page.getByTestId("ops-activity-pub");
  }

  /** The mark that the activity is visible only to the users an operator named. */
  get restricted(): Locator {
    return this.page.getByTestId("ops-activity-restricted");
  }

  /** The dialog of the visibility action: public, or a list of investors. */
  get visibilityDialog(): Locator {
    return this.page.getByTestId("visibility-dialog");
  }

  get activityStatus(): Locator {
    return this.page.getByTestId("ops-activity-status");
  }

  /** The test publication's block (code and link) on the activity page; gone once formally published. */
  get testPublication(): Locator {
    return this.page.getByTestId("ops-test-publication");
  }

  get testCode(): Locator {
    return this.page.getByTestId("ops-test-code");
  }

  get testLink(): Locator {
    return this.page.getByTestId("ops-test-link");
  }

  /** The company's card on the activity page: its progress steps and its message button. */
  get companyCard(): Locator {
    return this.page.getByTestId("ops-company");
  }

  /** The confirmation a destructive action asks for. */
  get cancelDialog(): Locator {
    return this.page.getByRole("dialog", { name: "取消活动" });
  }

  get messageDialog(): Locator {
    return this.page.getByRole("dialog", { name: "发送消息" });
  }

  /** The preview's cloud-disk address and password of a video under review. */
  get videoCloud(): Locator {
    return this.page.getByTestId("ops-video-cloud");
  }

  async approveVideo() {
    await this.page.getByTestId("ops-video-approve").click();
  }

  /** Shows the videos of one review state ("已通过" …). */
  async filterVideos(label: string) {
    await this.page.getByTestId("video-filter").getByText(label).click();
  }

  /** The form of the messages page. */
  get messageForm(): Locator {
    return this.page.getByTestId("message-form");
  }

  /** Picks the company type a message goes to (the form's "某类公司" choice must be on). */
  async chooseMessageCompanyType(type: string) {
    await this.messageForm.getByTestId("message-company-type").click();
    await this.page.getByRole("option", { name: type, exact: true }).click();
  }

  /** The toast after a message went out. */
  get messageSent(): Locator {
    return this.page.getByText(/^发送成功，共 \d+ 家公司$/);
  }

  /** Opens the upload-on-behalf dialog on /ops/videos and picks the activity found by `activityTitle`. */
  async openVideoUploadDialog(activityTitle: string): Promise<Locator> {
    await this.page.getByTestId("ops-video-upload-open").click();
    const dialog = this.page.getByRole("dialog", { name: "代企业上传视频" });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId("ops-video-activity").click();
    await dialog.getByTestId("ops-video-activity").fill(activityTitle);
    const option = this.page.getByRole("option").filter({ hasText: activityTitle });
    await expect(option).toHaveCount(1);
    await option.click();
    await expect(dialog.getByTestId("ops-video-company-name")).toHaveText(/\S/);
    return dialog;
  }

  videoRow(activityTitle: string): Locator {
    return this.page.getByTestId("video-row").filter({ hasText: activityTitle });
  }

  /** The row of one video record. */
  videoRowById(id: number): Locator {
    return this.page.locator(`[data-testid="video-row"][data-video-id="${id}"]`);
  }
}

/** An operator's token straight from the provider (for API set-up and checks). */
export async function operatorToken(request: APIRequestContext, account: OperatorAccount = "ops-operator"): Promise<string> {
  const response = await request.post("/idp/pass/login", { form: { account, password: DEMO_PASSWORD, redirect: "/ops" }, maxRedirects: 0 });
  expect(response.status(), `pass login of ${account}`).toBe(302);
  return tokenOf(response.headers().location!);
}

/** One call of the protocol with a token; answers datas. */
export async function call<T = unknown>(request: APIRequestContext, token: string, path: string, form: Record<string, string | number> = {}): Promise<T[]> {
  const response = await request.post(`/base-service/api/${path}`, { headers: { authorization: token }, form });
  const body = await response.json();
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.datas as T[];
}

/** The Q&A moderation queue (/ops/moderation): one row per pending question, answer or guest speech. */
export class OpsModerationPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId("ops-nav-moderation").first().click();
    await expect(this.page.getByTestId("ops-moderation")).toBeVisible();
    await expect(this.rows.first()).toBeVisible();
  }

  get rows(): Locator {
    return this.page.getByTestId("moderation-row");
  }

  /** The row whose content contains `text`. */
  row(text: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId("moderation-content").filter({ hasText: text }) });
  }

  /** The rows' contents, in the order shown. */
  async contents(): Promise<string[]> {
    return this.page.getByTestId("moderation-content").allTextContents();
  }

  get count(): Locator {
    return this.page.getByTestId("moderation-count-total");
  }

  get refuseDialog(): Locator {
    return this.page.getByRole("dialog", { name: "拒绝理由" });
  }

  get newBanner(): Locator {
    return this.page.getByTestId("moderation-new-banner");
  }

  async approve(text: string) {
    await this.row(text).getByTestId("moderation-approve").click();
  }

  /** Opens the refusal dialog of a row; `reason` fills it in and confirms. */
  async refuse(text: string, reason?: string) {
    await this.row(text).getByTestId("moderation-refuse").click();
    await expect(this.refuseDialog).toBeVisible();
    if (reason === undefined) return;
    await this.refuseDialog.getByTestId("moderation-refuse-reason").fill(reason);
    await this.refuseDialog.getByTestId("moderation-refuse-submit").click();
  }
}
