import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activities, activityReminders, follows, messages, pushSubscriptions } from "#server/db/schema/index.ts";
import { deliverDueReminders, sendPendingPushes } from "#server/modules/reminder/reminder-dispatch.ts";
import type { TPushPayload, TPushSender, TPushTarget } from "#server/modules/reminder/index.ts";
import type { TCalendarFeed, TMyReminder, TReminderRow } from "#shared/api/reminder.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { PersonalMsg } from "#shared/personal/personal-rules.ts";
import { ReminderMsg, ReminderStatus, reminderDueAt } from "#shared/reminder/reminder-rules.ts";
import { pinClock } from "#server/clock.ts";
import type { TFormInput } from "#shared/http/form-codec.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";
import { AUTH, PUB, activityId, as, companyIdOf, newInvestor } from "./qa-helpers.ts";

const R = {
  subscribe: `${AUTH}/reminder/subscribe`,
  unsubscribe: `${AUTH}/reminder/unsubscribe`,
  mine: `${AUTH}/reminder/my_reminder`,
  page: `${AUTH}/reminder/reminder_page`,
  pushKey: `${PUB}/reminder/push_key`,
  pushSubscribe: `${AUTH}/reminder/push_subscribe`,
  pushUnsubscribe: `${AUTH}/reminder/push_unsubscribe`,
  feed: `${AUTH}/reminder/calendar_feed`,
  feedReset: `${AUTH}/reminder/calendar_feed_reset`,
} as const;

/** A push service double: records what it was asked to send, answers "gone" for endpoints marked so. */
const sent: Array<{ target: TPushTarget; payload: TPushPayload }> = [];
const goneEndpoints = new Set<string>();
const pushSender: TPushSender = {
  publicKey: "BPublicKeyForTests",
  async send(target, payload) {
    if (goneEndpoints.has(target.endpoint)) return "gone";
    sent.push({ target, payload });
    return "sent";
  },
};

let t: TTestApp;
let upcoming: number;
let live: number;
let ended: number;
let cancelled: number;

beforeAll(async () => {
  // a long tick: the tests run delivery themselves, with the clock where they put it
  t = await createTestApp({ pushSender, reminderTickMs: 3_600_000 });
  [upcoming, live, ended, cancelled] = await Promise.all([
    activityId(t, "published"),
    activityId(t, "inProgress"),
    activityId(t, "ended"),
    activityId(t, "operatorCancelled"),
  ]);
  await t.database.db.update(activities).set({ pubStatus: 2 }).where(eq(activities.id, cancelled));
});
afterAll(async () => t.close());

const startOf = async (id: number) => {
  const [a] = await t.database.db.select({ startDate: activities.startDate, startTime: activities.startTime }).from(activities).where(eq(activities.id, id));
  return a!;
};
const inbox = (userId: number) => t.database.db.select().from(messages).where(and(eq(messages.userId, userId), eq(messages.isCompanyMessage, false)));

