import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { AppProviders } from "#client/components/app-providers.tsx";
import { NoticeBanner } from "#client/app/shell/notice-banner.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { DEFAULT_PUBLIC_SETTINGS, shellKeys } from "#client/features/shell/shell.queries.ts";
import { ShellDictionary } from "#shared/shell/boot-data.ts";
import { resetQueries } from "./shell-harness.tsx";

const BANNER_TEXT = "本周多家上市公司将举行年度业绩说明会";
const UPGRADE_TEXT = "平台将于22:00至23:59进行系统升级";

function dictionaryItem(code: string, parentCode: string, attachField1: string) {
  return { id: 1, code, parentCode, name: code, attachField1, attachField2: null, sort: 1, status: 1 };
}

/** Seeds what the banner reads, so nothing is fetched and time is the only input. */
function seed({ banner = null, upgradeWindow = null }: { banner?: { startAt: string; endAt: string } | null; upgradeWindow?: string | null }) {
  queryClient.setQueryData(shellKeys.publicSettings(), {
    ...DEFAULT_PUBLIC_SETTINGS,
    noticeBanner: banner ? { text: BANNER_TEXT, speed: 60, ...banner } : null,
  });
  queryClient.setQueryData(
    shellKeys.dictionary(ShellDictionary.updateTime),
    upgradeWindow ? [dictionaryItem("SystemConfigUpdateTime_1", "SystemConfigUpdateTime", upgradeWindow)] : [],
  );
  queryClient.setQueryData(shellKeys.dictionary(ShellDictionary.updateNotify), [
    dictionaryItem("SystemConfigUpdateNotify_1", "SystemConfigUpdateNotify", UPGRADE_TEXT),
  ]);
}

function renderBanner() {
  return render(<NoticeBanner />, { wrapper: AppProviders });
}

/** Moves the pinned clock on and lets the banner's one-second check run. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(() => {
  resetQueries();
  sessionStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("system notice banner", () => {
  it("shows inside its window and hides within a second of the window's end", () => {
    vi.setSystemTime(new Date("2026-11-24T06:59:58Z"));
    seed({ banner: { startAt: "2026-11-24T06:00:00Z", endAt: "2026-11-24T07:00:00Z" } });
    renderBanner();

    expect(screen.getByTestId("notice-text").textContent).toBe(BANNER_TEXT);
    advance(1000);
    expect(screen.queryByTestId("notice-banner")).not.toBeNull();
    advance(1000);
    expect(screen.queryByTestId("notice-banner")).toBeNull();
  });

  it("appears by itself when its window opens", () => {
    vi.setSystemTime(new Date("2026-11-24T05:59:59Z"));
    seed({ banner: { startAt: "2026-11-24T06:00:00Z", endAt: "2026-11-24T07:00:00Z" } });
    renderBanner();

    expect(screen.queryByTestId("notice-banner")).toBeNull();
    advance(1000);
    expect(screen.getByTestId("notice-text").textContent).toBe(BANNER_TEXT);
  });

  it("stays closed for the rest of its window once closed, also after a reload of the banner", () => {
    vi.setSystemTime(new Date("2026-11-24T06:30:00Z"));
    seed({ banner: { startAt: "2026-11-24T06:00:00Z", endAt: "2026-11-24T07:00:00Z" } });
    const { unmount } = renderBanner();

    fireEvent.click(screen.getByTestId("notice-close"));
    expect(screen.queryByTestId("notice-banner")).toBeNull();
    unmount();

    renderBanner();
    advance(1000);
    expect(screen.queryByTestId("notice-banner")).toBeNull();
  });

  it("shows the system-upgrade notification during the SystemConfigUpdateTime window (China time)", () => {
    // 22:30 in China is 14:30 UTC
    vi.setSystemTime(new Date("2026-11-24T14:30:00Z"));
    seed({ upgradeWindow: "2026-11-24_start22:00_end23:59" });
    renderBanner();

    expect(screen.getByTestId("notice-text").textContent).toBe(UPGRADE_TEXT);
    advance(90 * 60_000);
    expect(screen.queryByTestId("notice-banner")).toBeNull();
  });

  it("shows nothing without a configured notice, or outside every window", () => {
    vi.setSystemTime(new Date("2026-11-25T02:00:00Z"));
    seed({ banner: { startAt: "2026-11-24T06:00:00Z", endAt: "2026-11-24T07:00:00Z" }, upgradeWindow: "2026-11-24_start22:00_end23:59" });
    renderBanner();
    expect(screen.queryByTestId("notice-banner")).toBeNull();
  });

  it("scrolls at a duration derived from the configured speed", () => {
    vi.setSystemTime(new Date("2026-11-24T06:30:00Z"));
    seed({ banner: { startAt: "2026-11-24T06:00:00Z", endAt: "2026-11-24T07:00:00Z" } });
    renderBanner();
    // jsdom measures nothing, so the shortest pass applies; a browser gets (bar + text width) / speed
    expect(screen.getByTestId("notice-text").style.animationDuration).toBe("5s");
  });
});
