import { describe, expect, it } from "vitest";
import { countdownTo, defaultAvatarKind, guestPhoto, introFor, isStayTuned, logoInitials, pageStartAt, playerMode, wechatSignaturePayload } from "#shared/activity/activity-page.ts";
import { buildIcs, escapeIcsText, foldIcsLine } from "#shared/activity/calendar-ics.ts";

const timing = { startDate: "2026-12-10", startTime: "15:00", endDate: "2026-12-10", endTime: "17:00", status: 1, isCancel: false };
const at = (iso: string) => new Date(iso);

describe("the player's mode", () => {
  const mode = (over: Partial<typeof timing> & { hasStream?: boolean; hasReplay?: boolean }, now: string) =>
    playerMode({ ...timing, hasStream: false, hasReplay: false, ...over }, at(now));

  it("counts down before the start (Beijing time), then waits for the start", () => {
    expect(mode({}, "2026-12-10T06:59:59Z")).toBe("countdown");
    expect(mode({}, "2026-12-10T07:00:00Z")).toBe("waiting");
  });
  it("plays the stream while live, or the text-only Q&A without one", () => {
    expect(mode({ status: 2, hasStream: true }, "2026-12-10T07:30:00Z")).toBe("live");
    expect(mode({ status: 2 }, "2026-12-10T07:30:00Z")).toBe("textOnly");
  });
  it("shows the replay after the end, or that it is being prepared", () => {
    expect(mode({ status: 3, hasReplay: true }, "2026-12-11T00:00:00Z")).toBe("replay");
    expect(mode({ status: 3 }, "2026-12-11T00:00:00Z")).toBe("replayPending");
  });
  it("says cancelled first", () => {
    expect(mode({ isCancel: true, status: 2, hasStream: true }, "2026-12-10T07:30:00Z")).toBe("cancelled");
  });
  it("takes an empty start time as the start of the day", () => {
    expect(pageStartAt({ startDate: "2026-12-10", startTime: "" }).toISOString()).toBe("2026-12-09T16:00:00.000Z");
  });
});

describe("the countdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownTo(at("2026-12-10T07:00:00Z"), at("2026-12-08T05:58:57Z"))).toEqual({ days: 2, hours: 1, minutes: 1, seconds: 3, done: false });
  });
  it("never goes below zero, and is done at the start", () => {
    expect(countdownTo(at("2026-12-10T07:00:00Z"), at("2026-12-10T08:00:00Z"))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
  it("stays tuned only for a future, uncancelled, not started activity", () => {
    expect(isStayTuned(timing, at("2026-12-10T06:00:00Z"))).toBe(true);
    expect(isStayTuned(timing, at("2026-12-10T07:00:00Z"))).toBe(false);
    expect(isStayTuned({ ...timing, isCancel: true }, at("2026-12-10T06:00:00Z"))).toBe(false);
    expect(isStayTuned({ ...timing, status: 2 }, at("2026-12-10T06:00:00Z"))).toBe(false);
  });
});

describe("the introduction, guests and share rules", () => {
  const intro = { gsfc_intro: "<p>中文</p>", gsfc_intro_en: "<p>English</p>", gsfc_intro_en_show: true };
  it("shows the English introduction on the English page only when it is to be shown and written", () => {
    expect(introFor(intro, "en-US")).toEqual({ html: "<p>English</p>", lang: "en" });
    expect(introFor(intro, "zh-CN").lang).toBe("zh");
    expect(introFor({ ...intro, gsfc_intro_en_show: false }, "en-US").lang).toBe("zh");
    expect(introFor({ ...intro, gsfc_intro_en: "  " }, "en-US").lang).toBe("zh");
    expect(introFor(null, "en-US").html).toBe("");
  });
  it("counts the default pictures as no photo and picks the default by gender", () => {
    expect(guestPhoto("images/person_man.jpg")).toBeNull();
    expect(guestPhoto("/static/images/person_woman.jpg")).toBeNull();
    expect(guestPhoto("/files/uploads/a.png")).toBe("/files/uploads/a.png");
    expect(guestPhoto("")).toBeNull();
    expect(defaultAvatarKind(0, false)).toBe("woman");
    expect(defaultAvatarKind(1, false)).toBe("man");
    expect(defaultAvatarKind(0, true)).toBe("neutral");
  });
  it("signs the address without its fragment, fields in the documented order", () => {
    expect(wechatSignaturePayload("T", "n", 12, "https://a.example/p?x=1#y")).toBe("jsapi_ticket=T&noncestr=n&timestamp=12&url=https://a.example/p?x=1");
  });
});

describe("the calendar file", () => {
  it("escapes text and folds long lines at 75 octets without splitting a character", () => {
    expect(escapeIcsText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const folded = foldIcsLine(`SUMMARY:${"业绩说明会".repeat(10)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"业绩说明会".repeat(10)}`);
  });
  it("writes Beijing wall-clock times with the zone, and a cancelled event as cancelled", () => {
    const ics = buildIcs({ activityId: 7, title: "T", description: "D", url: "https://x/a", organizer: "O", ...timing, isCancel: true, stamp: at("2026-11-25T01:02:03Z"), host: "x" });
    expect(ics).toContain("DTSTART;TZID=Asia/Shanghai:20261210T150000\r\n");
    expect(ics).toContain("DTEND;TZID=Asia/Shanghai:20261210T170000\r\n");
    expect(ics).toContain("DTSTAMP:20261125T010203Z\r\n");
    expect(ics).toContain("UID:activity-7@x\r\n");
    expect(ics).toContain("STATUS:CANCELLED\r\n");
  });
});

describe("logoInitials", () => {
  it("shows two characters of a Chinese name and the initials of a Latin one", () => {
    expect(logoInitials("鹏城智能")).toBe("鹏城");
    expect(logoInitials("Pengcheng Intelligent")).toBe("PI");
    expect(logoInitials("pengcheng")).toBe("P");
    expect(logoInitials("  Qianshan Mining Co. Ltd ")).toBe("QM");
    expect(logoInitials("3M China")).toBe("3C");
    expect(logoInitials("")).toBe("");
  });
});
