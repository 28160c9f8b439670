import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { LanguageToggle } from "#client/components/language-toggle.tsx";
import { activateLocale, i18n } from "#client/lib/i18n.ts";
import { syncCentreLocale } from "#client/features/shell/centre-locale.ts";
import { renderInRouter } from "./shell-harness.tsx";

beforeEach(async () => {
  await activateLocale("zh-CN");
});

afterEach(async () => {
  // leave the module's remembered language clean for the next test
  await syncCentreLocale("/home");
});

describe("languages on enterprise-centre pages", () => {
  it("warns instead of switching to English inside the centre", async () => {
    renderInRouter(<LanguageToggle />, "/center");
    fireEvent.click(await screen.findByLabelText("English"));

    expect(await screen.findByText(/^机构中心不支持切换英文版/)).toBeTruthy();
    expect(i18n.locale).toBe("zh-CN");
    expect(localStorage.getItem("language")).toBe("zh-CN");
  });

  it("switches outside the centre", async () => {
    renderInRouter(<LanguageToggle />, "/roadshowList");
    fireEvent.click(await screen.findByLabelText("English"));
    await screen.findByLabelText("English");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.locale).toBe("en-US");
  });

  it("forces Chinese on entering the centre and restores the visitor's language on leaving", async () => {
    await activateLocale("en-US");
    expect(await syncCentreLocale("/memberManage")).toBe(true);
    expect(i18n.locale).toBe("zh-CN");
    expect(await syncCentreLocale("/activityManage")).toBe(false);
    expect(await syncCentreLocale("/home")).toBe(true);
    expect(i18n.locale).toBe("en-US");
    expect(await syncCentreLocale("/roadshowList")).toBe(false);
  });
});
