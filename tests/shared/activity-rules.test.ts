import { describe, expect, it } from "vitest";
import {
  CancelMsg,
  DetailTab,
  attendeeInfoDeadline,
  cancelBookingRefusal,
  cancelConfirmText,
  canCancelBooking,
  hasAnnouncementTemplate,
  operationGuideKind,
  previewUrl,
  progressSteps,
  showsRecordingTime,
  showsStartEndTime,
  stepTab,
  visibleDetailTabs,
} from "#shared/activity/activity-rules.ts";
import { cutText, type TActivityFacts } from "#shared/activity/activity-view.ts";

const NOW = new Date("2026-11-23T02:00:00Z");
const AHEAD = "2026-11-30T09:00:00.000Z";
const PAST = "2026-11-20T09:00:00.000Z";

function facts(over: Partial<TActivityFacts> = {}): TActivityFacts {
  return {
    activityId: 7,
    title: "鹏城智能2026年第三季度业绩说明会",
    isMulti: false,
    activityType: 1,
    videoType: 1,
    recType: null,
    recDate: null,
    startDate: "2026-12-07",
    endDate: "2026-12-07",
    startTime: "09:30",
    status: 1,
    isCancel: false,
    pubStatus: 0,
    testCode: null,
    homePage: null,
    workOrderTaskId: null,
    isInfoSubed: false,
    infoSubmitCloseTime: AHEAD,
    isVideoUploaded: false,
    videoUploadCloseTime: null,
    isAreaConfirmed: false,
    isPersonListSubed: false,
    bookingEndTime: null,
    moduleHasPreCollection: false,
    isOpenText: true,
    isOpenActivityData: true,
    ...over,
  };
}

describe("cancel booking (document 2 section 2.2)", () => {
  it("is allowed for a fresh, unpublished, not-started booking before the info deadline", () => {
    expect(canCancelBooking(facts(), NOW)).toBe(true);
    expect(cancelBookingRefusal(facts(), NOW)).toBeNull();
  });

  it.each([
    [{ isCancel: true }, CancelMsg.cancelled],
    [{ pubStatus: 1 }, CancelMsg.published],
    [{ pubStatus: 2 }, CancelMsg.published],
    [{ status: 2 }, CancelMsg.started],
    [{ status: 3 }, CancelMsg.started],
    [{ isInfoSubed: true }, CancelMsg.infoSubmitted],
    [{ infoSubmitCloseTime: PAST }, CancelMsg.infoClosed],
    [{ infoSubmitCloseTime: NOW.toISOString() }, CancelMsg.infoClosed],
    [{ infoSubmitCloseTime: null }, CancelMsg.infoClosed],
    [{ isMulti: true, bookingEndTime: PAST }, CancelMsg.bookingClosed],
  ] as [Partial<TActivityFacts>, string][])("refuses %o with its reason", (over, message) => {
    expect(cancelBookingRefusal(facts(over), NOW)).toBe(message);
    expect(canCancelBooking(facts(over), NOW)).toBe(false);
  });

  it("lets a collective be cancelled while its booking is open or has no end", () => {
    expect(canCancelBooking(facts({ isMulti: true, bookingEndTime: AHEAD }), NOW)).toBe(true);
    expect(canCancelBooking(facts({ isMulti: true, bookingEndTime: null }), NOW)).toBe(true);
    // the booking end only matters for collectives
    expect(canCancelBooking(facts({ isMulti: false, bookingEndTime: PAST }), NOW)).toBe(true);
  });

  it("asks with the spec's confirmation text", () => {
    expect(cancelConfirmText("鹏城智能业绩说明会")).toBe("请注意，在资料提交之后，您将无法取消预约。确定取消鹏城智能业绩说明会吗?");
  });
});

describe("detail tabs (document 2 section 2.1)", () => {
  it("live single: data, venue, attendees, promotion, Q&A, statistics", () => {
    expect(visibleDetailTabs(facts())).toEqual([1, 2, 3, 6, 7, 9]);
  });

  it("studio recording has the venue; the company's own video has the video tab instead", () => {
    expect(visibleDetailTabs(facts({ videoType: 3, recType: 1 }))).toEqual([1, 2, 3, 6, 7, 9]);
    expect(visibleDetailTabs(facts({ videoType: 3, recType: 2 }))).toEqual([1, 4, 6, 7, 9]);
  });

  it("collective has no attendee tab; a work order hides venue and attendees; relay and text have neither", () => {
    expect(visibleDetailTabs(facts({ isMulti: true }))).toEqual([1, 2, 6, 7, 9]);
    expect(visibleDetailTabs(facts({ workOrderTaskId: "WO-1" }))).toEqual([1, 6, 7, 9]);
    expect(visibleDetailTabs(facts({ videoType: 2 }))).toEqual([1, 6, 7, 9]);
    expect(visibleDetailTabs(facts({ videoType: 4 }))).toEqual([1, 6, 7, 9]);
  });

  it("module switches show pre-collection and hide Q&A and statistics; tab 8 never shows", () => {
    expect(visibleDetailTabs(facts({ moduleHasPreCollection: true, isOpenText: false, isOpenActivityData: false }))).toEqual([1, 2, 3, 5, 6]);
    expect(visibleDetailTabs(facts())).not.toContain(DetailTab.scenePictures);
  });
});

