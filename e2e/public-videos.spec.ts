import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { VideoConvergePage, VideoDetailPage, openIn, type TLocale } from "./page-models/public-videos.ts";
import { shoot } from "./page-models/screens.ts";
import { call, operatorToken } from "./page-models/ops.ts";

// The public video library (document 4 section 2.6) as the demo seeds it (src/server/db/seed/seed-public-videos.ts):
// 17 published stock videos (nav4), 6 Fund Vision videos (nav5), a draft and a scheduled video in each. Counts
// and first titles are read from the public calls, so a spec that adds a video meanwhile changes nothing here.
interface TPageAnswer {
  total: number;
  records: { title: string; titleEn: string | null }[];
}
async function channelPage(request: APIRequestContext, navType: string, extra: Record<string, string> = {}): Promise<TPageAnswer> {
  const response = await request.post("/base-service/api/pub/v1/video/video_page", { form: { navType, ...extra } });
  return ((await response.json()) as { datas: TPageAnswer[] }).datas[0]!;
}

for (const width of [1440, 390] as const) {
  for (const locale of ["zh-CN", "en-US"] as const satisfies readonly TLocale[]) {
    const english = locale === "en-US";
    test(`a visitor browses both channels, opens a video that plays, and follows a related one (${width} px, ${locale})`, async ({ page, request }) => {
      const nav4 = await channelPage(request, "nav4");
      const nav5 = await channelPage(request, "nav5");
      const titleOf = (r: { title: string; titleEn: string | null }) => (english && r.titleEn ? r.titleEn : r.title);
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      const list = new VideoConvergePage(page);

      // stock videos: the tabs, 15 cards, a second page
      await list.open("nav4", locale);
      await expect(list.heading).toHaveText(english ? "Company Videos" : "上市公司视频");
      await expect(list.tabs).toHaveText(english ? ["Results Explained", "Industry Analysis", "Investor Education", "Company Profiles"] : ["业绩解读", "行业分析", "投教课堂", "公司风采"]);
      await expect(list.cards).toHaveCount(15);
      const firstTitles = await list.titles();
      expect(firstTitles).toEqual(nav4.records.map(titleOf));
      expect(firstTitles.some((x) => /草稿|draft|明日发布|Tomorrow/.test(x))).toBe(false);
      expect(await new VideoDetailPage(page).overflowsHorizontally()).toBe(false);
      await shoot(page, `public-videos-nav4-${locale}`, { widths: [width] });
      await list.goToPage(2);
      await expect(page).toHaveURL(/page=2/);
      await expect(list.cards).toHaveCount(nav4.total - 15);

      // a category tab narrows the list and lives in the address
      await list.chooseTab(english ? "Investor Education" : "投教课堂");
      await expect(page).toHaveURL(/category=\d+/);
      const category = /category=(\d+)/.exec(page.url())![1]!;
      await expect(list.cards).toHaveCount((await channelPage(request, "nav4", { categoryId: category })).total);

      // Fund Vision
      await list.open("nav5", locale);
      await expect(list.heading).toHaveText(english ? "Fund Vision" : "基金视野");
      await expect(list.cards).toHaveCount(nav5.total);
      await expect(list.pagination).toHaveCount(0);
      await shoot(page, `public-videos-nav5-${locale}`, { widths: [width] });

      // open the newest Fund Vision video: it plays, with its company, description and view count
      await list.cards.first().click();
      const video = new VideoDetailPage(page);
      await expect(video.title).toHaveText(english ? "ChinaAMC: Market Outlook for Q4 2026" : "华夏基金：2026年四季度市场展望");
      await expect(video.company).toContainText(english ? "China AMC" : "华夏基金");
      await expect(video.description).toContainText(english ? "The CIO looks at Q4" : "首席投资官");
      await expect(video.views).toContainText(english ? "views" : "次播放");
      const played = await video.playsForAWhile();
      expect(played.readyState).toBeGreaterThanOrEqual(2);
      expect(await video.overflowsHorizontally()).toBe(false);
      await shoot(page, `public-videos-detail-${locale}`, { widths: [width] });

      // a related video opens in place and plays its own file
      const firstId = await video.videoId();
      const related = video.related.first();
      const relatedId = Number(await related.getAttribute("data-video-id"));
      expect(relatedId).not.toBe(firstId);
      await related.click();
      await expect(page).toHaveURL(new RegExp(`videoDetail\\?id=${relatedId}$`));
      await expect(video.detail).toHaveAttribute("data-video-id", String(relatedId));
      await expect(video.related.locator(`[data-video-id="${relatedId}"]`)).toHaveCount(0);
      expect((await video.playsForAWhile()).currentTime).toBeGreaterThan(0);
    });
  }
}

test("a view counts once per visitor and hour, and a missing or unpublished video reads as not found", async ({ page, request }) => {
  const list = new VideoConvergePage(page);
  await list.open("nav4");
  const video = new VideoDetailPage(page);
  const firstView = video.nextViewAnswer();
  await list.cards.nth(2).click();
  const counted = await firstView;
  expect(counted.counted).toBe(true);
  await expect(video.views).toHaveAttribute("data-count", String(counted.viewCount));
  const id = await video.videoId();
  // a reload does not count this visitor again within the hour
  const secondView = video.nextViewAnswer();
  await page.reload();
  expect(await secondView).toEqual({ viewCount: counted.viewCount, counted: false });
  await expect(video.views).toHaveAttribute("data-count", String(counted.viewCount));

  // a draft's id and a missing one look the same
  const ops = await operatorToken(request);
  const [drafts] = await call<{ records: { id: number }[] }>(request, ops, "ops/v1/video_library/page", { status: 0, navType: "nav4" });
  const draftId = drafts!.records[0]!.id;
  expect(draftId).not.toBe(id);
  for (const url of [`/videoDetail?id=${draftId}`, "/videoDetail?id=999999", "/videoDetail?id=abc", "/videoDetail"]) {
    await openIn(page, url, "zh-CN");
    await expect(video.notFound).toContainText("视频不存在");
  }
  await openIn(page, "/videoDetail?id=999999", "en-US");
  await expect(video.notFound).toContainText("This video does not exist");
});
