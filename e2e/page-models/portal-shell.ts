import { expect, type Locator, type Page } from "@playwright/test";

/** The seeded notice banner text (src/server/db/seed/seed-settings.ts), shown for a week from the seed. */
export const SEEDED_NOTICE = "欢迎使用路演中心！本周多家上市公司将举行年度业绩说明会，欢迎投资者提前征集问题、预约观看。";
/** The seeded notice's English, which English pages show. */
export const SEEDED_NOTICE_EN =
  "Welcome to the Roadshow Centre! Several listed companies hold their annual results briefings this week: send in your questions and book a seat in advance.";

/**
 * Elements whose text is what companies and operators wrote (titles, names, questions, captions, the ICP
 * registration) and may have no English: left out when an English page is checked for Chinese.
 */
const USER_CONTENT_TEST_IDS = [
  "card-title", "qa-item", "qa-content", "qa-answer", "speech-guest", "site-registration", "activity-logo", "section-pictures",
  "fund-row", "fin-report-title", "fin-report-card", "homepage-carousel", "company-activity", "linked-activity", "topic-video",
  "activity-title", "language-toggle",
];

/** The site prefix of every document title, per language. */
export const SITE_NAME = { "zh-CN": "路演中心", "en-US": "Roadshow Centre" } as const;

export type Language = keyof typeof SITE_NAME;

/**
 * The main layout around every page (spec 1 §2.2–2.3): header with navigation, language toggle and user
 * dropdown; notice banner; footer; fixed side buttons. Located by role and accessible name only.
 */
export class PortalShell {
  readonly header: Locator;
  readonly nav: Locator;
  readonly languageToggle: Locator;
  readonly footer: Locator;
  readonly notice: Locator;
  readonly noticeClose: Locator;
  readonly menu: Locator;
  readonly backToTop: Locator;
  readonly preCallQa: Locator;
  readonly followUs: Locator;
  readonly hotline: Locator;
  readonly customerService: Locator;
  readonly comingSoon: Locator;
  readonly main: Locator;
  /** The coming-soon panel's way home. */
  readonly comingSoonHome: Locator;
  /** Whatever dialog is open. */
  readonly dialog: Locator;
  /** The real-person notice offered to an unverified investor after login. */
  readonly realPersonNotice: Locator;
  /** The warning when English is chosen inside the enterprise centre, which stays Chinese. */
  readonly centreLanguageWarning: Locator;
  /** The root element, whose lang follows the language in use. */
  readonly document: Locator;
  readonly manifestLink: Locator;
  readonly sideButtons: Locator;
  /** On a phone the side buttons fold into this one button; open, it is named for folding again. */
  readonly sideButtonsOpen: Locator;
  readonly sideButtonsFold: Locator;
  /** What the hotline pops out on hover. */
  readonly hotlineNote: Locator;

  constructor(private readonly page: Page) {
    // the portal's header, not the header of an open dialog (which is a banner too)
    this.header = page.getByRole("banner").filter({ has: page.getByRole("link", { name: /^(返回首页|Back to home)$/ }) });
    this.nav = this.header.getByRole("navigation");
    this.languageToggle = this.header.getByRole("radiogroup", { name: /^(语言|Language)$/ });
    this.footer = page.getByRole("contentinfo");
    this.noticeClose = page.getByRole("button", { name: /^(关闭通知|Close notice)$/ });
    this.notice = page.getByRole("status").filter({ has: this.noticeClose });
    this.menu = page.getByRole("menu");
    this.backToTop = page.getByRole("button", { name: /^(回到顶部|Back to top)$/ });
    this.preCallQa = page.getByRole("link", { name: /^(预征集|Pre-ask)$/ });
    this.followUs = page.getByRole("button", { name: "关注我们", exact: true });
    this.hotline = page.getByRole("button", { name: "服务热线", exact: true });
    this.customerService = page.getByRole("button", { name: "在线客服", exact: true });
    this.comingSoon = page.getByRole("heading", { name: /^(此页面正在建设中|This page is under construction)$/ });
    this.main = page.getByRole("main");
    this.comingSoonHome = this.main.getByRole("link", { name: "返回首页" });
    this.dialog = page.getByRole("dialog");
    this.realPersonNotice = page.getByRole("dialog", { name: "实名认证" });
    this.centreLanguageWarning = page.getByText(/机构中心不支持切换英文版 · The enterprise centre is available in Chinese only/);
    this.document = page.locator("html");
    this.manifestLink = page.locator('link[rel="manifest"]');
    this.sideButtons = page.getByTestId("side-buttons");
    this.sideButtonsOpen = page.getByRole("button", { name: "快捷服务", exact: true });
    this.sideButtonsFold = page.getByRole("button", { name: "收起快捷服务", exact: true });
    this.hotlineNote = page.getByText("如需电话咨询，请联系您的客户经理。");
  }

