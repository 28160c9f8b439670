import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Expected label of the message-reminder tab: it carries the unread badge when there are unread company
 * messages (seeded for some companies), so its text may end with a count.
 */
export const MESSAGES_TAB = /^消息提醒\s*(\d+|99\+)?$/;

/** The enterprise-centre shell (spec 1 §2.4): the tab strip above every centre page. */
export class EnterpriseCentre {
  readonly tabList: Locator;
  readonly tabs: Locator;
  readonly activeTab: Locator;

  constructor(private readonly page: Page) {
    this.tabList = page.getByRole("tablist", { name: "机构中心导航" });
    this.tabs = this.tabList.getByRole("tab");
    this.activeTab = this.tabList.getByRole("tab", { selected: true });
  }

  tab(label: string): Locator {
    return this.tabList.getByRole("tab", { name: label });
  }

  /** The visible tabs, exactly and in order. */
  async expectTabs(labels: ReadonlyArray<string | RegExp>) {
    await expect(this.tabs).toHaveText([...labels]);
  }

  async expectActive(label: string | RegExp) {
    await expect(this.activeTab).toHaveCount(1);
    await expect(this.activeTab).toHaveText(label);
  }

  async select(label: string) {
    await this.tab(label).click();
  }
}

/** The centre's home page (/center, document 2 sections 2.3 and 6): the company card and the cards below it. */
export class CompanyHome {
  readonly companyCard: Locator;
  readonly welcome: Locator;
  readonly cards: Locator;
  readonly messageCard: Locator;
  readonly distributionCard: Locator;
  readonly recentCard: Locator;
  readonly govTable: Locator;
  readonly singleBookingCard: Locator;

  constructor(private readonly page: Page) {
    this.companyCard = page.getByTestId("company-card");
    this.welcome = page.getByTestId("centre-welcome");
    this.cards = page.getByTestId("company-home-cards");
    this.messageCard = page.getByTestId("home-message-card");
    this.distributionCard = page.getByTestId("home-distribution-card");
    this.recentCard = page.getByTestId("home-recent-card");
    this.govTable = page.getByTestId("gov-table");
    this.singleBookingCard = page.getByTestId("single-booking-card");
  }

  /** The page's heading: the company's short name. */
  heading(name: string): Locator {
    return this.page.getByRole("heading", { name });
  }
}