describe("progress strip (document 2 sections 2.1 and 4)", () => {
  const keys = (a: TActivityFacts) => progressSteps(a, NOW).map((s) => s.key);

  it("has seven steps, eight with the company's own video", () => {
    expect(keys(facts())).toEqual(["created", "info", "venue", "attendees", "publication", "start", "end"]);
    expect(keys(facts({ videoType: 3, recType: 2 }))).toEqual(["created", "info", "video", "venue", "attendees", "publication", "start", "end"]);
  });

  it("shows a red deadline while a close time is ahead, then channel closed; done once the flag is set", () => {
    const info = (a: TActivityFacts) => progressSteps(a, NOW).find((s) => s.key === "info");
    expect(info(facts())).toEqual({ key: "info", state: "deadline", deadline: AHEAD });
    expect(info(facts({ infoSubmitCloseTime: PAST }))?.state).toBe("closed");
    expect(info(facts({ infoSubmitCloseTime: null }))?.state).toBe("open");
    expect(info(facts({ isInfoSubed: true, infoSubmitCloseTime: PAST }))?.state).toBe("done");
    const video = progressSteps(facts({ videoType: 3, recType: 2, videoUploadCloseTime: AHEAD }), NOW).find((s) => s.key === "video");
    expect(video?.state).toBe("deadline");
  });

  it("marks venue, attendees and publication done from their flags", () => {
    const steps = progressSteps(facts({ isAreaConfirmed: true, isPersonListSubed: true, pubStatus: 1 }), NOW);
    expect(steps.filter((s) => s.state === "done").map((s) => s.key)).toEqual(["created", "venue", "attendees", "publication"]);
  });

  it("start is done from status 2, end at 3, and both read cancelled on a cancelled activity", () => {
    const state = (a: TActivityFacts, key: string) => progressSteps(a, NOW).find((s) => s.key === key)?.state;
    expect(state(facts({ status: 2 }), "start")).toBe("done");
    expect(state(facts({ status: 2 }), "end")).toBe("open");
    expect(state(facts({ status: 3 }), "end")).toBe("done");
    expect(state(facts({ status: 3, isCancel: true }), "start")).toBe("cancelled");
    expect(state(facts({ status: 3, isCancel: true }), "end")).toBe("cancelled");
  });

  it("clicking a step opens its tab", () => {
    expect(stepTab(facts(), "venue")).toBe(DetailTab.venue);
    expect(stepTab(facts({ videoType: 3, recType: 2 }), "video")).toBe(DetailTab.video);
    expect(stepTab(facts(), "attendees")).toBe(DetailTab.attendees);
    expect(stepTab(facts(), "publication")).toBe(DetailTab.promotion);
  });

  it("offers no tab for a step whose tab the activity hides; the end step falls back to the activity data", () => {
    expect(stepTab(facts({ videoType: 2 }), "venue")).toBeNull();
    expect(stepTab(facts({ workOrderTaskId: "WO-1" }), "venue")).toBeNull();
    expect(stepTab(facts({ isMulti: true }), "attendees")).toBeNull();
    expect(stepTab(facts({ isOpenActivityData: false }), "end")).toBe(DetailTab.data);
    expect(stepTab(facts(), "end")).toBe(DetailTab.statistics);
  });
});

