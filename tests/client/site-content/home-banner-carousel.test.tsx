import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { HomeBannerCarousel, AUTOPLAY_MS } from "#client/features/site-content/components/home-banner-carousel.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import type { TBanner } from "#shared/api/content.contract.ts";
import { FIRST_PAINT_ELEMENT_ID } from "#shared/shell/first-paint.ts";
import { renderInRouter, resetQueries, stubApi } from "../layout/shell-harness.tsx";

const banners: TBanner[] = [
  { id: 1, title: "第一张", titleEn: "First", imageUrl: "/static/content/banner-1.svg", targetType: 1, targetId: 18, targetUrl: null, sort: 10 },
  { id: 2, title: "第二张", titleEn: null, imageUrl: "/files/uploads/b.png", targetType: 3, targetId: null, targetUrl: "https://a.example/", sort: 20 },
];

let reduced = false;
const scrolls: number[] = [];

beforeAll(async () => {
  await activateLocale("zh-CN");
});
beforeEach(() => {
  resetQueries();
  stubApi({ "pub/v1/checkLogin": ["0"] });
  reduced = false;
  scrolls.length = 0;
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({ matches: query.includes("reduced-motion") && reduced, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
  // jsdom has no layout: each scrollTo records the slide it aims at
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    scrolls.push(typeof options === "object" ? (options.left ?? 0) : 0);
  } as Element["scrollTo"];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("HomeBannerCarousel", () => {
  it("shows each banner with its target, dots and controls named for screen readers", async () => {
    renderInRouter(<HomeBannerCarousel banners={banners} />);
    const slides = await screen.findAllByTestId("banner-slide");
    expect(slides).toHaveLength(2);
    expect(slides[0]!.querySelector("a")!.getAttribute("href")).toBe("/activityDetails/18");
    expect(slides[1]!.querySelector("a")!.getAttribute("href")).toBe("https://a.example/");
    expect(slides[1]!.querySelector("img")!.getAttribute("src")).toBe("/api/files/uploads/b.png");
    expect(screen.getAllByTestId("banner-dot")[0]!.getAttribute("aria-current")).toBe("true");
    expect(screen.getByLabelText("下一张")).toBeTruthy();
    fireEvent.click(screen.getAllByTestId("banner-dot")[1]!);
    expect(screen.getAllByTestId("banner-dot")[1]!.getAttribute("aria-current")).toBe("true");
  });

  it("advances by itself, but not while hovered or after pause", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderInRouter(<HomeBannerCarousel banners={banners} />);
    await screen.findAllByTestId("banner-slide");
    await act(async () => vi.advanceTimersByTime(AUTOPLAY_MS + 50));
    expect(scrolls.length).toBe(1);
    fireEvent.mouseEnter(screen.getByTestId("banner-carousel"));
    await act(async () => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(scrolls.length).toBe(1);
    fireEvent.mouseLeave(screen.getByTestId("banner-carousel"));
    fireEvent.click(screen.getByTestId("banner-pause"));
    await act(async () => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(scrolls.length).toBe(1);
  });

  it("never moves by itself when the visitor prefers reduced motion", async () => {
    reduced = true;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderInRouter(<HomeBannerCarousel banners={banners} />);
    await screen.findAllByTestId("banner-slide");
    await act(async () => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(scrolls).toEqual([]);
    expect(screen.queryByTestId("banner-pause")).toBeNull();
  });

  describe("the first slide the server drew over the page", () => {
    const drawn = () => {
      const layer = document.createElement("div");
      layer.id = FIRST_PAINT_ELEMENT_ID;
      document.body.append(layer);
    };

    it("stays while the banners load and goes in the commit that draws the carousel's own slide", async () => {
      drawn();
      let answer: (response: Response) => void = () => undefined;
      vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
      renderInRouter(<HomeBannerCarousel />);
      expect(await screen.findByTestId("banner-carousel-loading")).toBeTruthy();
      expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).not.toBeNull();
      await act(async () => answer(new Response(JSON.stringify({ code: 200, datas: banners, message: "操作成功" }), { headers: { "content-type": "application/json" } })));
      expect(await screen.findAllByTestId("banner-slide")).toHaveLength(2);
      expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).toBeNull();
    });

    it("goes when there is no banner to show", async () => {
      drawn();
      stubApi({ "pub/v1/index/banner_list": [] });
      renderInRouter(<HomeBannerCarousel />);
      await vi.waitFor(() => expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).toBeNull());
      expect(screen.queryByTestId("banner-carousel")).toBeNull();
    });
  });
});
