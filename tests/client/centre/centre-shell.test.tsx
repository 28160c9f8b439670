import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { routeTree } from "#client/route-tree.gen.ts";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { DEMO, type DemoAccount } from "./demo-fixtures.ts";

// The real route tree with the API answered by a fetch stub that plays the demo server for one account.
let account: DemoAccount;
let calls: string[];

function stubApi(unread = 4) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname.replace("/base-service/api/", "");
      calls.push(path);
      const datas = (() => {
        switch (path) {
          case "auth/v1/user/userinfo":
            return [account.user];
          case "auth/v1/company/info":
            return account.company ? [account.company] : [];
          case "auth/v1/company_apply/check_bind_company":
            return [{ status: account.bindStatus }];
          case "auth/v1/message/unread_count":
            return [unread];
          case "pub/v1/checkLogin":
            return ["1"];
          default:
            return [];
        }
      })();
      return new Response(JSON.stringify({ code: 200, datas, message: "操作成功" }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
}

function renderAt(path: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router} />);
  return router;
}

const pathOf = (router: ReturnType<typeof renderAt>) => router.state.location.pathname;

function tabLabels(): string[] {
  return within(screen.getByTestId("centre-tabs"))
    .getAllByRole("tab")
    .map((tab) => tab.textContent ?? "");
}

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  localStorage.setItem("token", "demo-token");
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 1440 });
  // the layout reads the width on resize (use-viewport.ts)
  window.dispatchEvent(new Event("resize"));
  // the live socket is not under test here
  vi.stubGlobal("WebSocket", class { close() {} send() {} });
});


describe("enterprise-centre shell", () => {
  it("shows listed-admin's tabs with the unread badge and the company card", async () => {
    account = DEMO["listed-admin"]!;
    stubApi(4);
    renderAt("/center");
    expect(await screen.findByTestId("company-short-name")).toHaveProperty("textContent", "鹏城智能");
    expect((await screen.findByTestId("unread-badge")).textContent).toBe("4");
    expect(tabLabels()).toEqual(["机构中心", "活动管理", "成员管理", "主页维护", "嘉宾库", "消息提醒4", "企业视频"]);
    expect(screen.getByRole("tab", { name: /机构中心/ }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByTestId("company-stock-code").textContent).toBe("300917");
    expect(screen.getByTestId("company-type").textContent).toBe("上市公司");
    expect(screen.getByTestId("centre-role").textContent).toBe("管理员");
    expect(localStorage.getItem("lastCentreTab")).toBe("1");
    expect(JSON.parse(localStorage.getItem("companyinfo")!)).toMatchObject({ shortName: "鹏城智能" });
  });

  it("selects the route's tab and remembers it", async () => {
    account = DEMO["listed-member"]!;
    stubApi(0);
    // a page still to come (the company videos) keeps the centre's tabs above its panel
    renderAt("/centerVideo");
    expect(await screen.findByTestId("coming-soon")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "企业视频" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByTestId("unread-badge")).toBeNull();
    expect(localStorage.getItem("lastCentreTab")).toBe("9");
  });

  it("sends gov-user from a hidden tab's page to /center", async () => {
    account = DEMO["gov-user"]!;
    stubApi(0);
    const router = renderAt("/activityManage");
    await screen.findByTestId("company-card");
    expect(pathOf(router)).toBe("/center");
    expect(tabLabels()).toEqual(["机构中心", "成员管理", "消息提醒"]);
  });

  it("gives report-admin the financial report and special-5 no message tab", async () => {
    account = DEMO["report-admin"]!;
    stubApi(0);
    renderAt("/finReport");
    // the tab's page (its list is empty here: the stub answers no reports)
    await screen.findByTestId("fin-report-manage");
    expect(calls).toContain("auth/v1/fin_report/my_fin_report_page");
    expect(tabLabels()).toContain("可视化财报");

    queryClient.clear();
    account = DEMO["special-5"]!;
    stubApi(0);
    document.body.innerHTML = "";
    renderAt("/center");
    // login type 5: no company block and no message card on the home page
    await screen.findByRole("tab", { name: "机构中心" });
    expect(screen.queryByTestId("company-card")).toBeNull();
    expect(screen.queryByTestId("company-home-cards")).toBeNull();
    expect(tabLabels()).toEqual(["机构中心", "成员管理"]);
    expect(calls).not.toContain("auth/v1/message/unread_count");
  });

  it("logs an account without company info out and returns to the last route", async () => {
    account = DEMO.unbound!;
    stubApi(0);
    localStorage.setItem("lastRouter", "/roadshowList");
    const router = renderAt("/center");
    await waitFor(() => expect(pathOf(router)).toBe("/roadshowList"));
    expect(calls).toContain("pub/v1/logout");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("sends a personal login to /personalCenter and modelType 1 to /helpCenter", async () => {
    account = { ...DEMO["listed-admin"]!, user: { ...DEMO["listed-admin"]!.user, loginType: "0" } };
    stubApi(0);
    const router = renderAt("/memberManage");
    await waitFor(() => expect(pathOf(router)).toBe("/personalCenter"));

    queryClient.clear();
    account = { ...DEMO["listed-admin"]!, user: { ...DEMO["listed-admin"]!.user, modelType: 1 } };
    stubApi(0);
    const second = renderAt("/memberManage");
    await waitFor(() => expect(pathOf(second)).toBe("/helpCenter"));
  });

  it("sends a visitor without a token to /home", async () => {
    localStorage.removeItem("token");
    account = DEMO["listed-admin"]!;
    stubApi(0);
    const router = renderAt("/center");
    await waitFor(() => expect(pathOf(router)).toBe("/home"));
    expect(calls).not.toContain("auth/v1/company/info");
  });
});

describe("/enterpriseCentre entry (spec 1 §4.1)", () => {
  it("takes a bound account to /center on desktop, storing the company", async () => {
    account = DEMO["listed-admin"]!;
    stubApi(0);
    const router = renderAt("/enterpriseCentre");
    await waitFor(() => expect(pathOf(router)).toBe("/center"));
    expect(calls).toContain("auth/v1/company_apply/check_bind_company");
    expect(JSON.parse(localStorage.getItem("companyinfo")!)).toMatchObject({ id: 1 });
    expect(localStorage.getItem("loginType")).toBe("1");
  });

  it("takes a bound account to /home on mobile", async () => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 390 });
    // the layout reads the width on resize (use-viewport.ts)
    window.dispatchEvent(new Event("resize"));
    account = DEMO["listed-admin"]!;
    stubApi(0);
    const router = renderAt("/enterpriseCentre");
    await waitFor(() => expect(pathOf(router)).toBe("/home"));
  });

  it("takes an unbound account to choose an authentication type, without logging it out", async () => {
    account = DEMO.unbound!;
    stubApi(0);
    const router = renderAt("/enterpriseCentre");
    await waitFor(() => expect(pathOf(router)).toBe("/login/authenticationType"));
    expect(calls).not.toContain("pub/v1/logout");
    expect(localStorage.getItem("token")).toBe("demo-token");
  });
});