describe("subscribing", () => {
  it("subscribes with a lead time, shows it, changes it and cancels it", async () => {
    const me = await newInvestor(t);
    const res = await t.post<TMyReminder>(R.subscribe, { activityId: upcoming, leadMinutes: 30 }, as(me.token));
    expect(res.code).toBe(200);
    const due = reminderDueAt(await startOf(upcoming), 30).toISOString();
    expect(res.datas[0]).toMatchObject({ activityId: upcoming, leadMinutes: 30, remindAt: due, status: ReminderStatus.pending });
    expect((await t.post<TMyReminder>(R.mine, { activityId: upcoming }, as(me.token))).datas[0]?.leadMinutes).toBe(30);

    await t.post(R.subscribe, { activityId: upcoming, leadMinutes: 0 }, as(me.token));
    const list = (await t.post<TPage<TReminderRow>>(R.page, {}, as(me.token))).datas[0]!;
    expect(list.records.map((r) => [r.activityId, r.leadMinutes, r.activity.activityId])).toEqual([[upcoming, 0, upcoming]]);

    expect((await t.post(R.unsubscribe, { activityId: upcoming }, as(me.token))).code).toBe(200);
    expect((await t.post(R.mine, { activityId: upcoming }, as(me.token))).datas).toEqual([]);
    const again = await t.post(R.unsubscribe, { activityId: upcoming }, as(me.token));
    expect([again.code, again.message, again.outcome]).toEqual([400, ReminderMsg.notSubscribed, "reminder.notSubscribed"]);
  });

  it("refuses an ended, started, cancelled or missing activity, a bad lead time and a company account, changing nothing", async () => {
    const me = await newInvestor(t);
    const cases: Array<[TFormInput, string]> = [
      [{ activityId: ended, leadMinutes: 15 }, ReminderMsg.activityEnded],
      [{ activityId: live, leadMinutes: 15 }, ReminderMsg.activityStarted],
      [{ activityId: cancelled, leadMinutes: 15 }, ReminderMsg.activityCancelled],
      [{ activityId: 2_000_000_000, leadMinutes: 15 }, PersonalMsg.activityNotFound],
      [{ activityId: upcoming, leadMinutes: 7 }, ReminderMsg.badLead],
      [{ activityId: upcoming, leadMinutes: "soon" }, ReminderMsg.badLead],
      [{ activityId: upcoming }, ReminderMsg.badLead],
      [{ activityId: "x", leadMinutes: 15 }, PersonalMsg.badActivityId],
    ];
    for (const [body, message] of cases) {
      const res = await t.post(R.subscribe, body, as(me.token));
      expect([res.code, res.message], JSON.stringify(body)).toEqual([400, message]);
    }
    const company = await t.loginPass("listed-admin");
    const res = await t.post(R.subscribe, { activityId: upcoming, leadMinutes: 15 }, as(company));
    expect([res.code, res.message]).toEqual([400, PersonalMsg.personalOnly]);
    expect(await t.database.db.select().from(activityReminders).where(eq(activityReminders.userId, me.id))).toEqual([]);
  });

  it("an activity that ended after the clock passed its end is refused even before the clock moved its status", async () => {
    const me = await newInvestor(t);
    const { startDate } = await startOf(upcoming);
    pinClock(new Date(new Date(`${startDate}T00:00:00+08:00`).getTime() + 3 * 86_400_000));
    try {
      const res = await t.post(R.subscribe, { activityId: upcoming, leadMinutes: 15 }, as(me.token));
      expect(res.message).toBe(ReminderMsg.activityEnded);
    } finally {
      pinClock(TEST_NOW);
    }
  });
});

describe("delivery", () => {
  it("delivers once at start minus the lead: one inbox message, one web notification, never twice", async () => {
    const me = await newInvestor(t);
    await t.post(R.pushSubscribe, { endpoint: "https://push.example.com/send/me-1", p256dh: "BKey_1", auth: "authA" }, as(me.token));
    await t.post(R.subscribe, { activityId: upcoming, leadMinutes: 60 }, as(me.token));
    const due = reminderDueAt(await startOf(upcoming), 60);

    pinClock(new Date(due.getTime() - 1_000));
    try {
      expect((await deliverDueReminders(t.database.db)).delivered.filter((d) => d.userId === me.id)).toEqual([]);
      expect(await inbox(me.id)).toEqual([]);

      pinClock(due);
      // two processes ticking at once: the rows one claimed are skipped by the other
      const [one, two] = await Promise.all([deliverDueReminders(t.database.db), deliverDueReminders(t.database.db)]);
      const mine = [...one.delivered, ...two.delivered].filter((d) => d.userId === me.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.payload).toMatchObject({ url: `/activityDetails/${upcoming}`, tag: `reminder-${upcoming}` });
      expect((await deliverDueReminders(t.database.db)).delivered.filter((d) => d.userId === me.id)).toEqual([]);

      const box = await inbox(me.id);
      expect(box).toHaveLength(1);
      expect(box[0]!.msgTitle).toContain("活动提醒");
      expect(box[0]!.content).toContain("1小时后开始");

      sent.length = 0;
      expect(await sendPendingPushes(t.database.db, pushSender)).toBeGreaterThanOrEqual(1);
      expect(sent.filter((s) => s.target.endpoint === "https://push.example.com/send/me-1")).toHaveLength(1);
      sent.length = 0;
      await sendPendingPushes(t.database.db, pushSender);
      expect(sent).toEqual([]);

      const [row] = await t.database.db.select().from(activityReminders).where(eq(activityReminders.userId, me.id));
      expect([row!.status, row!.pushPending]).toEqual([ReminderStatus.delivered, 0]);
    } finally {
      pinClock(TEST_NOW);
    }
  });

  it("a push a crashed process left half sent is sent again once its lease ran out; a forgotten browser is dropped", async () => {
    const me = await newInvestor(t);
    await t.post(R.pushSubscribe, { endpoint: "https://push.example.com/send/gone-1", p256dh: "BKey_2", auth: "authB" }, as(me.token));
    await t.post(R.subscribe, { activityId: upcoming, leadMinutes: 1440 }, as(me.token));
    pinClock(reminderDueAt(await startOf(upcoming), 1440));
    try {
      await deliverDueReminders(t.database.db);
      // a process claimed the push and died: the lease holds it for two minutes
      await t.database.db.update(activityReminders).set({ pushLeaseUntil: new Date(Date.parse(reminderDueAt(await startOf(upcoming), 1440).toISOString()) + 120_000) }).where(eq(activityReminders.userId, me.id));
      goneEndpoints.add("https://push.example.com/send/gone-1");
      await sendPendingPushes(t.database.db, pushSender);
      expect((await t.database.db.select().from(activityReminders).where(eq(activityReminders.userId, me.id)))[0]!.pushPending).toBe(1);
      pinClock(new Date(reminderDueAt(await startOf(upcoming), 1440).getTime() + 121_000));
      await sendPendingPushes(t.database.db, pushSender);
      expect((await t.database.db.select().from(activityReminders).where(eq(activityReminders.userId, me.id)))[0]!.pushPending).toBe(0);
      expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id))).toEqual([]);
    } finally {
      pinClock(TEST_NOW);
    }
  });

  it("drops the reminders of an activity cancelled before their time, without a message", async () => {
    const me = await newInvestor(t);
    await t.post(R.subscribe, { activityId: upcoming, leadMinutes: 5 }, as(me.token));
    await t.database.db.update(activities).set({ isCancel: true }).where(eq(activities.id, upcoming));
    try {
      const { dropped } = await deliverDueReminders(t.database.db);
      const [row] = await t.database.db.select().from(activityReminders).where(eq(activityReminders.userId, me.id));
      expect(dropped).toContain(row!.id);
      expect(row!.status).toBe(ReminderStatus.dropped);
      expect(await inbox(me.id)).toEqual([]);
    } finally {
      await t.database.db.update(activities).set({ isCancel: false }).where(eq(activities.id, upcoming));
    }
  });
});

