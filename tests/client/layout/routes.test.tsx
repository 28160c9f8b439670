import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { routeTree } from "#client/route-tree.gen.ts";
import { activateLocale, i18n } from "#client/lib/i18n.ts";
import { setToken } from "#client/lib/session.ts";
import { documentTitle } from "#client/features/shell/route-titles.ts";
import { guardRedirect, routeMetaFor, ROUTES } from "#shared/shell/route-meta.ts";
import { resetQueries, stubApi } from "./shell-harness.tsx";

/** A concrete address for a route pattern: required params filled in, optional ones left out. */
function samplePath(pattern: string): string {
  return pattern
    .split("/")
    .filter((segment) => !segment.startsWith("{-$"))
    .map((segment) => (segment.startsWith("$") ? "42" : segment))
    .join("/");
}

function renderApp(path: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(() => {
  resetQueries();
  stubApi({ "pub/v1/index/nav_list": [{ childrenList: [] }], "pub/v1/dictionary/dic_list": [] });
});


describe("route table", () => {
  it("has a file route for every route of route-meta", () => {
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/"] }) });
    for (const meta of ROUTES) {
      const [, , found] = router.getMatchedRoutes(samplePath(meta.path));
      // the catch-all "/$" would match anything; every route needs its own
      expect(found?.fullPath, meta.path).not.toBe("/$");
      expect(found, meta.path).toBeDefined();
    }
  });

  it("draws every back-office page in the back office's own shell, without the portal's header and footer", () => {
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/"] }) });
    const opsPaths = Object.keys(router.routesByPath).filter((p) => p === "/ops" || p.startsWith("/ops/"));
    expect(opsPaths.length).toBeGreaterThan(10);
    for (const path of opsPaths) expect(routeMetaFor(samplePath(path))?.layout, path).toBe("bare");
  });

  it("guards every auth route with guardRedirect: to /home without a token, nowhere with one", () => {
    for (const meta of ROUTES) {
      const path = samplePath(meta.path);
      expect(guardRedirect(path, false), path).toBe(meta.auth ? "/home" : null);
      expect(guardRedirect(path, true), path).toBeNull();
    }
  });
});

describe("navigation rules in the router", () => {
  it("sends an auth route visited without a token to /home", async () => {
    const router = renderApp("/personalCenter");
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
  });

  it("lets an auth route through with a stored token", async () => {
    setToken("t-1");
    const router = renderApp("/login/personlogin/0");
    expect(await screen.findByTestId("profile-form-page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login/personlogin/0");
  });

  it("redirects the root to /home and an unknown path to the root (and so to /home)", async () => {
    const router = renderApp("/no/such/page");
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
  });

  it("stores a token from the query string and drops it from the address", async () => {
    const router = renderApp("/roadshowList?token=abc123&navType=nav1");
    await waitFor(() => expect(router.state.location.searchStr).toBe("?navType=nav1"));
    expect(localStorage.getItem("token")).toBe("abc123");
  });

  it("keeps a plain query as written (no JSON quoting of an all-digit keyword)", async () => {
    const router = renderApp("/ComingSoon?activityId=600519");
    await screen.findByTestId("coming-soon");
    expect(router.state.location.searchStr).toBe("?activityId=600519");
  });

  it("renders the ComingSoon page inside the main layout, titled", async () => {
    renderApp("/ComingSoon");
    expect(await screen.findByTestId("coming-soon")).toBeTruthy();
    expect(screen.getByTestId("app-header")).toBeTruthy();
    // drawn in a background render after the page (DeferredRender)
    expect(await screen.findByTestId("site-footer")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("路演中心 - 敬请期待"));
  });

  it("renders a bare route without header and footer", async () => {
    renderApp("/aboutUs");
    // the bare frame's own slim bar (BarePageFrame), not the portal's header
    expect(await screen.findByRole("link", { name: "路演中心" })).toBeTruthy();
    expect(screen.queryByTestId("app-header")).toBeNull();
    expect(screen.queryByTestId("site-footer")).toBeNull();
  });

  it("opens the Ekey dialog from ?ekeyError=1 on any route", async () => {
    renderApp("/hotTopic?ekeyError=1");
    // the dialog loads on demand (lazyNamed), so allow for the first import
    expect(await screen.findByText("您的Ekey未插好或无效", {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe("document titles", () => {
  it("prefix the site name, except for the bare-titled activity and single-company pages", () => {
    expect(documentTitle(i18n, "/roadshowList")).toBe("路演中心 - 路演列表");
    expect(documentTitle(i18n, "/stockVideoConverge", { navType: "nav5" })).toBe("路演中心 - 基金视野");
    expect(documentTitle(i18n, "/VersionAgreement", { routeType: 3 })).toBe("路演中心 - 服务协议");
    expect(documentTitle(i18n, "/activityDetails/12")).toBe("活动详情");
    expect(documentTitle(i18n, "/singleCompany/1/2")).toBe("集体路演公司专区");
    expect(documentTitle(i18n, "/nowhere")).toBe("路演中心");
  });

  it("have a title for every route", async () => {
    const { ROUTE_TITLES } = await import("#client/features/shell/route-titles.ts");
    for (const meta of ROUTES) expect(ROUTE_TITLES[meta.id], meta.id).toBeDefined();
  });
});
