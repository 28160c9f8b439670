import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { VideoConvergePage } from "#client/features/public-videos/components/video-converge-page.tsx";
import { renderInRouter, stubApi, type TCall } from "../activity/harness.tsx";

const categories = [
  { id: 11, navType: "nav4", name: "业绩解读", enName: "Results Explained", sort: 1 },
  { id: 12, navType: "nav4", name: "投教课堂", enName: "Investor Education", sort: 2 },
];
const card = (id: number, title: string) => ({
  id, navType: "nav4", categoryId: 11, categoryName: "业绩解读", categoryEnName: null, companyId: null, companyName: null, companyEnName: null,
  stockCode: null, title, titleEn: null, coverPath: null, duration: null, publishTime: "2026-11-23T02:00:00.000Z", viewCount: 3,
});

let calls: TCall[];
let records: ReturnType<typeof card>[];

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  records = [card(1, "三季度业绩解读"), card(2, "年报五个数字")];
  calls = stubApi((path) => {
    if (path === "pub/v1/video/video_category_list") return categories;
    if (path === "pub/v1/video/video_page") return [{ records, current: 1, pages: 1, total: records.length }];
    return undefined;
  });
});

const pageCalls = () => calls.filter((c) => c.path === "pub/v1/video/video_page").map((c) => Object.fromEntries(c.body.entries()));

describe("the video aggregation page", { timeout: 20_000 }, () => {
  it("shows the channel's tabs and cards, and a tab choice goes into the query", async () => {
    const onQueryChange = vi.fn();
    renderInRouter(<VideoConvergePage query={{ navType: "nav4", category: 12 }} onQueryChange={onQueryChange} />, "/stockVideoConverge");
    expect((await screen.findAllByTestId("video-card")).map((c) => c.textContent)).toEqual([expect.stringContaining("三季度业绩解读"), expect.stringContaining("年报五个数字")]);
    expect(screen.getAllByTestId("video-category").map((t) => t.textContent)).toEqual(["业绩解读", "投教课堂"]);
    expect(pageCalls()).toEqual([{ navType: "nav4", pageNo: "1", pageSize: "15", categoryId: "12" }]);
    fireEvent.click(screen.getByText("业绩解读"));
    expect(onQueryChange).toHaveBeenCalledWith({ navType: "nav4", category: 11 });
    fireEvent.click(screen.getByTestId("video-category-all"));
    expect(onQueryChange).toHaveBeenLastCalledWith({ navType: "nav4" });
  });

  it("drops a category the channel does not have instead of asking for it", async () => {
    const onQueryChange = vi.fn();
    renderInRouter(<VideoConvergePage query={{ navType: "nav4", category: 99 }} onQueryChange={onQueryChange} />, "/stockVideoConverge");
    await waitFor(() => expect(onQueryChange).toHaveBeenCalledWith({ navType: "nav4" }));
    await screen.findAllByTestId("video-card");
    expect(pageCalls().every((b) => b.categoryId === undefined)).toBe(true);
  });

  it("says so when a channel has nothing yet", async () => {
    records = [];
    renderInRouter(<VideoConvergePage query={{ navType: "nav5" }} onQueryChange={() => {}} />, "/stockVideoConverge");
    expect((await screen.findByTestId("video-empty")).textContent).toContain("暂无视频");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("基金视野");
  });
});
