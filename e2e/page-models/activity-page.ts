import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { enterpriseToken, type DemoAccount } from "./session.ts";

const API = "/base-service/api";

/** A seeded activity of the company `account` administers whose title contains `title` (its own activity list). */
export async function seededActivityId(request: APIRequestContext, account: DemoAccount, title: string, status: string): Promise<number> {
  const token = await enterpriseToken(request, account);
  const response = await request.post(`${API}/auth/v1/activity_company/company_activity_page`, {
    headers: { authorization: token },
    form: { pageNo: "1", pageSize: "50", status, activityTitle: title },
  });
  const body = await response.json();
  const records: { activityId: number; title: string }[] = body.datas?.[0]?.records ?? [];
  const found = records.find((r) => r.title.includes(title));
  expect(found, `seeded activity ${title}: ${JSON.stringify(body).slice(0, 300)}`).toBeTruthy();
  return found!.activityId;
}

/** The public activity page (header, player, sections; the live Q&A has its own model, public-qa.ts). */
export class ActivityPageModel {
  readonly root: Locator;
  readonly header: Locator;
  readonly title: Locator;
  readonly state: Locator;
  readonly player: Locator;
  readonly playerNote: Locator;
  readonly countdown: Locator;
  readonly streamFallback: Locator;
  readonly shareButton: Locator;
  readonly shareDialog: Locator;
  readonly shareQr: Locator;
  readonly shareLink: Locator;
  readonly calendarButton: Locator;
  readonly guests: Locator;
  readonly scheduleRows: Locator;
  readonly fundRows: Locator;
  readonly intro: Locator;
  readonly carouselImage: Locator;
  readonly carouselNext: Locator;
  readonly carouselPosition: Locator;
  readonly qa: Locator;
  readonly stayTuned: Locator;
  readonly cornerLinks: Locator;
  readonly replayVideo: Locator;
  readonly company: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("activity-page");
    this.header = page.getByTestId("activity-header");
    this.title = page.getByTestId("activity-title");
    this.state = page.getByTestId("activity-state");
    this.player = page.getByTestId("player").first();
    this.playerNote = page.getByTestId("player-note");
    this.countdown = page.getByTestId("countdown");
    this.streamFallback = page.getByTestId("stream-fallback");
    this.shareButton = page.getByTestId("share-button");
    this.shareDialog = page.getByRole("dialog");
    this.shareQr = page.getByTestId("share-qr");
    this.shareLink = page.getByTestId("share-link");
    this.calendarButton = page.getByTestId("calendar-button");
    this.guests = page.getByTestId("guest");
    this.scheduleRows = page.getByTestId("schedule-row");
    this.fundRows = page.getByTestId("fund-row");
    this.intro = page.getByTestId("intro-text");
    this.carouselImage = page.getByTestId("carousel-image");
    this.carouselNext = page.getByTestId("carousel-next");
    this.carouselPosition = page.getByTestId("carousel-position");
    this.qa = page.getByTestId("public-qa");
    this.stayTuned = page.getByTestId("stay-tuned");
    this.cornerLinks = page.getByTestId("corner-link");
    this.replayVideo = page.getByTestId("replay-video");
    this.company = page.getByTestId("activity-company");
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.header).toBeVisible();
  }

  section(name: "intro" | "pictures" | "videos" | "guests" | "schedule" | "funds" | "companies"): Locator {
    return this.page.getByTestId(`section-${name}`);
  }

  /** Clicks "add to calendar" and returns the downloaded file's name and text. */
  async downloadCalendar(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent("download"), this.calendarButton.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
  }

  async openShare(): Promise<void> {
    await this.shareButton.click();
    await expect(this.shareQr).toBeVisible();
  }

  /** The replay's duration once the browser has read its metadata (it fetches by byte ranges). */
  async replayDuration(): Promise<number> {
    return this.replayVideo.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          if (video.readyState >= 1) return resolve(video.duration);
          video.addEventListener("loadedmetadata", () => resolve(video.duration), { once: true });
          video.addEventListener("error", () => resolve(-1), { once: true });
          video.load();
        }),
    );
  }

  /** Whether the page is wider than the screen (a horizontal scroll bar on a phone). */
  async overflowsHorizontally(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  }

  async setLanguage(locale: "zh-CN" | "en-US"): Promise<void> {
    await this.page.evaluate((l) => localStorage.setItem("language", l), locale);
    await this.page.reload();
    await expect(this.header).toBeVisible();
  }
}
