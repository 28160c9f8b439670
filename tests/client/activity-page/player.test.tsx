import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { Player } from "#client/features/activity-page/components/player.tsx";
import { renderWidget } from "../widgets/render.tsx";
import { activity } from "../public-qa/fixtures.ts";

beforeEach(async () => {
  await activateLocale("zh-CN");
});

describe("the live player", () => {
  it("plays the stream through hls.js where HLS is not native, and falls back to the text Q&A when it cannot play", async () => {
    renderWidget(<Player activity={activity({ status: 2, liveUrl: "https://live.example.com/a/index.m3u8" })} />);
    expect(screen.getByTestId("player").dataset.mode).toBe("live");
    // jsdom plays no HLS itself and has no Media Source Extensions for hls.js: the page says so and keeps the Q&A
    expect((await screen.findByTestId("stream-fallback")).textContent).toContain("文字互动");
    expect(screen.queryByTestId("live-video")).toBeNull();
  });

  it("offers the text Q&A alone when the live activity has no stream", () => {
    renderWidget(<Player activity={activity({ status: 2, liveUrl: null })} />);
    expect(screen.getByTestId("player").dataset.mode).toBe("textOnly");
    expect(screen.queryByTestId("stream-fallback")).toBeNull();
  });
});
