import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { ActivityHeaderCard } from "#client/features/public-qa/components/activity-header-card.tsx";
import { publicState, timeBlock } from "#client/features/public-qa/public-qa.display.ts";
import { renderWidget } from "../widgets/render.tsx";
import { activity } from "./fixtures.ts";

beforeEach(async () => {
  await activateLocale("zh-CN");
});

describe("the public header", () => {
  it("shows the title, the company with its stock code, the time and the state", () => {
    renderWidget(<ActivityHeaderCard activity={activity()} />);
    expect(screen.getByTestId("activity-title").textContent).toBe("鹏城智能2026年第三季度业绩说明会");
    expect(screen.getByTestId("activity-company").textContent).toBe("鹏城智能300888");
    expect(screen.getByTestId("activity-time").textContent).toContain("2026-11-21 15:00-17:00");
    expect(screen.getByTestId("activity-state").dataset.state).toBe("live");
    expect(screen.queryByTestId("preview-banner")).toBeNull();
  });

  it("shows the English title on the English site, and the preview banner for a test-code preview", async () => {
    await activateLocale("en-US");
    renderWidget(<ActivityHeaderCard activity={activity({ isPreview: true, pubStatus: 0, status: 1 })} />);
    expect(screen.getByTestId("activity-title").textContent).toBe("Pengcheng Intelligence Q3 2026 Results Briefing");
    expect(screen.getByTestId("preview-banner")).toBeTruthy();
    expect(screen.getByTestId("activity-state").dataset.state).toBe("upcoming");
    await activateLocale("zh-CN");
  });

  it("names the state by the rule: cancelled first, then the clock's status", () => {
    expect(publicState({ isCancel: true, status: 2 })).toBe("cancelled");
    expect(publicState({ isCancel: false, status: 1 })).toBe("upcoming");
    expect(publicState({ isCancel: false, status: 2 })).toBe("live");
    expect(publicState({ isCancel: false, status: 3 })).toBe("ended");
    expect(timeBlock({ startDate: "2026-11-21", startTime: "21:40", endDate: "2026-11-22", endTime: "00:20" })).toBe("2026-11-21 21:40 - 2026-11-22 00:20");
  });
});