describe("progress strip edge cases", () => {
  it("shows no red deadline on a cancelled activity", () => {
    const steps = progressSteps(facts({ isCancel: true, infoSubmitCloseTime: AHEAD }), NOW);
    expect(steps.filter((s) => s.state === "deadline")).toEqual([]);
    expect(steps.find((s) => s.key === "info")?.state).toBe("closed");
    expect(steps.find((s) => s.key === "start")?.state).toBe("cancelled");
  });

  it("shows the steps never done of an ended activity as closed, not as an open channel", () => {
    const steps = progressSteps(facts({ status: 3, isInfoSubed: false, isAreaConfirmed: false, pubStatus: 0, infoSubmitCloseTime: AHEAD }), NOW);
    for (const key of ["info", "venue", "publication"] as const) expect(steps.find((s) => s.key === key)?.state, key).toBe("closed");
    expect(steps.filter((s) => s.state === "open" || s.state === "deadline")).toEqual([]);
    expect(steps.find((s) => s.key === "end")?.state).toBe("done");
  });

  it("marks venue and attendees not needed where there is no venue, and attendees for a collective activity", () => {
    for (const videoType of [2, 4]) {
      const steps = progressSteps(facts({ videoType }), NOW);
      expect(steps.find((s) => s.key === "venue"), `videoType ${videoType}`).toEqual({ key: "venue", state: "none", deadline: null });
      expect(steps.find((s) => s.key === "attendees")).toEqual({ key: "attendees", state: "none", deadline: null });
    }
    const recording = progressSteps(facts({ videoType: 3, recType: 2 }), NOW);
    expect(recording.find((s) => s.key === "venue")?.state).toBe("none");
    const collective = progressSteps(facts({ isMulti: true }), NOW);
    expect(collective.find((s) => s.key === "venue")?.state).toBe("open");
    expect(collective.find((s) => s.key === "attendees")?.state).toBe("none");
    // a flag set all the same (an operator confirmed it) still reads done
    expect(progressSteps(facts({ videoType: 2, isAreaConfirmed: true }), NOW).find((s) => s.key === "venue")?.state).toBe("done");
  });
});

describe("attendee-info deadline (document 2 sections 4 and 9)", () => {
  it("is 15:00 Beijing the day before the start", () => {
    expect(attendeeInfoDeadline(facts()).toISOString()).toBe("2026-12-06T07:00:00.000Z");
  });

  it("is the day before the recording date for a studio recording, whatever the business type", () => {
    const rec = { videoType: 3, recType: 1, recDate: "2026-12-01" };
    expect(attendeeInfoDeadline(facts({ ...rec, activityType: 1 })).toISOString()).toBe("2026-11-30T07:00:00.000Z");
    expect(attendeeInfoDeadline(facts({ ...rec, activityType: 3 })).toISOString()).toBe("2026-11-30T07:00:00.000Z");
    // the company's own video has no recording day
    expect(attendeeInfoDeadline(facts({ videoType: 3, recType: 2, recDate: "2026-12-01" })).toISOString()).toBe("2026-12-06T07:00:00.000Z");
  });
});

describe("header rules (document 2 section 2.1)", () => {
  it("previews the home page, else the details page with the test code until formally published", () => {
    expect(previewUrl({ activityId: 7, homePage: "https://ir.example.com", pubStatus: 0, testCode: "abc" })).toBe("https://ir.example.com");
    expect(previewUrl({ activityId: 7, homePage: null, pubStatus: 0, testCode: "k2m3n4p5" })).toBe("/activityDetails/7/k2m3n4p5");
    expect(previewUrl({ activityId: 7, homePage: null, pubStatus: 1, testCode: "k2m3n4p5" })).toBe("/activityDetails/7/k2m3n4p5");
    expect(previewUrl({ activityId: 7, homePage: null, pubStatus: 2, testCode: "k2m3n4p5" })).toBe("/activityDetails/7");
    expect(previewUrl({ activityId: 7, homePage: null, pubStatus: 0, testCode: null })).toBe("/activityDetails/7");
  });

  it("chooses the guide, the announcement template and the time block", () => {
    expect(operationGuideKind({ activityType: 5, isMulti: false })).toBe("fund");
    expect(operationGuideKind({ activityType: 6, isMulti: true })).toBe("multi");
    expect(operationGuideKind({ activityType: 1, isMulti: false })).toBe("single");
    expect(hasAnnouncementTemplate({ activityType: 1 })).toBe(true);
    expect(hasAnnouncementTemplate({ activityType: 2 })).toBe(false);
    expect(showsStartEndTime({ startDate: "2026-12-07", endDate: "2026-12-07", activityType: 1, isShowActivityStartTime: true })).toBe(true);
    expect(showsStartEndTime({ startDate: "2026-12-07", endDate: "2026-12-08", activityType: 1, isShowActivityStartTime: true })).toBe(false);
    expect(showsStartEndTime({ startDate: "2026-12-07", endDate: "2026-12-07", activityType: 9, isShowActivityStartTime: true })).toBe(false);
    expect(showsRecordingTime({ videoType: 3, recType: 1 })).toBe(true);
    expect(showsRecordingTime({ videoType: 3, recType: 2 })).toBe(false);
  });

  it("cuts titles at 35 characters with an ellipsis", () => {
    expect(cutText("一".repeat(36), 35)).toBe(`${"一".repeat(35)}...`);
    expect(cutText("一".repeat(35), 35)).toBe("一".repeat(35));
  });
});