describe("web push subscriptions", () => {
  it("answers the public key, and refuses a subscription that is not one", async () => {
    expect((await t.post(R.pushKey, {})).datas).toEqual([{ publicKey: "BPublicKeyForTests" }]);
    const me = await newInvestor(t);
    for (const body of [
      { endpoint: "http://push.example.com/x", p256dh: "BKey", auth: "a" },
      { endpoint: "not a url", p256dh: "BKey", auth: "a" },
      { endpoint: "https://push.example.com/x", p256dh: "<script>", auth: "a" },
      { endpoint: "https://push.example.com/x", p256dh: "BKey" },
    ]) {
      const res = await t.post(R.pushSubscribe, body, as(me.token));
      expect([res.code, res.message]).toEqual([400, ReminderMsg.badSubscription]);
    }
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id))).toEqual([]);
    await t.post(R.pushSubscribe, { endpoint: "https://push.example.com/x", p256dh: "BKey", auth: "a" }, as(me.token));
    await t.post(R.pushUnsubscribe, { endpoint: "https://push.example.com/x" }, as(me.token));
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id))).toEqual([]);
  });
});

describe("calendar feed", () => {
  it("lists subscribed activities and followed companies' ones at a private address, which a reset replaces", async () => {
    const me = await newInvestor(t);
    const other = await newInvestor(t);
    await t.post(R.subscribe, { activityId: upcoming, leadMinutes: 15 }, as(me.token));
    await t.database.db.insert(follows).values({ userId: me.id, companyId: await companyIdOf(t, "fund") });
    const feed = (await t.post<TCalendarFeed>(R.feed, {}, as(me.token))).datas[0]!;
    expect(feed.path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await t.post<TCalendarFeed>(R.feed, {}, as(me.token))).datas[0]!.path).toBe(feed.path);
    expect((await t.post<TCalendarFeed>(R.feed, {}, as(other.token))).datas[0]!.path).not.toBe(feed.path);

    const res = await t.app.inject({ method: "GET", url: feed.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    expect(res.body).toContain("BEGIN:VCALENDAR");
    expect(res.body).toContain(`UID:activity-${upcoming}@`);
    expect(res.body.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(1);

    const reset = (await t.post<TCalendarFeed>(R.feedReset, {}, as(me.token))).datas[0]!;
    expect(reset.path).not.toBe(feed.path);
    expect((await t.app.inject({ method: "GET", url: feed.path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: reset.path })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/calendar/guess.ics" })).statusCode).toBe(404);
  });
});
