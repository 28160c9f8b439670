import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { SiteFooter } from "#client/components/layout/site-footer.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { renderInRouter } from "./shell-harness.tsx";

beforeEach(async () => {
  await activateLocale("zh-CN");
});

const CODES = [
  { kind: "official", image: "/static/footer/official-account-qr.png" },
  { kind: "miniProgram", image: "/files/ops-content/mini.png" },
] as const;
const FILINGS = { icpNumber: "沪ICP备2021012345号-1", psbNumber: "沪公网安备31011502012345号" };


describe("site footer", () => {
  it("full form: agreement links, friendship links, QR codes, IPv6 notice and filings", async () => {
    renderInRouter(<SiteFooter narrow={false} isMobile={false} qrCodes={CODES} {...FILINGS} />);
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
    // a stored upload is shown from /api, a picture the portal ships as it is
    expect(within(footer).getByAltText("小程序二维码").getAttribute("src")).toBe("/api/files/ops-content/mini.png");
    expect(within(footer).getByAltText("官方公众号二维码").getAttribute("src")).toBe("/static/footer/official-account-qr.png");
    expect(within(footer).getByTestId("footer-ipv6")).toBeTruthy();
    expect(within(footer).getAllByTestId("site-registration").map((e) => e.textContent)).toEqual([FILINGS.icpNumber, FILINGS.psbNumber]);
  });

  it("shows only what is configured: no QR column and no filing number when none is set", async () => {
    renderInRouter(<SiteFooter narrow={false} isMobile={false} qrCodes={[]} icpNumber={null} psbNumber={null} />);
    const footer = await screen.findByTestId("site-footer");
    expect(within(footer).queryByTestId("qr-tile")).toBeNull();
    expect(within(footer).queryByTestId("footer-qr")).toBeNull();
    expect(within(footer).queryByTestId("site-registration")).toBeNull();
    expect(footer.textContent).not.toMatch(/待配置|ICP备/);
  });

  it("shows no QR codes in English", async () => {
    await activateLocale("en-US");
    renderInRouter(<SiteFooter narrow={false} isMobile={false} qrCodes={CODES} {...FILINGS} />);
    const footer = await screen.findByTestId("site-footer");
    expect(within(footer).queryByTestId("qr-tile")).toBeNull();
  });

  it("narrow form on the enterprise pages: centred links and copyright, no columns or QR codes", async () => {
    renderInRouter(<SiteFooter narrow isMobile={false} qrCodes={CODES} {...FILINGS} />, "/center");
    const footer = await screen.findByTestId("site-footer");

    expect(footer.getAttribute("data-variant")).toBe("narrow");
    expect(within(footer).getByText("关于我们")).toBeTruthy();
    expect(within(footer).getByText("服务协议")).toBeTruthy();
    expect(within(footer).queryByTestId("qr-tile")).toBeNull();
    expect(within(footer).queryByText("友情链接")).toBeNull();
  });

  it("inside the chat app on a phone, About us asks the user to log in and enter from home", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone) MicroMessenger/8.0.50");
    const { router } = renderInRouter(<SiteFooter narrow={false} isMobile qrCodes={CODES} {...FILINGS} />);
    fireEvent.click(await screen.findByTestId("footer-about"));

    expect(await screen.findByText("请您登录后通过首页点我有惊喜进入")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/home");
  });
});
