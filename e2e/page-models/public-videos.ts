import { expect, type Locator, type Page } from "@playwright/test";

export type TLocale = "zh-CN" | "en-US";

/** Opens a page with the language the visitor chose earlier (the stored choice, as a returning visitor has it). */
export async function openIn(page: Page, url: string, locale: TLocale): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem("language", l), locale);
  await page.goto(url);
}

/** /stockVideoConverge: the channel's heading, category tabs, cards and pager. */
export class VideoConvergePage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly allTab: Locator;
  readonly cards: Locator;
  readonly empty: Locator;
  readonly pagination: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("video-converge");
    this.heading = this.root.getByRole("heading", { level: 1 });
    this.tabs = page.getByTestId("video-category");
    this.allTab = page.getByTestId("video-category-all");
    this.cards = page.getByTestId("video-grid").getByTestId("video-card");
    this.empty = page.getByTestId("video-empty");
    this.pagination = page.getByTestId("video-pagination");
  }

  async open(navType: "nav4" | "nav5", locale: TLocale = "zh-CN", extra = ""): Promise<void> {
    await openIn(this.page, `/stockVideoConverge?navType=${navType}${extra}`, locale);
    await expect(this.root).toHaveAttribute("data-nav-type", navType);
  }

  tab(name: string): Locator {
    return this.tabs.filter({ hasText: name });
  }

  async chooseTab(name: string): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute("aria-selected", "true");
  }

  async goToPage(n: number): Promise<void> {
    await this.pagination.getByRole("button", { name: new RegExp(`^(第${n}页|Page ${n})$`) }).click();
  }

  /** The card titles shown, in order. */
  async titles(): Promise<string[]> {
    return this.cards.locator("h3").allInnerTexts();
  }
}

/** /videoDetail: the player, the video's texts and the related videos. */
export class VideoDetailPage {
  readonly detail: Locator;
  readonly player: Locator;
  readonly title: Locator;
  readonly company: Locator;
  readonly description: Locator;
  readonly views: Locator;
  readonly related: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.detail = page.getByTestId("video-detail");
    this.player = page.getByTestId("video-player");
    this.title = page.getByTestId("video-title");
    this.company = page.getByTestId("video-company");
    this.description = page.getByTestId("video-description");
    this.views = page.getByTestId("video-views");
    this.related = page.getByTestId("video-related").getByTestId("video-card");
    this.notFound = page.getByTestId("video-not-found");
  }

  /** The answer of the view the page is about to count (start waiting before the page opens). */
  async nextViewAnswer(): Promise<{ viewCount: number; counted: boolean }> {
    const response = await this.page.waitForResponse((r) => r.url().endsWith("/pub/v1/video/view"));
    const body = (await response.json()) as { datas: { viewCount: number; counted: boolean }[] };
    return body.datas[0]!;
  }

  async videoId(): Promise<number> {
    return Number(await this.detail.getAttribute("data-video-id"));
  }

  /** Starts the player muted (autoplay rules allow that) and waits until its time has moved on. */
  async playsForAWhile(): Promise<{ readyState: number; currentTime: number }> {
    await this.player.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
    });
    await expect.poll(() => this.player.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
    return this.player.evaluate((el: HTMLVideoElement) => ({ readyState: el.readyState, currentTime: el.currentTime }));
  }

  /** Whether the page is wider than the window (it must never be, on a phone too). */
  async overflowsHorizontally(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  }
}
