import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { WeekdayCalendar } from "#client/features/booking/components/weekday-calendar.tsx";
import { renderWidget } from "../widgets/render.tsx";

beforeEach(async () => {
  await activateLocale("zh-CN");
});

describe("weekday calendar", () => {
  it("shows Monday to Friday only, the quota of each date, and disables full dates", () => {
    const onChange = vi.fn();
    renderWidget(
      <WeekdayCalendar
        label="活动日期"
        loading={false}
        value={null}
        onChange={onChange}
        dates={[
          { bizDate: "2026-12-01", number: 3 },
          { bizDate: "2026-12-02", number: 0 },
          { bizDate: "2026-12-07", number: 1 },
        ]}
      />,
    );
    const grid = screen.getByRole("grid", { name: "活动日期" });
    expect(within(grid).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["周一", "周二", "周三", "周四", "周五"]);
    expect(grid.querySelector('[data-date="2026-12-05"]')).toBeNull();
    expect(screen.getByRole("button", { name: "2026-12-01 余3" })).toHaveProperty("disabled", false);
    expect(screen.getByRole("button", { name: "2026-12-02 已满" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "2026-12-04" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "2026-12-07 余1" }));
    expect(onChange).toHaveBeenCalledWith({ bizDate: "2026-12-07", number: 1 });
    expect(screen.getByTestId("calendar-month").textContent).toBe("2026年12月");
  });

  it("says 暂无可选日期 when nothing is offered", () => {
    renderWidget(<WeekdayCalendar label="活动日期" loading={false} value={null} onChange={() => {}} dates={[]} />);
    expect(screen.getByText("暂无可选日期")).toBeTruthy();
  });
});
