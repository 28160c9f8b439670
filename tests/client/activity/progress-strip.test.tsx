import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { DetailTab, progressSteps } from "#shared/activity/activity-rules.ts";
import { activateLocale } from "#client/lib/i18n.ts";
import { ProgressStrip } from "#client/features/activity-manage/components/progress-strip.tsx";
import { renderWidget } from "../widgets/render.tsx";
import { activity } from "./harness.tsx";

const NOW = new Date("2026-11-23T02:00:00Z");

function stateOf(key: string): string | null {
  return screen.getByTestId(`progress-step-${key}`).getAttribute("data-state");
}

beforeEach(async () => {
  await activateLocale("zh-CN");
});

describe("progress strip", () => {
  it("shows seven steps for a live roadshow: created done, the info deadline in red, channels open", () => {
    const a = activity();
    renderWidget(<ProgressStrip activity={a} steps={progressSteps(a, NOW)} />);
    const keys = screen.getAllByTestId(/^progress-step-/).map((el) => el.getAttribute("data-step"));
    expect(keys).toEqual(["created", "info", "venue", "attendees", "publication", "start", "end"]);
    expect(stateOf("created")).toBe("done");
    expect(stateOf("info")).toBe("deadline");
    // 2026-12-05T09:00Z is 17:00 in Beijing
    expect(within(screen.getByTestId("progress-step-info")).getByText(/截止时间/).textContent).toContain("2026-12-05 17:00");
    expect(stateOf("venue")).toBe("open");
    expect(within(screen.getByTestId("progress-step-venue")).getByText("通道开启")).toBeTruthy();
    // attendee info closes 15:00 the day before the start date
    expect(stateOf("attendees")).toBe("deadline");
    expect(within(screen.getByTestId("progress-step-attendees")).getByText(/2026-12-09 15:00/)).toBeTruthy();
    expect(stateOf("start")).toBe("open");
  });

  it("adds the video step for an uploaded recording and marks done steps with their time", () => {
    const a = activity({
      videoType: 3,
      recType: 2,
      isInfoSubed: true,
      infoSubTime: "2026-11-21T06:30:00.000Z",
      isVideoUploaded: false,
      videoUploadCloseTime: "2026-11-22T10:00:00.000Z",
      pubStatus: 2,
      pubTime: "2026-11-22T01:00:00.000Z",
    });
    renderWidget(<ProgressStrip activity={a} steps={progressSteps(a, NOW)} />);
    expect(screen.getByTestId("progress-step-video")).toBeTruthy();
    expect(stateOf("info")).toBe("done");
    expect(within(screen.getByTestId("progress-step-info")).getByText("2026-11-21 14:30")).toBeTruthy();
    // the upload deadline has passed: channel closed
    expect(stateOf("video")).toBe("closed");
    expect(within(screen.getByTestId("progress-step-video")).getByText("通道关闭")).toBeTruthy();
    expect(stateOf("publication")).toBe("done");
  });

  it("shows start and end done for an ended activity, cancelled for a cancelled one", () => {
    const ended = activity({ status: 3, isInfoSubed: true, pubStatus: 2 });
    const { unmount } = renderWidget(<ProgressStrip activity={ended} steps={progressSteps(ended, NOW)} />);
    expect(stateOf("start")).toBe("done");
    expect(stateOf("end")).toBe("done");
    unmount();

    const cancelled = activity({ isCancel: true });
    renderWidget(<ProgressStrip activity={cancelled} steps={progressSteps(cancelled, NOW)} />);
    expect(stateOf("start")).toBe("cancelled");
    expect(stateOf("end")).toBe("cancelled");
    expect(within(screen.getByTestId("progress-step-end")).getByText("已取消")).toBeTruthy();
  });

  it("makes steps buttons when they open tabs", () => {
    const a = activity();
    const opened: number[] = [];
    renderWidget(<ProgressStrip activity={a} steps={progressSteps(a, NOW)} onStepClick={(tab) => opened.push(tab)} />);
    screen.getByTestId("progress-step-venue").click();
    expect(screen.getByTestId("progress-step-venue").tagName).toBe("BUTTON");
    expect(opened).toEqual([DetailTab.venue]);
  });

  it("shows a relayed activity's venue and attendee steps as not needed, and not as buttons", () => {
    const a = activity({ videoType: 2 });
    renderWidget(<ProgressStrip activity={a} steps={progressSteps(a, NOW)} onStepClick={() => undefined} />);
    for (const key of ["venue", "attendees"]) {
      expect(stateOf(key)).toBe("none");
      expect(screen.getByTestId(`progress-step-${key}`).tagName).toBe("DIV");
      expect(within(screen.getByTestId(`progress-step-${key}`)).getByText("无需此步骤")).toBeTruthy();
    }
    expect(screen.getByTestId("progress-step-publication").tagName).toBe("BUTTON");
  });
});
