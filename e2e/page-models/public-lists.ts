import { expect, type Locator, type Page } from "@playwright/test";

/** The roadshow list (/roadshowList): filters in the address, cards, pager, empty state. */
/** The compact upcoming list for small screens (/recentActivity). */
export function recentActivityList(page: Page): Locator {
  return page.getByTestId("recent-activity");
}

/** Waits until /recentActivity shows its cards (the page is only as long as them once they are in). */
export async function waitForRecentActivities(page: Page): Promise<void> {
  await expect(recentActivityList(page).getByTestId("public-activity-card").first()).toBeVisible();
}

export class RoadshowListPage {
  readonly root: Locator;
  readonly cards: Locator;
  readonly keyword: Locator;
  readonly search: Locator;
  readonly state: Locator;
  readonly pager: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("roadshow-list");
    this.cards = page.getByTestId("public-activity-card");
    this.keyword = page.getByTestId("filter-keyword");
    this.search = page.getByTestId("filter-search");
    this.state = page.getByTestId("filter-state");
    this.pager = page.getByTestId("roadshow-pager");
    this.empty = page.getByTestId("empty-state");
  }

  async open(query = ""): Promise<void> {
    await this.page.goto(`/roadshowList${query}`);
    await this.waitLoaded();
  }

  async waitLoaded(): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.cards.first().or(this.empty)).toBeVisible();
  }

  async searchFor(keyword: string): Promise<void> {
    await this.keyword.fill(keyword);
    await this.search.click();
    await expect(this.page).toHaveURL(/keyword=/);
    await this.waitLoaded();
  }

  /** Picks a state by its label in the page's language. */
  async chooseState(label: string): Promise<void> {
    await this.state.click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
    await expect(this.page).toHaveURL(/state=/);
    await this.waitLoaded();
  }

  async cardIds(): Promise<string[]> {
    return this.cards.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-activity-id") ?? ""));
  }

  states(): Locator {
    return this.cards.getByTestId("card-state");
  }
}

/** The search page (/searchResults?keyword=): tabs, their cards, hot words and the empty text. */
export class SearchResultsPage {
  readonly root: Locator;
  readonly hotWords: Locator;
  readonly empty: Locator;
  readonly activityCards: Locator;
  readonly companyCards: Locator;
  readonly videoCards: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("search-results");
    this.hotWords = page.getByTestId("search-hot-words");
    this.empty = page.getByTestId("empty-state");
    this.activityCards = page.getByTestId("public-activity-card");
    this.companyCards = page.getByTestId("search-company-card");
    this.videoCards = page.getByTestId("search-video-card");
  }

  async open(keyword: string): Promise<void> {
    await this.page.goto(`/searchResults?keyword=${encodeURIComponent(keyword)}`);
    await expect(this.root).toBeVisible();
    // a keyword that finds only videos shows the tabs and the activity tab's empty text together
    await expect(this.page.getByTestId("search-tab-activities").or(this.empty).first()).toBeVisible();
  }

  tab(name: "activities" | "companies" | "videos"): Locator {
    return this.page.getByTestId(`search-tab-${name}`);
  }
}

/** Whether the page is wider than its viewport (a phone must never scroll sideways). */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Opens every new page in this language (the portal keeps the choice in localStorage). */
export async function useLanguage(page: Page, locale: "zh-CN" | "en-US"): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem("language", l), locale);
}
