import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Button } from "@mantine/core";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { AppProviders } from "#client/components/app-providers.tsx";
import { ComingSoon } from "#client/components/widgets/coming-soon.tsx";
import { DisclaimerDialog } from "#client/components/widgets/disclaimer-dialog.tsx";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { renderWidget } from "./render.tsx";

describe("EmptyState", () => {
  beforeEach(async () => {
    await activateLocale("zh-CN");
  });

  it.each([
    ["noData", "暂无数据"],
    ["noSlots", "暂无可选时段"],
    ["noDates", "暂无可选日期"],
    ["noSearchResults", "很抱歉，您搜索的关键词暂无任何内容"],
    ["none", "无"],
  ] as const)("%s shows the spec's text", (variant, text) => {
    renderWidget(<EmptyState variant={variant} />);
    expect(screen.getByTestId("empty-state").textContent).toBe(text);
  });

  it("shows 暂无数据 by default, with an illustration and the caller's action", () => {
    const onClick = vi.fn();
    renderWidget(<EmptyState action={<Button onClick={onClick}>刷新</Button>} />);
    const state = screen.getByTestId("empty-state");
    expect(state.textContent).toContain("暂无数据");
    expect(state.querySelector("svg[aria-hidden='true']")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "刷新" }));
    expect(onClick).toHaveBeenCalled();
  });
});

describe("DisclaimerDialog", () => {
  beforeEach(async () => {
    await activateLocale("zh-CN");
  });

  it("shows the default disclaimer and reports agreement or closing", async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWidget(<DisclaimerDialog opened onConfirm={onConfirm} onClose={onClose} />);
    expect(await screen.findByText("免责声明")).toBeTruthy();
    expect(screen.getByTestId("disclaimer-text").textContent).toContain("不构成任何投资建议");
    fireEvent.click(screen.getByRole("button", { name: "我已阅读并同意" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getAllByRole("button", { name: "关闭" })[0]!);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the caller's title and text instead", async () => {
    renderWidget(
      <DisclaimerDialog opened onConfirm={() => {}} onClose={() => {}} title="基金路演须知">
        <p>基金过往业绩不代表未来表现。</p>
      </DisclaimerDialog>,
    );
    expect(await screen.findByText("基金路演须知")).toBeTruthy();
    expect(screen.getByTestId("disclaimer-text").textContent).toBe("基金过往业绩不代表未来表现。");
  });
});

describe("ComingSoon", () => {
  beforeEach(async () => {
    await activateLocale("zh-CN");
  });

  it("says the page is being built, names it and links home", async () => {
    const rootRoute = createRootRoute({ component: () => <ComingSoon pageName="我的收藏" /> });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/"] }) });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText("此页面正在建设中")).toBeTruthy();
    expect(screen.getByTestId("coming-soon-page").textContent).toBe("我的收藏");
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/home");
  });
});
