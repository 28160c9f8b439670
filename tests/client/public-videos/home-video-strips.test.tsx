import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import type { TPublicVideo } from "#shared/api/public-video.contract.ts";
import { HomeVideoStrips } from "#client/features/public-videos/components/home-video-strips.tsx";
import { renderInRouter, stubApi, type TCall } from "../activity/harness.tsx";

const video = (id: number, navType: "nav4" | "nav5", title: string, titleEn: string | null): TPublicVideo => ({
  id, navType, categoryId: 1, categoryName: "业绩解读", categoryEnName: "Results Explained", companyId: 1, companyName: "鹏城智能",
  companyEnName: "Pengcheng Intelligent", stockCode: "300917", title, titleEn, coverPath: null, duration: 65,
  publishTime: "2026-11-23T02:00:00.000Z", viewCount: 12_860,
});

let fundVision: TPublicVideo[];
let calls: TCall[];

beforeEach(async () => {
  queryClient.clear();
  fundVision = [video(7, "nav5", "基金定投的三个误区", "Three Myths About Regular Fund Investing")];
  calls = stubApi((path, body) => {
    if (path !== "pub/v1/video/video_page") return undefined;
    const records = body.get("navType") === "nav5" ? fundVision : [video(1, "nav4", "鹏城智能三季度业绩解读", null), video(2, "nav4", "行业分析", "Industry Analysis")];
    return [{ records, current: 1, pages: 1, total: records.length }];
  });
});

describe("the home page's video strips", { timeout: 20_000 }, () => {
  it("shows four of the newest videos of each channel, linked to their pages", async () => {
    await activateLocale("zh-CN");
    renderInRouter(<HomeVideoStrips />, "/home");
    const stock = await screen.findByTestId("home-strip-nav4");
    expect((await within(stock).findAllByTestId("video-card")).map((c) => c.getAttribute("href"))).toEqual(["/videoDetail?id=1", "/videoDetail?id=2"]);
    expect(within(stock).getAllByText("鹏城智能 300917")).toHaveLength(2);
    expect(await within(await screen.findByTestId("home-strip-nav5")).findByText("基金定投的三个误区")).toBeTruthy();
    expect(screen.getByTestId("home-strip-nav5-more").getAttribute("href")).toBe("/stockVideoConverge?navType=nav5");
    const asked = calls.filter((c) => c.path === "pub/v1/video/video_page").map((c) => [c.body.get("navType"), c.body.get("pageSize")]);
    expect(asked.sort()).toEqual([["nav4", "4"], ["nav5", "4"]]);
  });

  it("uses the English titles in English, and leaves out a channel with nothing published", async () => {
    await activateLocale("en-US");
    fundVision = [];
    renderInRouter(<HomeVideoStrips />, "/home");
    const stock = await screen.findByTestId("home-strip-nav4");
    // no English title: the Chinese one stands
    expect(await within(stock).findByText("鹏城智能三季度业绩解读")).toBeTruthy();
    expect(within(stock).getByText("Industry Analysis")).toBeTruthy();
    expect(within(stock).getAllByText("12.8k views")).toHaveLength(2);
    expect(within(stock).getByText("Company Videos")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("home-strip-nav5")).toBeNull());
    await activateLocale("zh-CN");
  });
});
