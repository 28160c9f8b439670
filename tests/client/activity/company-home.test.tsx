import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { CompanyHomeCards } from "#client/features/company-home/components/company-home-cards.tsx";
import { DEMO } from "../centre/demo-fixtures.ts";
import { quietFocusTrapWarning } from "../widgets/render.tsx";
import { pageOf, renderInRouter, stubApi, type TCall } from "./harness.tsx";

let calls: TCall[];
let nextWeekTotal: number;

const distributionRow = {
  id: 5,
  activityId: 77,
  companyFullName: "深圳市鹏城智能科技股份有限公司",
  activityTitle: "新能源产业链集体路演",
  pvNum: null,
  submitStatus: 0,
  crtTime: "2026-11-20T02:00:00.000Z",
  updTime: null,
  activityStartDate: "2026-11-25",
  activityStartTime: "14:00",
  liveDistributeUrl: "https://live.example.com/77",
  liveDistributeBackUrl: null,
  interactUrl: "https://live.example.com/77/qa",
  pubStatus: 2,
};

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  localStorage.setItem("token", "demo-token");
  quietFocusTrapWarning();
  nextWeekTotal = 120;
  calls = stubApi((path) => {
    switch (path) {
      case "auth/v1/message/message_page":
        return pageOf([
          { id: 3, msgTitle: "场地已确认", content: "", status: 0, crtTime: "2026-11-22T02:00:00.000Z" },
          { id: 2, msgTitle: "页面已发布", content: "", status: 1, crtTime: "2026-11-21T02:00:00.000Z" },
        ]);
      case "auth/v1/activity_distribute/company_distribute_page":
        return pageOf([distributionRow]);
      case "auth/v1/activity_distribute/company_distribute_activity":
        return pageOf([], nextWeekTotal);
      case "auth/v1/activity/gov_activity_page_new":
        return pageOf([{ activityId: 9, stockCode: "300917", shortName: "鹏城智能", title: "年度业绩说明会", startDate: "2026-11-10", startTime: "15:00", holdWay: "视频" }]);
      case "auth/v1/activity_stat/list":
        return [
          {
            allPvNum: 1200, allUvNum: 800, allIpNum: 640, questionNum: 3, answerNum: 2, personalAskCount: 2, shipCompanyAskCount: 0,
            fundAskCount: 1, vipAskCount: 0, mediumAskCount: 0, governmentAskCount: 0, otherAskCount: 0, avgDuration: 300,
          },
        ];
      default:
        return undefined;
    }
  });
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: vi.fn(async () => {}) } });
});


const render = (account: string, loginType = "1") => {
  const { user, company } = DEMO[account]!;
  return renderInRouter(<CompanyHomeCards company={company!} user={user} loginType={loginType} />, "/center");
};

describe("company home cards", () => {
  it("gives listed-admin messages and distribution with the capped badge, not recent activities", async () => {
    render("listed-admin");
    const card = await screen.findByTestId("home-message-card");
    await within(card).findByText("场地已确认");
    expect(within(card).getAllByTestId("home-message").map((m) => m.getAttribute("data-status"))).toEqual(["0", "1"]);
    expect(calls.find((c) => c.path.endsWith("message_page"))!.body.get("pageSize")).toBe("3");
    await screen.findByTestId("distribution-row");
    await waitFor(() => expect(screen.getByTestId("next-week-badge").textContent).toContain("99"));
    expect(screen.queryByTestId("home-recent-card")).toBeNull();

    fireEvent.click(screen.getByTestId("copy-distribute-url"));
    expect(await screen.findByText("复制成功！")).toBeTruthy();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith("https://live.example.com/77");
  });

  it("hides distribution from a member without the flag", async () => {
    render("listed-member");
    await screen.findByTestId("home-message-card");
    expect(screen.queryByTestId("home-distribution-card")).toBeNull();
  });

  it("gives gov-user recent activities and the view-data dialog with the reply rate", async () => {
    render("gov-user");
    await screen.findByTestId("gov-row");
    expect(screen.queryByTestId("home-distribution-card")).toBeNull();
    fireEvent.click(screen.getByTestId("gov-view-data"));
    expect((await screen.findByTestId("stat-reply-rate-value")).textContent).toBe("66.67%");
    expect(screen.getByTestId("stat-pv-value").textContent).toBe("1200");
  });

  it("shows nothing for login type 5", () => {
    render("special-5", "5");
    expect(screen.queryByTestId("company-home-cards")).toBeNull();
  });
});
