import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { MainLayout } from "#client/app/shell/main-layout.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { renderInRouter, resetQueries, stubApi } from "./shell-harness.tsx";

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(() => {
  resetQueries();
  stubApi({ "pub/v1/index/nav_list": [{ childrenList: [] }], "pub/v1/dictionary/dic_list": [] });
});


function renderLayout(path: string, loginType: string | null) {
  return renderInRouter(
    <MainLayout isMobile={false} loginType={loginType}>
      <p>page</p>
    </MainLayout>,
    path,
  );
}

describe("main layout", () => {
  it("hides the header on centre pages for login type 5, with the narrow footer", async () => {
    renderLayout("/center", "5");
    expect((await screen.findByTestId("site-footer")).getAttribute("data-variant")).toBe("narrow");
    expect(screen.queryByTestId("app-header")).toBeNull();
  });

  it("keeps the header on centre pages for other enterprise logins", async () => {
    renderLayout("/center", "1");
    expect(await screen.findByTestId("app-header")).toBeTruthy();
  });

  it("keeps the header for login type 5 outside the centre, with the full footer", async () => {
    renderLayout("/roadshowList", "5");
    expect(await screen.findByTestId("app-header")).toBeTruthy();
    // the footer is drawn in a background render after the page (DeferredRender)
    expect((await screen.findByTestId("site-footer")).getAttribute("data-variant")).toBe("full");
  });

  it("uses the desktop or the mobile header as told", async () => {
    renderInRouter(
      <MainLayout isMobile loginType={null}>
        <p>page</p>
      </MainLayout>,
    );
    expect((await screen.findByTestId("app-header")).getAttribute("data-variant")).toBe("mobile");
    // the drawer menu loads on demand (lazyNamed), so allow for the first import
    expect(await screen.findByTestId("mobile-menu", {}, { timeout: 10_000 })).toBeTruthy();
  });
});