  async open(path = "/home") {
    await this.page.goto(path);
    await expect(this.header).toBeVisible();
  }

  /** Opens a page that may have its own header (the phone activity page) and waits for its main area. */
  async visit(path: string) {
    await this.page.goto(path);
    await expect(this.main.first()).toBeVisible();
  }

  /** Waits until the page's reads have answered and nothing is loading. */
  async settle() {
    await this.page.waitForLoadState("networkidle");
    await expect(this.page.locator(".mantine-Loader-root, .mantine-Skeleton-root")).toHaveCount(0);
  }

  /** A link or a dropdown trigger of the header navigation. */
  navEntry(label: string): Locator {
    return this.nav.getByRole("link", { name: label, exact: true }).or(this.nav.getByRole("button", { name: label, exact: true }));
  }

  /**
   * Hovers a dropdown of the header navigation and picks one of its items. The first hover loads the menu
   * (DeferredMenu); on a loaded machine it once stayed shut while the pointer rested on the trigger, and a
   * person then moves the mouse: so, while the item is not shown, the pointer leaves and comes back.
   */
  async chooseNavItem(entry: string, item: string) {
    const menuItem = this.page.getByRole("menuitem", { name: item });
    await expect(async () => {
      await this.page.mouse.move(0, 0);
      await this.navEntry(entry).hover();
      await expect(menuItem).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await menuItem.click();
  }

  /** Switches the language with the header's toggle (its labels are endonyms, the same in both languages). */
  async switchLanguage(language: Language) {
    await this.languageToggle.getByText(language === "zh-CN" ? "中文" : "English", { exact: true }).click();
  }

  async expectLanguageSelected(language: Language) {
    await expect(this.languageToggle.getByRole("radio", { name: language === "zh-CN" ? "中文" : "English" })).toBeChecked();
  }

  async storedLanguage(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem("language"));
  }

  async storedToken(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem("token"));
  }

  async expectTitle(language: Language, routeTitle: string, { bare = false } = {}) {
    await expect(this.page).toHaveTitle(bare ? routeTitle : `${SITE_NAME[language]} - ${routeTitle}`);
  }

  /**
   * Chinese text on the page outside what companies and operators wrote: visible text nodes, placeholders,
   * accessible names and titles. An English page should have none.
   */
  async chineseOutsideContent(): Promise<string[]> {
    return this.page.evaluate((skip) => {
      const cjk = /[\u3400-\u9fff]/;
      const exempt = (el: Element | null) => !el || !!el.closest(skip.map((id) => `[data-testid="${id}"]`).join(",")) || !!el.closest("script,style,[hidden],[aria-hidden=true]");
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? "";
        if (text && cjk.test(text) && !exempt(node.parentElement)) found.push(text);
      }
      for (const el of document.querySelectorAll("[placeholder],[aria-label],[title],img[alt]")) {
        if (exempt(el)) continue;
        for (const name of ["placeholder", "aria-label", "title", "alt"]) {
          const value = el.getAttribute(name);
          if (value && cjk.test(value)) found.push(`${name}=${value}`);
        }
      }
      return [...new Set(found)];
    }, USER_CONTENT_TEST_IDS);
  }

  /** The logged-out dropdown's trigger. */
  get loginButton(): Locator {
    return this.header.getByRole("button", { name: /^(登录|Log in)$/ });
  }

  /** The logged-in dropdown's trigger (avatar and name). */
  get userButton(): Locator {
    return this.header.getByRole("button", { name: /^(用户菜单|User menu)$/ });
  }

  /** Opens the user dropdown, logged in or out, and returns its items. */
  async openUserMenu(): Promise<Locator> {
    // again if something (a dialog opening after a login) closed it at once
    await expect(async () => {
      if (!(await this.menu.isVisible())) await this.loginButton.or(this.userButton).click({ timeout: 5000 });
      await expect(this.menu).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    return this.menu.getByRole("menuitem");
  }

  /** Clicks a menu item; opens the menu again when something (the real-person notice's handler) closed it. */
  async chooseMenuItem(name: string) {
    await expect(async () => {
      await this.openUserMenu();
      await this.menu.getByRole("menuitem", { name, exact: true }).click({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
  }

  async expectLoggedInAs(name: string) {
    await expect(this.userButton).toContainText(name);
  }

  async expectLoggedOut() {
    await expect(this.loginButton).toBeVisible();
  }

  /** Scrolls the window and waits until the page reports that position. */
  async scrollTo(y: number) {
    // scrolled again on every look: content that finishes loading above the fold can shift the page under
    // a single scroll (scroll anchoring), which is the page settling, not what the test is about
    await expect
      .poll(() =>
        this.page.evaluate((top) => {
          window.scrollTo({ top, behavior: "instant" });
          return Math.round(window.scrollY);
        }, y),
      )
      .toBe(y);
  }

  /** How far the page can scroll at the current viewport. */
  async maxScroll(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  }
}
