import { describe, expect, it } from "vitest";
import { buildIcs, buildIcsFeed } from "#shared/activity/calendar-ics.ts";
import {
  leadLabelZh,
  reminderDueAt,
  reminderMessage,
  reminderNotificationTag,
  reminderRefusal,
  ReminderOutcome,
} from "#shared/reminder/reminder-rules.ts";

const activity = { startDate: "2026-11-26", startTime: "14:00", endDate: "2026-11-26", endTime: "16:00", status: 1, isCancel: false };
// 14:00 Beijing is 06:00 UTC
const before = new Date("2026-11-26T05:00:00Z");

describe("reminderRefusal", () => {
  it("takes a reminder of an activity that has not started", () => {
    expect(reminderRefusal(activity, before)).toBeNull();
  });
  it("refuses a cancelled, started or ended activity, by its status or by the clock", () => {
    expect(reminderRefusal({ ...activity, isCancel: true }, before)).toBe(ReminderOutcome.activityCancelled);
    expect(reminderRefusal({ ...activity, status: 2 }, before)).toBe(ReminderOutcome.activityStarted);
    expect(reminderRefusal({ ...activity, status: 3 }, before)).toBe(ReminderOutcome.activityEnded);
    expect(reminderRefusal(activity, new Date("2026-11-26T06:00:00Z"))).toBe(ReminderOutcome.activityStarted);
    expect(reminderRefusal(activity, new Date("2026-11-26T08:00:00Z"))).toBe(ReminderOutcome.activityEnded);
  });
});

describe("reminder times and texts", () => {
  it("is due at the start minus the lead", () => {
    expect(reminderDueAt(activity, 0).toISOString()).toBe("2026-11-26T06:00:00.000Z");
    expect(reminderDueAt(activity, 30).toISOString()).toBe("2026-11-26T05:30:00.000Z");
    expect(reminderDueAt(activity, 1440).toISOString()).toBe("2026-11-25T06:00:00.000Z");
  });
  it("words the lead in the message", () => {
    expect([0, 5, 60, 1440].map(leadLabelZh)).toEqual(["0分钟", "5分钟", "1小时", "1天"]);
    expect(reminderMessage("业绩说明会", "2026-11-26 14:00", 15).content).toContain("将于15分钟后开始");
    expect(reminderMessage("业绩说明会", "2026-11-26 14:00", 0).content).toContain("现已开始");
    expect(reminderNotificationTag(7)).toBe("reminder-7");
  });
});

describe("calendar feed", () => {
  const event = { ...activity, activityId: 7, title: "业绩说明会, 第一场", description: "d", url: "https://x/a/7", organizer: "公司", stamp: before, host: "x" };
  it("holds one VEVENT per activity with the single file's UID, and a name calendar apps show", () => {
    const feed = buildIcsFeed("我的活动", [event, { ...event, activityId: 8 }]);
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(feed).toContain("X-WR-CALNAME:我的活动");
    expect(feed).toContain("UID:activity-8@x");
    expect(feed).toContain("SUMMARY:业绩说明会\\, 第一场");
    expect(buildIcs(event)).toContain("UID:activity-7@x");
    expect(feed.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
  it("is a valid empty calendar with no activities", () => {
    const feed = buildIcsFeed("我的活动", []);
    expect(feed).not.toContain("VEVENT");
    expect(feed).toContain("BEGIN:VCALENDAR");
  });
});
