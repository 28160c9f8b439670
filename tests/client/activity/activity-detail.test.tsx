import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import { ActivityDetailPage } from "#client/features/activity-manage/components/activity-detail-page.tsx";
import { quietFocusTrapWarning } from "../widgets/render.tsx";
import { activity, renderInRouter, stubApi, type TCall } from "./harness.tsx";

let current: TCompanyActivity;
let calls: TCall[];

const detailCalls = () => calls.filter((c) => c.path.endsWith("company_activity_list"));
const tabLabels = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  localStorage.setItem("token", "demo-token");
  quietFocusTrapWarning();
  current = activity();
  calls = stubApi((path) => {
    if (path === "auth/v1/activity_company/company_activity_list") return [current];
    if (path === "pub/v1/dictionary/dic_list")
      return [
        { id: 1, code: "OperationGuide_1", parentCode: "OperationGuide", name: "单场路演操作指引", attachField1: "/docs/guide/single.pdf", attachField2: null, sort: 1, status: 1 },
        { id: 2, code: "OperationGuide_2", parentCode: "OperationGuide", name: "基金路演操作指引", attachField1: "/docs/guide/fund.pdf", attachField2: "fund", sort: 2, status: 1 },
      ];
    if (path === "auth/v1/agreement/accept_agreement") {
      current = { ...current, isAcceptAgreement: true };
      return [];
    }
    return undefined;
  });
});


describe("activity detail page", () => {
  it("shows the header by its rules and the tabs the table allows", async () => {
    current = activity({ title: "深圳市鹏城智能科技股份有限公司2026年半年度业绩说明会暨投资者集体接待日活动", testCode: "T123", isOpenText: true });
    renderInRouter(<ActivityDetailPage activityId={101} />);
    const title = await screen.findByTestId("detail-title", {}, { timeout: 5000 });
    expect(title.textContent).toBe(`${Array.from(current.title).slice(0, 35).join("")}...`);
    expect(title.getAttribute("title")).toBe(current.title);
    expect(screen.getByTestId("detail-kind").textContent).toBe("单场活动");
    expect(screen.getByTestId("detail-preview").getAttribute("href")).toBe("/activityDetails/101/T123");
    expect(screen.getByTestId("detail-template")).toBeTruthy();
    expect(screen.getByTestId("detail-time").textContent).toContain("2026-12-10 15:00-17:00");
    expect((await screen.findByTestId("detail-guide")).getAttribute("href")).toBe("/docs/guide/single.pdf");
    // a live single roadshow: data, venue, attendees, promotion, Q&A
    expect(tabLabels()).toEqual(["活动信息", "场地信息", "参会人员信息", "活动推广", "问答列表"]);
    expect(screen.getByTestId("detail-data-tab").textContent).toContain("李明");
  });

  it("opens a step's tab, refetches the activity for tab 3, and renders the given video tab", async () => {
    current = activity({ videoType: 3, recType: 2, activityType: 5 });
    renderInRouter(<ActivityDetailPage activityId={101} renderVideoTab={(id) => <div data-testid="video-panel">video {id}</div>} />);
    await screen.findByTestId("detail-title", {}, { timeout: 5000 });
    expect(screen.queryByTestId("detail-template")).toBeNull();
    expect((await screen.findByTestId("detail-guide")).getAttribute("href")).toBe("/docs/guide/fund.pdf");
    expect(tabLabels()).toEqual(["活动信息", "视频上传", "活动推广"]);
    fireEvent.click(screen.getByTestId("progress-step-video"));
    expect((await screen.findByTestId("video-panel")).textContent).toBe("video 101");
    // an uploaded recording has no venue: its step reads not needed and is no button to press
    expect(screen.getByTestId("progress-step-venue").tagName).toBe("DIV");
    expect(screen.getByTestId("progress-step-venue").getAttribute("data-state")).toBe("none");
    fireEvent.click(screen.getByRole("tab", { name: "活动推广" }));
    expect(await screen.findByTestId("detail-tab-placeholder")).toBeTruthy();
  });

  it("refetches the activity when tab 3 opens", async () => {
    renderInRouter(<ActivityDetailPage activityId={101} />);
    await screen.findByTestId("detail-title", {}, { timeout: 5000 });
    const before = detailCalls().length;
    fireEvent.click(screen.getByRole("tab", { name: "参会人员信息" }));
    await waitFor(() => expect(detailCalls().length).toBe(before + 1));
  });

  it("asks for the booking notice when the activity's agreement is not yet accepted", async () => {
    current = activity({ isAcceptAgreement: false });
    renderInRouter(<ActivityDetailPage activityId={101} />);
    expect(await screen.findByTestId("agreement-page")).toBeTruthy();
  });
});
