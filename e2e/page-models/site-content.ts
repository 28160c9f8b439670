import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

const PUB = "/base-service/api/pub/v1";
const OPS = "/base-service/api/ops/v1";

/** The site's content pages (hot topics, subject pages, courses, help, static pages, maintenance). */
export class SiteContentPage {
  constructor(readonly page: Page) {}

  get topicList(): Locator {
    return this.page.getByTestId("hot-topic-list");
  }
  get topicCards(): Locator {
    return this.page.getByTestId("hot-topic-card");
  }
  get topicDetail(): Locator {
    return this.page.getByTestId("hot-topic-detail");
  }
  get linkedActivities(): Locator {
    return this.page.getByTestId("linked-activity");
  }
  get subject(): Locator {
    return this.page.getByTestId("subject-page");
  }
  get subjectContent(): Locator {
    return this.page.getByTestId("subject-content");
  }
  get previewBanner(): Locator {
    return this.page.getByTestId("preview-banner");
  }
  get emptyText(): Locator {
    return this.page.getByText(/^(专题页不存在|This page does not exist)$/);
  }
  staticPage(key: string): Locator {
    return this.page.getByTestId(`static-page-${key}`);
  }
  get staticHeading(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }
  get agreementVersion(): Locator {
    return this.page.getByTestId("agreement-version");
  }
  get helpArticle(): Locator {
    return this.page.getByTestId("help-article");
  }
  get helpItems(): Locator {
    return this.page.getByTestId("help-item");
  }
  get courseCards(): Locator {
    return this.page.getByTestId("course-card");
  }
  get lessons(): Locator {
    return this.page.getByTestId("course-lesson");
  }

  /** Switches to English with the page's language toggle (the portal header's, or a bare page's own). */
  async inEnglish() {
    if ((await this.page.locator("html").getAttribute("lang"))?.startsWith("en")) return;
    await this.page.getByRole("radiogroup", { name: /^(语言|Language)$/ }).first().getByText("English", { exact: true }).click();
    await expect(this.page.locator("html")).toHaveAttribute("lang", /en/);
  }

  /** The page does not scroll sideways (390 px must not overflow). */
  async expectNoHorizontalOverflow() {
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
}

export interface TSeededSubject {
  id: number;
  title: string;
  pubStatus: number;
  testCode: string | null;
}

/** The seeded subject pages, read as an operator (the only way to learn an unpublished page's test code). */
export async function subjectPages(request: APIRequestContext, opsToken: string): Promise<TSeededSubject[]> {
  const res = await request.post(`${OPS}/content/subject_list`, { headers: { authorization: opsToken } });
  return ((await res.json()) as { datas: TSeededSubject[] }).datas;
}

/** Switches maintenance mode as the supervisor (the settings call answers the settings). */
export async function setMaintenance(request: APIRequestContext, supervisorToken: string, enabled: boolean) {
  // the save takes every setting: send the others back as they are, so the notice banner and gray mode stay
  // as the seed left them for the specs that run after this one
  const headers = { authorization: supervisorToken };
  const current = (await (await request.post(`${OPS}/system/settings_detail`, { headers })).json()) as {
    datas: { noticeBanner: { text: string; startAt: string; endAt: string; speed: number } | null; grayMode: number; agreementVersion: string }[];
  };
  const settings = current.datas[0]!;
  const notice = settings.noticeBanner;
  const res = await request.post(`${OPS}/system/settings_save`, {
    headers,
    form: {
      grayMode: String(settings.grayMode),
      maintenanceEnabled: String(enabled),
      agreementVersion: settings.agreementVersion,
      ...(notice ? { noticeText: notice.text, noticeStartAt: notice.startAt, noticeEndAt: notice.endAt, noticeSpeed: String(notice.speed) } : {}),
    },
  });
  const saved = (await res.json()) as { code: number; message: string };
  expect(saved.code, saved.message).toBe(200);
}

/** The carousel's own data: what HomeBannerCarousel shows (index/banner_list). */
export async function carouselBanners(request: APIRequestContext): Promise<{ id: number; title: string; titleEn: string | null }[]> {
  const res = await request.post(`${PUB}/index/banner_list`);
  return ((await res.json()) as { datas: { id: number; title: string; titleEn: string | null }[] }).datas;
}

/** The back office's content editors (/ops/content). */
export class OpsContentPage {
  constructor(readonly page: Page) {}

  async open(tab = "banners") {
    await this.page.getByTestId("ops-nav-content").first().click();
    await expect(this.page.getByTestId("ops-content")).toBeVisible();
    if (tab !== "banners") await this.page.getByTestId(`content-tab-${tab}`).click();
  }
  get bannerRows(): Locator {
    return this.page.getByTestId("banner-row");
  }
  async createLinkBanner(title: string, titleEn: string, url: string) {
    await this.page.getByTestId("banner-new").click();
    const form = this.page.getByTestId("banner-form");
    await form.getByTestId("banner-title").fill(title);
    await form.getByTestId("banner-title-en").fill(titleEn);
    await form.getByTestId("banner-image-path").fill("/static/content/banner-3.svg");
    await form.getByTestId("banner-target-type").getByText("外部链接").click();
    await form.getByTestId("banner-target-url").fill(url);
    await form.getByTestId("banner-save").click();
    await expect(form).toBeHidden();
  }
  get settingsMaintenance(): Locator {
    return this.page.getByTestId("settings-maintenance");
  }
  get settingsSave(): Locator {
    return this.page.getByTestId("settings-save");
  }
  async saveSettings() {
    await this.page.getByTestId("settings-save").click();
  }
}
