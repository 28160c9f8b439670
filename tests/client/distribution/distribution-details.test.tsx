import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import type { TDistributionDetails, TDistributionPartnerRow } from "#shared/api/activity.contract.ts";
import { DistributionDetailsPage } from "#client/features/distribution/components/distribution-details-page.tsx";
import { quietFocusTrapWarning } from "../widgets/render.tsx";
import { renderInRouter, stubApi, type TCall } from "../activity/harness.tsx";

const base = "https://live.pengcheng-tech.example.com/roadshow/31";

function row(overrides: Partial<TDistributionPartnerRow> = {}): TDistributionPartnerRow {
  return {
    id: 7,
    activityId: 31,
    companyFullName: "杭州云栖数据技术股份有限公司",
    activityTitle: "云栖数据2026年半年度业绩说明会（分发）",
    pvNum: null,
    submitStatus: 0,
    crtTime: "2026-11-17T02:00:00.000Z",
    updTime: null,
    activityStartDate: "2026-11-19",
    activityStartTime: "09:30",
    liveDistributeUrl: `${base}/live`,
    liveDistributeBackUrl: `${base}/live-backup`,
    interactUrl: `${base}/interact`,
    pubStatus: 2,
    partnerCompanyId: 1,
    partnerFullName: "深圳市鹏城智能科技股份有限公司",
    ...overrides,
  };
}

function details(overrides: Partial<TDistributionDetails> = {}): TDistributionDetails {
  return {
    viewer: "partner",
    activity: {
      activityId: 31,
      title: "云栖数据2026年半年度业绩说明会（分发）",
      isMulti: false,
      activityTypeText: "业绩说明会",
      startDate: "2026-11-19",
      endDate: "2026-11-19",
      startTime: "09:30",
      endTime: "11:30",
      status: 3,
      pubStatus: 2,
      isCancel: false,
      companyFullName: "杭州云栖数据技术股份有限公司",
    },
    companies: [{ companyId: 9, shortName: "云栖数据", fullName: "杭州云栖数据技术股份有限公司" }],
    corner: null,
    distributions: [row()],
    stats: { allPvNum: 990, allUvNum: 614, allIpNum: 491, questionNum: 8, answerNum: 4, replyRate: "50.00" },
    ...overrides,
  };
}

let answer: () => ReturnType<Parameters<typeof stubApi>[0]>;
let calls: TCall[];

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  quietFocusTrapWarning();
  localStorage.setItem("token", "partner-token");
  answer = () => [details()];
  calls = stubApi((path) => {
    if (path === "auth/v1/activity_distribute/distribute_details") return answer();
    if (path === "auth/v1/activity_distribute/submit_pv_uv") {
      answer = () => [details({ distributions: [row({ submitStatus: 1, pvNum: 321 })] })];
      return { code: 200, datas: [{}], message: "提交成功" };
    }
    return undefined;
  });
});


const detailsCalls = () => calls.filter((c) => c.path === "auth/v1/activity_distribute/distribute_details");

