import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { PageHeader } from "#client/features/activity-page/components/page-header.tsx";
import { GuestsSection, IntroSection } from "#client/features/activity-page/components/sections.tsx";
import { FIRST_PAINT_ELEMENT_ID } from "#shared/shell/first-paint.ts";
import { renderWidget } from "../widgets/render.tsx";
import { activity } from "../public-qa/fixtures.ts";

beforeEach(async () => {
  await activateLocale("zh-CN");
});

describe("the page's header", () => {
  it("shows the title, the company with its stock code, the time, the state and the background", () => {
    renderWidget(<PageHeader activity={activity({ bgImageUrl: "/images/activity-bg/bg-2.jpg" })} testCode={null} />);
    expect(screen.getByTestId("activity-title").textContent).toBe("鹏城智能2026年第三季度业绩说明会");
    expect(screen.getByTestId("activity-company").textContent).toBe("鹏城智能300888");
    expect(screen.getByTestId("activity-time").textContent).toContain("2026-11-21 15:00-17:00");
    expect(screen.getByTestId("activity-state").dataset.state).toBe("live");
    expect(screen.getByTestId("activity-header").dataset.background).toBe("/images/activity-bg/bg-2.jpg");
    expect(screen.getByTestId("share-button")).toBeTruthy();
    expect(screen.getByTestId("calendar-button")).toBeTruthy();
    expect(screen.queryByTestId("preview-banner")).toBeNull();
  });

  it("shows the English title on the English site and the preview banner; no calendar after the end", async () => {
    await activateLocale("en-US");
    renderWidget(<PageHeader activity={activity({ isPreview: true, pubStatus: 0, status: 3 })} testCode="code" />);
    expect(screen.getByTestId("activity-title").textContent).toBe("Pengcheng Intelligent Q3 2026 Results Briefing");
    expect(screen.getByTestId("preview-banner")).toBeTruthy();
    expect(screen.queryByTestId("calendar-button")).toBeNull();
    await activateLocale("zh-CN");
  });

  it("takes the server's drawing of it (first paint) away as it renders", () => {
    const drawing = document.createElement("div");
    drawing.id = FIRST_PAINT_ELEMENT_ID;
    document.body.append(drawing);
    renderWidget(<PageHeader activity={activity()} testCode={null} />);
    expect(screen.getByTestId("activity-title")).toBeTruthy();
    expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).toBeNull();
  });
});

describe("the sections", () => {
  it("drops scripts and handlers from the introduction", () => {
    const html = '<p onclick="x()">介绍<script>alert(1)</script><img src="javascript:alert(1)"><a href="javascript:alert(2)">链接</a></p>';
    renderWidget(<IntroSection activity={activity({ companyIntroJson: { gsfc_intro: html, gsfc_intro_en: "", gsfc_intro_en_show: false, gsfc_pics: [], intro_video: null, cloud_video: null } })} />);
    const text = screen.getByTestId("intro-text");
    expect(text.textContent).toBe("介绍链接");
    expect(text.querySelector("script, img, a, [onclick]")).toBeNull();
  });

  it("gives a guest without a photo the default picture by gender", () => {
    const guest = { id: 1, companyId: 3, guestName: "林慧敏", guestEnName: "Lin Huimin", title: "董事会秘书", titleEn: "Board Secretary", guestCompanyName: null, enGuestCompanyName: null, gender: 0, isHideGender: false, avatarPath: "images/person_woman.jpg", discription: "简介", introEn: "Intro", isSyncGuested: true, sort: 0 };
    renderWidget(<GuestsSection activity={activity({ guestList: [guest] })} />);
    expect(screen.getByTestId("guest-name").textContent).toBe("林慧敏");
    expect(screen.getByTestId("guest-avatar").dataset.default).toBe("true");
  });
});
