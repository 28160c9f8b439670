import { expect, type Locator, type Page } from "@playwright/test";

export interface TContactInput {
  name: string;
  mobile: string;
  wechat: string;
  mail?: string;
}

export const DEMO_CONTACT: TContactInput = { name: "王海涛", mobile: "13912345678", wechat: "wanghaitao_ir", mail: "ir@pengcheng.example" };

/** The booking cards of /center, the agreement dialog and the /addOrder screen (spec 1 §2.5, spec 2 §2.3, §2.5). */
export class BookingPage {
  readonly cards: Locator;
  readonly dialog: Locator;
  readonly confirm: Locator;
  readonly agree: Locator;
  /** The agreement text, a static page framed in the dialog. */
  readonly agreementDocument: Locator;
  readonly screen: Locator;
  readonly submitButton: Locator;
  readonly offline: Locator;
  readonly collectiveCard: Locator;
  readonly modeExplanation: Locator;
  readonly orderType: Locator;
  readonly company: Locator;
  readonly chineseTheme: Locator;
  /** What the Chinese title says about itself under the field. */
  readonly titleHint: Locator;
  readonly modes: Locator;
  readonly broadcast: Locator;
  readonly period: Locator;
  readonly date: Locator;
  readonly collectiveNotice: Locator;
  readonly collectiveActivities: Locator;
  readonly companyMode: Locator;
  readonly draftRestored: Locator;
  readonly switchFlow: Locator;
  readonly cancel: Locator;

  constructor(private readonly page: Page) {
    this.cards = page.getByTestId("booking-cards");
    this.dialog = page.getByRole("dialog", { name: "预约须知" });
    this.confirm = this.dialog.getByTestId("agreement-confirm");
    this.agree = this.dialog.getByRole("checkbox", { name: "我已阅读并同意上述协议内容" });
    this.agreementDocument = this.dialog.locator("iframe");
    this.screen = page.getByTestId("booking-screen");
    this.submitButton = page.getByTestId("booking-submit");
    this.offline = page.getByTestId("booking-offline");
    this.collectiveCard = page.getByTestId("collective-booking-card");
    this.modeExplanation = page.getByTestId("mode-explanation-card");
    this.orderType = page.getByTestId("booking-order-type");
    this.company = page.getByTestId("booking-company");
    this.chineseTheme = page.getByRole("textbox", { name: "中文主题", exact: true });
    this.titleHint = page.getByText(/^(该主题的标题不可修改|可修改，标题前将自动加上公司简称)$/);
    this.modes = page.getByTestId("booking-mode");
    this.broadcast = page.getByTestId("booking-broadcast");
    this.period = page.getByTestId("booking-period");
    this.date = page.getByTestId("booking-date");
    this.collectiveNotice = page.getByTestId("collective-notice");
    this.collectiveActivities = page.getByTestId("collective-activities");
    this.companyMode = page.getByTestId("booking-company-mode");
    this.draftRestored = page.getByTestId("booking-draft-restored");
    this.switchFlow = page.getByTestId("booking-switch");
    this.cancel = page.getByRole("button", { name: "取消" });
  }

  /** A row of the contact list (0 is the first). */
  contactRow(row: number): Locator {
    return this.page.getByTestId(`contact-row-${row}`);
  }

  /** A text field of a contact row by its label. */
  contactField(label: "姓名" | "手机号" | "微信号" | "邮箱", row = 0): Locator {
    return this.contactRow(row).getByRole("textbox", { name: label, exact: true });
  }

  /** A Mantine select by its label, as a field to read. */
  select(label: string): Locator {
    return this.page.getByRole("combobox", { name: label, exact: true });
  }

  /** The dates picked in the activity calendar. */
  get pickedDates(): Locator {
    return this.date.locator("[aria-pressed=true]");
  }

  tile(orderType: number): Locator {
    return this.page.getByTestId(`booking-tile-${orderType}`);
  }

  /** Presses 去预约 on a single-roadshow tile (or the collective card for 6). */
  async bookFromCentre(orderType: number) {
    const button = orderType === 6 ? this.page.getByTestId("collective-book") : this.tile(orderType).getByRole("button", { name: "去预约" });
    await button.click();
    await expect(this.dialog).toBeVisible();
  }

  /**
   * From the centre's tile to the booking screen: through the agreement when it is asked for (an account that
   * accepted the current version in an earlier spec goes straight through).
   */
  async bookFromCentreOrScreen(orderType: number) {
    const button = orderType === 6 ? this.page.getByTestId("collective-book") : this.tile(orderType).getByRole("button", { name: "去预约" });
    await button.click();
    await expect(this.dialog.or(this.screen)).toBeVisible();
    if (await this.dialog.isVisible()) await this.acceptAgreement();
    await expect(this.screen).toBeVisible();
  }

  /** Waits out the countdown, ticks the box and confirms; the booking screen opens. */
  async acceptAgreement() {
    await this.agree.check();
    await expect(this.confirm).toHaveText("我已阅读", { timeout: 5_000 });
    await this.confirm.click();
    await expect(this.dialog).toBeHidden();
  }

  /** Opens /addOrder directly (an agreement accepted earlier lets the screen straight through). */
  async open(orderType: number) {
    await this.page.goto(`/addOrder?orderType=${orderType}`);
    await expect(this.screen).toBeVisible();
  }

  section(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  async fillContact(contact: TContactInput = DEMO_CONTACT, row = 0) {
    await this.contactField("姓名", row).fill(contact.name);
    await this.contactField("手机号", row).fill(contact.mobile);
    await this.contactField("微信号", row).fill(contact.wechat);
    if (contact.mail) await this.contactField("邮箱", row).fill(contact.mail);
  }

  /** A Mantine select: open it by its label and pick the option. */
  async choose(label: string, option: string | RegExp, scope: Locator | Page = this.page) {
    await scope.getByRole("combobox", { name: label, exact: true }).click();
    await this.page.getByRole("option", { name: option }).first().click();
  }

  /** Picks the theme by name, or the first one. */
  async chooseTheme(name?: string) {
    await this.select("活动主题").click();
    const option = name ? this.page.getByRole("option", { name }) : this.page.getByRole("option");
    await option.first().click();
  }

  async chooseMode(name: string, scope: Locator | Page = this.page) {
    await scope.getByRole("radio", { name, exact: true }).click();
  }

  /** The first date with quota in a calendar (by its test id); returns the date. */
  async pickFirstDate(testId = "booking-date"): Promise<string> {
    const day = this.page.getByTestId(testId).locator("button[data-date]:not([disabled])").first();
    await expect(day).toBeVisible();
    const date = (await day.getAttribute("data-date"))!;
    await day.click();
    await expect(day).toHaveAttribute("aria-pressed", "true");
    return date;
  }

  /** A period with quota in a slot group; by its name ("上午 09:30-11:30") or the first one. */
  async pickSlot(testId = "booking-period", name?: string | RegExp) {
    const group = this.page.getByTestId(testId);
    const slot = name ? group.getByRole("radio", { name }) : group.locator("[role=radio]:not([disabled]):not([data-disabled])").first();
    await slot.click();
    await expect(slot).toHaveAttribute("aria-checked", "true");
  }

  async submit() {
    await this.submitButton.click();
  }

  /** Submits and expects the activity list. */
  async submitAndExpectDone() {
    await this.submit();
    await expect(this.page).toHaveURL(/\/activityManage/, { timeout: 15_000 });
  }

  /** The in-place message under the field a label names. */
  fieldError(text: string): Locator {
    return this.screen.getByText(text, { exact: true });
  }
}
