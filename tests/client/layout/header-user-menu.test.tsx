import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AppHeader } from "#client/app/shell/app-header.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { setLoginType, setToken } from "#client/lib/session.ts";
import { renderInRouter, resetQueries, stubApi, userInfo } from "./shell-harness.tsx";

const navTree = [
  {
    childrenList: [
      {
        id: 1, navName: "路演中心", navEnName: "Roadshows", parentId: 0, navLevel: 1, treePath: "0,", routePath: "nav0",
        url: null, companyType: null, isPushEnVersion: true, sort: 1,
        childrenList: [
          { id: 6, navName: "业绩说明会", navEnName: "Earnings Briefings", parentId: 1, navLevel: 2, treePath: "0,1,", routePath: "nav1", url: null, companyType: null, isPushEnVersion: true, sort: 1, childrenList: [] },
        ],
      },
    ],
  },
];

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(() => {
  resetQueries();
});


async function openUserMenu() {
  fireEvent.click(await screen.findByTestId("user-menu"));
  // the menu loads on first use (DeferredMenu), so allow for the first import
  return screen.findByRole("menu", {}, { timeout: 10_000 });
}

describe("header user dropdown", () => {
  it("offers the two logins while logged out, and enterprise login opens the hardware-key dialog", async () => {
    stubApi({ "pub/v1/index/nav_list": navTree, "pub/v1/dictionary/dic_list": [] });
    renderInRouter(<AppHeader isMobile={false} />);

    expect((await screen.findByTestId("user-menu")).textContent).toContain("登录");
    const menu = await openUserMenu();
    expect(within(menu).getByText("企业登录")).toBeTruthy();
    expect(within(menu).getByText("个人登录")).toBeTruthy();
    expect(within(menu).queryByText("退出")).toBeNull();

    fireEvent.click(within(menu).getByText("企业登录"));
    const dialog = await screen.findByRole("dialog");
    // the three hardware-key steps, then the two ways in
    expect(within(dialog).getByText("请插入Ekey")).toBeTruthy();
    expect(within(dialog).getByText("运行Ekey管理工具")).toBeTruthy();
    expect(within(dialog).getByText("重新打开浏览器")).toBeTruthy();
    expect(within(dialog).getByTestId("login-key-dialog").textContent).toBe("安全密钥登录");
    expect(within(dialog).getByTestId("login-pass-dialog").textContent).toBe("通行证登录");
  });

  it("shows the personal centre and Exit for a personal login (type 0)", async () => {
    setToken("t-personal");
    setLoginType("0");
    stubApi({
      "pub/v1/index/nav_list": navTree,
      "pub/v1/dictionary/dic_list": [],
      "auth/v1/user/userinfo": [userInfo({ loginType: "0", userType: "personal", nickName: "投资者小李", account: null, mobile: "138****0001" })],
    });
    const { router } = renderInRouter(<AppHeader isMobile={false} />);

    await waitFor(() => expect(screen.getByTestId("user-name").textContent).toBe("投资者小李"));
    const menu = await openUserMenu();
    expect(within(menu).getByTestId("menu-centre").textContent).toBe("个人中心");
    expect(within(menu).getByTestId("menu-exit").textContent).toBe("退出");
    expect(within(menu).queryByText("企业登录")).toBeNull();

    fireEvent.click(within(menu).getByTestId("menu-centre"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/personalCenter"));
  });

  it("shows the enterprise centre for an enterprise login, and enters through /enterpriseCentre", async () => {
    setToken("t-enterprise");
    setLoginType("1");
    stubApi({
      "pub/v1/index/nav_list": navTree,
      "pub/v1/dictionary/dic_list": [],
      "auth/v1/user/userinfo": [userInfo()],
    });
    const { router } = renderInRouter(<AppHeader isMobile={false} />);

    await waitFor(() => expect(screen.getByTestId("user-name").textContent).toBe("王海涛"));
    const menu = await openUserMenu();
    expect(within(menu).getByTestId("menu-centre").textContent).toBe("机构中心");
    expect(within(menu).getByText("账号：listed-admin")).toBeTruthy();

    fireEvent.click(within(menu).getByTestId("menu-centre"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/enterpriseCentre"));
  });

  it("exits to the root without asking the provider for a login type above 3", async () => {
    setToken("t-sso");
    setLoginType("5");
    const requested = stubApi({
      "pub/v1/index/nav_list": navTree,
      "pub/v1/dictionary/dic_list": [],
      "auth/v1/user/userinfo": [userInfo({ loginType: "5" })],
    });
    const { router } = renderInRouter(<AppHeader isMobile={false} />, "/roadshowList");

    await screen.findByTestId("user-name");
    const menu = await openUserMenu();
    fireEvent.click(within(menu).getByTestId("menu-exit"));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(localStorage.getItem("token")).toBeNull();
    expect(requested).not.toContain("pub/v1/login_out_url");
  });
});

describe("header navigation", () => {
  it("routes a level-2 item through navTarget", async () => {
    stubApi({ "pub/v1/index/nav_list": navTree, "pub/v1/dictionary/dic_list": [] });
    const { router } = renderInRouter(<AppHeader isMobile={false} />);

    fireEvent.click(await screen.findByText("路演中心", { selector: "button" }));
    fireEvent.click(await screen.findByText("业绩说明会"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/roadshowList"));
    expect(router.state.location.searchStr).toBe("?navType=nav1");
  });
});