describe("distribution details page", { timeout: 20_000 }, () => {
  it("shows the partner the header, its three addresses and the activity's data", async () => {
    renderInRouter(<DistributionDetailsPage activityId={31} companyId={null} />, "/distributeDetails/31");
    expect((await screen.findByTestId("distribution-title", {}, { timeout: 5000 })).textContent).toBe("云栖数据2026年半年度业绩说明会（分发）");
    expect(screen.getByTestId("distribution-state").textContent).toBe("已结束");
    expect(screen.getByTestId("distribution-time").textContent).toBe("2026-11-19 09:30-11:30");
    const partner = screen.getByTestId("distribution-partner-row");
    expect(partner.textContent).toContain(`${base}/live`);
    expect(partner.textContent).toContain(`${base}/live-backup`);
    expect(partner.textContent).toContain(`${base}/interact`);
    expect(within(partner).getByTestId("pv-status").textContent).toBe("未提交");
    expect(screen.getByTestId("stat-pv-value").textContent).toBe("990");
    expect(screen.getByTestId("stat-uv-value").textContent).toBe("614");
    expect(screen.getByTestId("stat-reply-rate-value").textContent).toBe("50.00%");
    expect(detailsCalls()[0]!.body.get("activityId")).toBe("31");
    expect(detailsCalls()[0]!.body.has("companyId")).toBe(false);
  });

  it("copies an address with 复制成功！", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    renderInRouter(<DistributionDetailsPage activityId={31} companyId={null} />, "/distributeDetails/31");
    fireEvent.click(await screen.findByTestId("copy-back-url", {}, { timeout: 5000 }));
    expect(await screen.findByText("复制成功！", {}, { timeout: 5000 })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${base}/live-backup`);
  });

  it("submits the PV count through the shared dialog and shows the new status", async () => {
    renderInRouter(<DistributionDetailsPage activityId={31} companyId={null} />, "/distributeDetails/31");
    fireEvent.click(await screen.findByTestId("distribution-submit", {}, { timeout: 5000 }));
    fireEvent.change(await screen.findByTestId("pv-input", {}, { timeout: 5000 }), { target: { value: "12a" } });
    fireEvent.click(screen.getByTestId("pv-submit"));
    expect(await screen.findByText("PV数只能为数字", {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(screen.getByTestId("pv-input"), { target: { value: "321" } });
    fireEvent.click(screen.getByTestId("pv-submit"));
    await waitFor(() => expect(screen.getByTestId("pv-status").textContent).toBe("已提交"), { timeout: 5000 });
    expect(screen.getByTestId("pv-value").textContent).toBe("321");
    const submit = calls.find((c) => c.path === "auth/v1/activity_distribute/submit_pv_uv")!;
    expect(submit.body.get("id")).toBe("7");
    expect(submit.body.get("pvNum")).toBe("321");
    expect(screen.queryByTestId("distribution-submit")).toBeNull();
  });

  it("shows the holding company every partner, without the dialog", async () => {
    answer = () => [details({ viewer: "holder", distributions: [row(), row({ id: 8, partnerCompanyId: 2, partnerFullName: "长城国信证券股份有限公司" })] })];
    renderInRouter(<DistributionDetailsPage activityId={31} companyId={null} />, "/distributeDetails/31");
    await screen.findByTestId("distribution-title", {}, { timeout: 5000 });
    const rows = screen.getAllByTestId("distribution-partner-row");
    expect(rows.map((r) => r.getAttribute("data-partner-id"))).toEqual(["1", "2"]);
    expect(rows[1]!.textContent).toContain("长城国信证券股份有限公司");
    expect(screen.queryByTestId("distribution-submit")).toBeNull();
  });

  it("links a collective's companies to their corners, and asks for the corner's data", async () => {
    answer = () => [
      details({
        activity: { ...details().activity, isMulti: true },
        companies: [
          { companyId: 9, shortName: "云栖数据", fullName: "杭州云栖数据技术股份有限公司" },
          { companyId: 4, shortName: "长江新材", fullName: "江苏长江新材料股份有限公司" },
        ],
      }),
    ];
    renderInRouter(<DistributionDetailsPage activityId={31} companyId={null} />, "/distributeDetails/31");
    const links = await screen.findAllByTestId("distribution-corner-link", {}, { timeout: 5000 });
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/distributeSingle/31/9", "/distributeSingle/31/4"]);
  });

  it("says 暂无权限 in place to a company that is neither partner nor holder", async () => {
    answer = () => ({ code: 403, datas: [], message: "暂无权限" });
    renderInRouter(<DistributionDetailsPage activityId={31} companyId={4} />, "/distributeSingle/31/4");
    expect((await screen.findByTestId("distribution-details-error", {}, { timeout: 5000 })).textContent).toContain("暂无权限");
    expect(detailsCalls()[0]!.body.get("companyId")).toBe("4");
  });

  it("asks nothing for an id that is no activity", async () => {
    renderInRouter(<DistributionDetailsPage activityId={0} companyId={null} />, "/distributeDetails/x");
    expect(await screen.findByText("活动不存在", {}, { timeout: 5000 })).toBeTruthy();
    expect(detailsCalls()).toHaveLength(0);
  });
});
