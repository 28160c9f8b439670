import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { RecentActivitiesCard } from "#client/features/company-home/components/recent-activities-card.tsx";
import { quietFocusTrapWarning, renderWidget } from "../widgets/render.tsx";

beforeEach(async () => {
  quietFocusTrapWarning();
  await activateLocale("zh-CN");
  queryClient.clear();
  localStorage.setItem("token", "demo-token");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ code: 200, datas: [{ records: [], current: 1, pages: 0, total: 0 }], message: "操作成功" }), { headers: { "content-type": "application/json" } })),
  );
});

describe("the government account's date range", () => {
  it("heads its calendar 2026年11月, as the booking calendar does, not 十一月 2026", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T04:00:00Z"), toFake: ["Date"] });
    try {
      renderWidget(<RecentActivitiesCard />);
      fireEvent.click(await screen.findByTestId("gov-dates"));
      expect(await screen.findByText("2026年11月")).toBeTruthy();
      expect(screen.queryByText(/十一月/)).toBeNull();
      // the week starts on Monday
      const weekdays = [...document.querySelectorAll("thead th")].map((th) => th.textContent);
      expect(weekdays[0]).toBe("一");
    } finally {
      vi.useRealTimers();
    }
  });
});
