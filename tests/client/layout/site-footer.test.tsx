import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { SiteFooter } from "#client/components/layout/site-footer.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { renderInRouter } from "./shell-harness.tsx";

beforeEach(async () => {
  await activateLocale("zh-CN");
});


describe("site footer", () => {
  it("full form: agreement links, friendship links, QR codes, IPv6 notice and filings", async () => {
    renderInRouter(<SiteFooter narrow={false} isMobile={false} miniProgram />);
    const footer = await screen.findByTestId("site-footer");

    expect(footer.getAttribute("data-variant")).toBe("full");
    expect(within(footer).getByText("关于我们").getAttribute("href")).toBe("/aboutUs");
    expect(within(footer).getByText("服务声明").getAttribute("href")).toBe("/VersionAgreement?routeType=2");
    expect(within(footer).getByText("服务协议").getAttribute("href")).toBe("/VersionAgreement?routeType=3");
    const szse = within(footer).getByText("深圳证券交易所");
    expect(szse.getAttribute("href")).toBe("https://www.szse.cn");
    expect(szse.getAttribute("target")).toBe("_blank");
    expect(szse.getAttribute("rel")).toContain("noopener");
    expect(within(footer).getByText("巨潮资讯网").getAttribute("href")).toBe("https://www.cninfo.com.cn");
    expect(within(footer).getAllByTestId("qr-tile")).toHaveLength(2);
    expect(within(footer).getByTestId("footer-ipv6")).toBeTruthy();
    expect(footer.textContent).toMatch(/ICP备/);
  });

  it("leaves the mini-program code out when it is switched off", async () => {
    renderInRouter(<SiteFooter narrow={false} isMobile={false} miniProgram={false} />);
    const footer = await screen.findByTestId("site-footer");
    expect(within(footer).getAllByTestId("qr-tile")).toHaveLength(1);
  });

  it("shows no QR codes in English", async () => {
    await activateLocale("en-US");
    renderInRouter(<SiteFooter narrow={false} isMobile={false} miniProgram />);
    const footer = await screen.findByTestId("site-footer");
    expect(within(footer).queryByTestId("qr-tile")).toBeNull();
  });

  it("narrow form on the enterprise pages: centred links and copyright, no columns or QR codes", async () => {
    renderInRouter(<SiteFooter narrow isMobile={false} miniProgram />, "/center");
    const footer = await screen.findByTestId("site-footer");

    expect(footer.getAttribute("data-variant")).toBe("narrow");
    expect(within(footer).getByText("关于我们")).toBeTruthy();
    expect(within(footer).getByText("服务协议")).toBeTruthy();
    expect(within(footer).queryByTestId("qr-tile")).toBeNull();
    expect(within(footer).queryByText("友情链接")).toBeNull();
  });

  it("inside the chat app on a phone, About us asks the user to log in and enter from home", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone) MicroMessenger/8.0.50");
    const { router } = renderInRouter(<SiteFooter narrow={false} isMobile miniProgram />);
    fireEvent.click(await screen.findByTestId("footer-about"));

    expect(await screen.findByText("请您登录后通过首页点我有惊喜进入")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/home");
  });
});
