import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { ActivityManagePage } from "#client/features/activity-manage/components/activity-manage-page.tsx";
import { DEFAULT_ACTIVITY_SEARCH, type TActivityListSearch } from "#client/features/activity-manage/activity-search.ts";
import { activity, pageOf, renderInRouter, stubApi, type TCall } from "./harness.tsx";
import { quietFocusTrapWarning } from "../widgets/render.tsx";

// A fixed "now" before every deadline of the fixtures (2026-11-23 10:00 Beijing).
const NOW = new Date("2026-11-23T02:00:00Z");

function Page({ initial = DEFAULT_ACTIVITY_SEARCH }: { initial?: TActivityListSearch }) {
  const [search, setSearch] = useState(initial);
  return <ActivityManagePage search={search} onSearchChange={setSearch} />;
}

const cancellable = activity({ activityId: 1, title: "可以取消的活动" });
const submitted = activity({ activityId: 2, title: "资料已提交", isInfoSubed: true, infoSubTime: "2026-11-22T02:00:00.000Z" });
const collectiveClosed = activity({ activityId: 3, title: "集体活动预约已截止", isMulti: true, bookingEndTime: "2026-11-22T02:00:00.000Z" });

let calls: TCall[];
let exited: number[];

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  localStorage.setItem("token", "demo-token");
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  quietFocusTrapWarning();
  exited = [];
  calls = stubApi((path, body) => {
    if (path === "auth/v1/activity_company/company_activity_page") {
      const ended = body.getAll("status").join(",") === "3";
      if (ended) return pageOf([activity({ activityId: 9, title: "已结束的活动", status: 3, pubStatus: 2, isInfoSubed: true })]);
      return pageOf([cancellable, submitted, collectiveClosed].filter((a) => !exited.includes(a.activityId)), 23);
    }
    if (path === "auth/v1/activity_company/company_exit_activity") {
      exited.push(Number(body.get("activityId")));
      return [];
    }
    return undefined;
  });
});

afterEach(() => {
  vi.useRealTimers();
});

const card = (title: string) => screen.getByText(title).closest("[data-testid=activity-card]") as HTMLElement;

describe("activity list", () => {
  it("offers cancel only where the rule allows, and shows the page summary", async () => {
    renderInRouter(<Page />);
    await screen.findByText("可以取消的活动");
    expect(within(card("可以取消的活动")).queryByTestId("cancel-booking")).not.toBeNull();
    expect(within(card("资料已提交")).queryByTestId("cancel-booking")).toBeNull();
    expect(within(card("集体活动预约已截止")).queryByTestId("cancel-booking")).toBeNull();
    expect(within(card("集体活动预约已截止")).getByTestId("activity-kind").textContent).toBe("集体活动");
    expect(screen.getByTestId("page-summary").textContent).toBe("共 23 条，第 1/3 页");
    const request = calls.find((c) => c.path.endsWith("company_activity_page"))!;
    expect(request.body.getAll("status")).toEqual(["1", "2"]);
    expect(request.body.get("pageSize")).toBe("10");
  });

  it("cancels after the confirmation with the spec's text", async () => {
    renderInRouter(<Page />);
    await screen.findByText("可以取消的活动");
    fireEvent.click(within(card("可以取消的活动")).getByTestId("cancel-booking"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("提示")).toBeTruthy();
    expect(within(dialog).getByTestId("cancel-confirm-text").textContent).toBe(
      "请注意，在资料提交之后，您将无法取消预约。确定取消可以取消的活动吗?",
    );
    fireEvent.click(within(dialog).getByTestId("cancel-confirm-ok"));
    await waitFor(() => expect(screen.queryByText("可以取消的活动")).toBeNull());
    expect(exited).toEqual([1]);
  });

  it("never offers cancel on the ended tab, and sends the ended tab's filters", async () => {
    renderInRouter(<Page initial={{ ...DEFAULT_ACTIVITY_SEARCH, tab: "ended" }} />);
    await screen.findByText("已结束的活动");
    expect(screen.queryByTestId("cancel-booking")).toBeNull();
    fireEvent.change(screen.getByTestId("filter-title"), { target: { value: "业绩" } });
    fireEvent.click(screen.getByTestId("filter-search"));
    await waitFor(() => expect(calls.some((c) => c.body.get("activityTitle") === "业绩")).toBe(true));
    const searched = calls.filter((c) => c.body.get("activityTitle") === "业绩").at(-1)!;
    expect(searched.body.getAll("status")).toEqual(["3"]);
    expect(searched.body.get("pageNo")).toBe("1");
  });

  it("shows the empty state when there is nothing", async () => {
    stubApi((path) => (path.endsWith("company_activity_page") ? pageOf([]) : undefined));
    renderInRouter(<Page />);
    expect(await screen.findByTestId("empty-state")).toBeTruthy();
    expect(screen.queryByTestId("page-summary")).toBeNull();
  });
});
