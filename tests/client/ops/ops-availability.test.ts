import { describe, expect, it } from "vitest";
import { OpsMsg } from "#shared/activity/ops-rules.ts";
import { activityActions, opsPreviewUrl, partActions, partFacts, partSteps, showsVenue, testPageUrl } from "#client/features/ops/ops-availability.ts";
import { detail, part } from "./fixtures.ts";

const NOW = new Date("2026-11-25T02:00:00.000Z");

describe("what the operator may do", () => {
  it("allows publication, start and cancel of a fresh activity, but not its end", () => {
    const can = activityActions(detail());
    expect(can).toMatchObject({ publishTest: null, publish: null, start: null, cancel: null, deadlines: null, liveUrl: null, partners: null, modules: null });
    expect(can.end).toBe(OpsMsg.notStarted);
  });

  it("follows publication: a test page may go formal, a formal page is done", () => {
    expect(activityActions(detail({ pubStatus: 1, testCode: "abcd2345" }))).toMatchObject({ publishTest: OpsMsg.alreadyTestPublished, publish: null });
    expect(activityActions(detail({ pubStatus: 2 }))).toMatchObject({ publishTest: OpsMsg.alreadyPublished, publish: OpsMsg.alreadyPublished });
  });

  it("follows the clock: started may end, ended only gets its page", () => {
    expect(activityActions(detail({ status: 2 }))).toMatchObject({ start: OpsMsg.alreadyStarted, end: null, cancel: null });
    const ended = activityActions(detail({ status: 3 }));
    expect(ended).toMatchObject({ start: OpsMsg.ended, end: OpsMsg.ended, cancel: OpsMsg.cancelEnded, deadlines: OpsMsg.ended, publish: null, modules: null });
  });

  it("stops everything on a cancelled activity", () => {
    const can = activityActions(detail({ isCancel: true }));
    for (const refusal of Object.values(can)) expect(refusal).toBe(OpsMsg.cancelled);
  });

  it("reads a company's part: venue, reopen and cancel", () => {
    const a = detail();
    expect(partActions(a, part(), NOW)).toEqual({ venue: null, reopen: OpsMsg.infoNotSubmitted, cancel: null });
    expect(partActions(a, part({ isInfoSubed: true }), NOW).reopen).toBeNull();
    // after the materials deadline, unsubmitted materials may be reopened too, once
    const late = new Date("2026-12-09T00:00:00.000Z");
    expect(partActions(a, part(), late).reopen).toBeNull();
    expect(partActions(a, part({ infoReopenTime: "2026-12-08T10:00:00.000Z" }), late).reopen).toBe(OpsMsg.infoNotSubmitted);
    expect(partActions(a, part({ isCancel: true }), NOW)).toEqual({ venue: OpsMsg.partCancelled, reopen: OpsMsg.partCancelled, cancel: OpsMsg.partCancelled });
    expect(partActions(detail({ videoType: 4 }), part()).venue).toBe(OpsMsg.noVenue);
    expect(showsVenue(detail({ videoType: 3, recType: 1 }))).toBe(true);
    expect(showsVenue(detail({ videoType: 3, recType: 2 }))).toBe(false);
  });

  it("draws each company's strip from its own progress, cancelled when it withdrew", () => {
    const a = detail({ pubStatus: 1, companies: [] });
    const done = partSteps(a, part({ isInfoSubed: true, isAreaConfirmed: true }), NOW);
    expect(done.map((s) => [s.key, s.state])).toEqual([
      ["created", "done"],
      ["info", "done"],
      ["venue", "done"],
      ["attendees", "deadline"],
      ["publication", "done"],
      ["start", "open"],
      ["end", "open"],
    ]);
    const withdrawn = partSteps(a, part({ isCancel: true }), NOW);
    expect(withdrawn.slice(-2).map((s) => s.state)).toEqual(["cancelled", "cancelled"]);
    expect(partFacts(a, part({ startTime: null })).startTime).toBe("15:00");
  });

  it("shows the video step only for recordings the company makes itself", () => {
    const keys = partSteps(detail({ videoType: 3, recType: 2, videoUploadCloseTime: "2026-12-08T09:00:00.000Z" }), part(), NOW).map((s) => s.key);
    expect(keys).toContain("video");
  });

  it("gives the test page and the preview address", () => {
    expect(testPageUrl(detail())).toBeNull();
    expect(testPageUrl(detail({ testCode: "abcd2345" }))).toBe("/activityDetails/11/abcd2345");
    expect(opsPreviewUrl(detail({ pubStatus: 1, testCode: "abcd2345" }))).toBe("/activityDetails/11/abcd2345");
    expect(opsPreviewUrl(detail({ pubStatus: 2, testCode: "abcd2345" }))).toBe("/activityDetails/11");
  });
});
