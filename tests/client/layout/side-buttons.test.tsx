import { beforeAll, describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { SideButtons, type SideButtonsProps } from "#client/components/layout/side-buttons.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { renderInRouter } from "./shell-harness.tsx";

const base: SideButtonsProps = { pathname: "/home", isLoggedIn: false, loginType: null, hotlineEnabled: true, qrCodes: [{ kind: "official", image: "/static/footer/official-account-qr.png" }] };

beforeAll(async () => {
  await activateLocale("zh-CN");
});

describe("fixed side buttons", () => {
  it("on home, logged out: the pre-collection shortcut, the QR codes and the hotline, no customer service", async () => {
    renderInRouter(<SideButtons {...base} />);
    expect((await screen.findByTestId("side-precallqa")).getAttribute("href")).toBe("/preCallQa");
    expect(screen.getByTestId("side-qr")).toBeTruthy();
    expect(screen.getByTestId("side-hotline")).toBeTruthy();
    expect(screen.queryByTestId("side-service")).toBeNull();
  });

  it("elsewhere, logged in as type 5: customer service, no shortcut and no hotline", async () => {
    renderInRouter(<SideButtons {...base} pathname="/roadshowList" isLoggedIn loginType="5" />, "/roadshowList");
    expect(await screen.findByTestId("side-service")).toBeTruthy();
    expect(screen.queryByTestId("side-precallqa")).toBeNull();
    expect(screen.queryByTestId("side-hotline")).toBeNull();
  });

  it("hides the hotline when the setting switches it off", async () => {
    renderInRouter(<SideButtons {...base} hotlineEnabled={false} />);
    await screen.findByTestId("side-qr");
    expect(screen.queryByTestId("side-hotline")).toBeNull();
  });

  it("shows none of them on /preCallQa and /recentActivity", async () => {
    for (const pathname of ["/preCallQa", "/recentActivity"]) {
      const { unmount } = renderInRouter(<SideButtons {...base} pathname={pathname} isLoggedIn loginType="1" />, pathname);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByTestId("side-buttons")).toBeNull();
      unmount();
    }
  });

  it("customer service opens a drawer with the service hours and a mailto link", async () => {
    renderInRouter(<SideButtons {...base} pathname="/roadshowList" isLoggedIn loginType="1" />, "/roadshowList");
    fireEvent.click(await screen.findByTestId("side-service"));
    expect(await screen.findByText("服务时间")).toBeTruthy();
    expect(screen.getByTestId("service-mailto").getAttribute("href")).toMatch(/^mailto:/);
  });

  it("the hotline names no number, only the account manager", async () => {
    renderInRouter(<SideButtons {...base} />);
    fireEvent.click(await screen.findByTestId("side-hotline"));
    const text = await screen.findByText("如需电话咨询，请联系您的客户经理。");
    expect(text.textContent).not.toMatch(/\d{3,}/);
  });
});
