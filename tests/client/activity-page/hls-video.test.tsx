import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { HlsVideo } from "#client/features/activity-page/components/hls-video.tsx";
import { renderWidget } from "../widgets/render.tsx";

// jsdom has no Media Source Extensions, so the real hls.js declines to play here; this stand-in of its light
// build records what the player asks of it and lets the test raise its errors.
const hls = vi.hoisted(() => ({ instances: [] as FakeHls[] }));
type Handler = (event: string, data: { fatal: boolean }) => void;
interface FakeHls {
  config: Record<string, unknown>;
  source: string | null;
  media: HTMLMediaElement | null;
  handlers: Map<string, Handler>;
  destroyed: boolean;
}
vi.mock("hls.js/light", () => {
  class Hls {
    static Events = { ERROR: "hlsError" };
    static isSupported = () => true;
    source: string | null = null;
    media: HTMLMediaElement | null = null;
    handlers = new Map<string, Handler>();
    destroyed = false;
    constructor(readonly config: Record<string, unknown>) {
      hls.instances.push(this);
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, handler);
    }
    loadSource(src: string) {
      this.source = src;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { default: Hls };
});

beforeEach(async () => {
  await activateLocale("zh-CN");
});

describe("the live stream through hls.js (light build)", () => {
  it("hands the address to hls.js, attaches the video, falls back on a fatal error only, and lets go when it leaves", async () => {
    const onFail = vi.fn();
    const { unmount } = renderWidget(<HlsVideo src="https://live.example.com/a/index.m3u8" onFail={onFail} />);
    await vi.waitFor(() => expect(hls.instances).toHaveLength(1), { timeout: 5000 });
    const h = hls.instances[0]!;
    expect(h.source).toBe("https://live.example.com/a/index.m3u8");
    expect(h.media).toBe(screen.getByTestId("live-video"));
    // the portal's policy allows workers from its own files only
    expect(h.config.enableWorker).toBe(false);
    act(() => h.handlers.get("hlsError")!("hlsError", { fatal: false }));
    expect(onFail).not.toHaveBeenCalled();
    act(() => h.handlers.get("hlsError")!("hlsError", { fatal: true }));
    expect(onFail).toHaveBeenCalledTimes(1);
    unmount();
    expect(h.destroyed).toBe(true);
  });

  it("shows its controls once the stream has answered, a loader until then", async () => {
    renderWidget(<HlsVideo src="https://live.example.com/b/index.m3u8" onFail={() => undefined} />);
    const video = screen.getByTestId("live-video") as HTMLVideoElement;
    expect(video.controls).toBe(false);
    expect(screen.getByTestId("live-video-loading")).toBeTruthy();
    fireEvent.loadedMetadata(video);
    expect(video.controls).toBe(true);
    expect(screen.queryByTestId("live-video-loading")).toBeNull();
  });
});
