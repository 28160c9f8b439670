import { expect, test } from "./fixtures.ts";
import { ActivityPageModel, seededActivityId } from "./page-models/activity-page.ts";
import { LIVE_ACTIVITY_TITLE, liveActivityId } from "./page-models/public-qa.ts";
import { shoot } from "./page-models/screens.ts";

// The public activity page (document 4 sections 2.3, 2.5, 2.7) for a visitor: a live, an upcoming and an
// ended seeded activity of 鹏城智能, the phone layout and /stayTuned.

let live = 0;
let upcoming = 0;
let ended = 0;
let fund = 0;
let collective = 0;
let endedEarlier = 0;

test.beforeAll(async ({ request }) => {
  live = await liveActivityId(request);
  upcoming = await seededActivityId(request, "listed-admin", "年度业绩说明会暨现金分红说明会", "1");
  ended = await seededActivityId(request, "listed-admin", "第二季度经营情况交流会", "3");
  endedEarlier = await seededActivityId(request, "listed-admin", "投资者开放日", "3");
  fund = await seededActivityId(request, "fund-admin", "基金经理交流会", "1");
  collective = await seededActivityId(request, "listed-admin", "网上集体业绩说明会（春季场）", "3");
});

test.describe("the public activity page", () => {
  test.describe.configure({ timeout: 90_000 });

  test("live: the stream falls back to the text Q&A; sections, share QR and the calendar file", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const p = new ActivityPageModel(page);
    await p.open(`/activityDetails/${live}`);
    await expect(p.title).toContainText(LIVE_ACTIVITY_TITLE);
    await expect(p.state).toHaveAttribute("data-state", "live");
    await expect(p.header).toHaveAttribute("data-background", /\/images\/activity-bg\/bg-\d\.jpg$/);
    // the seeded stream address cannot be reached: the player says so and the Q&A stays
    await expect(p.streamFallback).toBeVisible({ timeout: 20_000 });
    await expect(p.qa).toBeVisible();

    await expect(p.intro).toContainText("鹏城智能");
    await expect(p.guests).toHaveCount(4);
    await expect(p.guests.first()).toContainText("陈志远");
    await expect(p.scheduleRows).toHaveCount(4);
    await expect(p.section("videos")).toBeVisible();
    await expect(p.carouselPosition).toHaveText("1 / 3");
    await p.carouselNext.click();
    await expect(p.carouselPosition).toHaveText("2 / 3");

    await p.openShare();
    await expect(p.shareLink).toHaveValue(new RegExp(`/activityDetails/${live}$`));
    await shoot(page, "activity-page-share", { fullPage: false });
    await page.keyboard.press("Escape");

    const file = await p.downloadCalendar();
    expect(file.name).toBe(`activity-${live}.ics`);
    expect(file.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file.text).toContain("DTSTART;TZID=Asia/Shanghai:");
    expect(file.text).toContain(`UID:activity-${live}@`);
    await shoot(page, "activity-page-live", { fullPage: "desktop" });
  });

  test("upcoming: a countdown; ended: the replay (byte ranges) or replay in preparation; a fund activity lists its products", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const p = new ActivityPageModel(page);
    await p.open(`/activityDetails/${upcoming}`);
    await expect(p.state).toHaveAttribute("data-state", "upcoming");
    await expect(p.player).toHaveAttribute("data-mode", "countdown");
    const seconds = p.countdown.locator('[data-unit="seconds"]');
    const before = await seconds.textContent();
    await expect(seconds).not.toHaveText(before ?? "", { timeout: 5_000 });
    await expect(p.calendarButton).toBeVisible();
    await shoot(page, "activity-page-upcoming", { fullPage: "desktop" });

    await p.open(`/activityDetails/${ended}`);
    await expect(p.state).toHaveAttribute("data-state", "ended");
    await expect(p.player).toHaveAttribute("data-mode", "replay");
    await expect(p.calendarButton).toHaveCount(0);
    const src = (await p.replayVideo.getAttribute("src")) ?? "";
    expect(src).toMatch(/^\/api\/files\/videos\/.+\.mp4$/);
    const part = await page.request.get(src, { headers: { range: "bytes=0-99" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
    expect(await p.replayDuration()).toBeGreaterThan(5);
    await shoot(page, "activity-page-replay", { widths: [1440] });

    await p.open(`/activityDetails/${endedEarlier}`);
    await expect(p.player).toHaveAttribute("data-mode", "replayPending");
    await expect(p.playerNote).toHaveText("回放视频准备中，敬请期待");

    await p.open(`/activityDetails/${fund}`);
    await expect(p.fundRows).toHaveCount(3);
    await expect(p.section("funds")).toContainText("110011");
  });

  test("in English: titles, guests, schedule and the player note", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const p = new ActivityPageModel(page);
    await p.open(`/activityDetails/${endedEarlier}`);
    await p.setLanguage("en-US");
    await expect(p.playerNote).toHaveText("The replay is being prepared. Please check back later.");
    await p.open(`/activityDetails/${ended}`);
    await expect(p.title).toHaveText("Pengcheng Intelligent Q2 Business Review");
    await expect(p.intro).toContainText("Shenzhen Pengcheng Intelligent");
    await expect(p.section("guests")).toContainText("Chen Zhiyuan");
    await expect(p.section("guests")).toContainText("Board Secretary");
    await expect(p.section("schedule")).toContainText("Online Q&A");
    // the answering guest in English, as they were when answering
    await expect(p.qa.getByTestId("qa-answer").first()).toContainText("Huang Guodong · Chief Financial Officer");
    await shoot(page, "activity-page-ended-en", { fullPage: "desktop" });
    await p.setLanguage("zh-CN");
  });

  test("/mobileDetails at 390 px: player, Q&A, then the sections, without horizontal overflow", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const p = new ActivityPageModel(page);
    await p.open(`/mobileDetails/${live}`);
    await expect(p.root).toHaveAttribute("data-layout", "mobile");
    await expect(p.qa).toBeVisible();
    await expect(p.guests.first()).toBeVisible();
    const qaTop = (await p.qa.boundingBox())!.y;
    const guestsTop = (await p.section("guests").boundingBox())!.y;
    expect(qaTop).toBeLessThan(guestsTop);
    expect(await p.overflowsHorizontally()).toBe(false);
    await shoot(page, "activity-page-mobile", { widths: [390] });

    await p.open(`/activityDetails/${upcoming}`);
    expect(await p.overflowsHorizontally()).toBe(false);
  });

  test("a collective lists its companies; a corner shows one company's page and Q&A", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const p = new ActivityPageModel(page);
    await p.open(`/activityDetails/${collective}`);
    await expect(p.cornerLinks).toHaveCount(3);
    const name = (await p.cornerLinks.nth(1).getAttribute("data-name")) ?? "";
    await p.cornerLinks.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/singleCompany/${collective}/\\d+$`));
    await expect(p.company).toContainText(name);
    await expect(p.qa).toBeVisible();
    await shoot(page, "activity-page-corner", { fullPage: "desktop" });
  });

  test("/stayTuned counts down and offers the calendar file", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const p = new ActivityPageModel(page);
    await page.goto(`/stayTuned/${upcoming}`);
    await expect(p.stayTuned).toBeVisible();
    await expect(p.countdown).toBeVisible();
    const file = await p.downloadCalendar();
    expect(file.name).toBe(`activity-${upcoming}.ics`);
    expect(await p.overflowsHorizontally()).toBe(false);
    await shoot(page, "activity-page-stay-tuned", { widths: [390, 1440] });
  });
});
