import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, like, sql } from "drizzle-orm";
import { activities, activityCompanies, activityDistributions, auditLog, bookingStores, companies, messages, rooms } from "#server/db/schema/index.ts";
import { DEMO_ACTIVITY } from "#server/db/seed/seed-activity.ts";
import { DEMO_COMPANY_NAMES } from "#server/db/seed/index.ts";
import { channels } from "#server/lib/pubsub.ts";
import { opsContracts } from "#shared/api/ops.contract.ts";
import type { TOpsActivityDetail, TOpsActivityRow } from "#shared/api/ops.contract.ts";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { OpsMsg, isTestCode } from "#shared/activity/ops-rules.ts";
import { progressSteps } from "#shared/activity/activity-rules.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const OPS = "/base-service/api/ops/v1";
const AUTH = "/base-service/api/auth/v1";
let t: TTestApp;
let ops: string;
let operator: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, operator, admin] = await Promise.all([t.loginPass("ops-admin"), t.loginPass("ops-operator"), t.loginPass("listed-admin")]);
});
afterAll(async () => t.close());

const as = (token: string) => ({ authorization: token });

async function idOf(title: string): Promise<number> {
  const [row] = await t.database.db.select({ id: activities.id }).from(activities).where(like(activities.title, `%${title}`));
  return row!.id;
}

async function act(path: string, body: Record<string, unknown>, token = operator) {
  return t.post<TOpsActivityDetail>(`${OPS}/activity/${path}`, body as never, as(token));
}

async function lastAudit(action: string) {
  const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

const companyView = async (id: number) => (await t.post<TCompanyActivity>(`${AUTH}/activity_company/company_activity_list`, { activityId: id }, as(admin))).datas[0]!;

describe("who may call the back office", () => {
  it("answers 401 without a token and 403 to enterprise users, for every operator call", async () => {
    for (const c of Object.values(opsContracts)) {
      expect((await t.post(c.path, { activityId: 1 })).code, c.path).toBe(401);
      expect(await t.post(c.path, { activityId: 1 }, as(admin)), c.path).toMatchObject({ code: 403, message: "暂无权限" });
    }
  });
});

describe("activity search and view", () => {
  it("searches every activity by title, company, status, pubStatus and date range", async () => {
    const page = async (body: Record<string, unknown>) => (await t.post<TPage<TOpsActivityRow>>(`${OPS}/activity/activity_page`, body as never, as(operator))).datas[0]!;
    const all = await page({});
    const [{ count }] = [{ count: (await t.database.db.select({ id: activities.id }).from(activities)).length }];
    expect(all.total).toBe(count);
    expect((await page({ title: "开放日" })).records.map((r) => r.title)).toEqual([`鹏城智能${DEMO_ACTIVITY.endedEarlier}`]);
    const byCompany = await page({ company: "华夏基金", pageSize: 50 });
    // three from the activity demo, and the fund roadshow whose materials are open (seed-materials.ts)
    expect(byCompany.records.length).toBe(4);
    expect(byCompany.records.some((r) => r.title.includes("资料准备中"))).toBe(true);
    // a company search finds withdrawn bookings too (companyNames lists the live parts only)
    const byCode = (await page({ company: "300917", pageSize: 100 })).records;
    expect(byCode.every((r) => r.companyNames.includes("鹏城智能") || r.companyCount === 0)).toBe(true);
    expect(byCode.some((r) => r.title.endsWith(DEMO_ACTIVITY.companyWithdrawn))).toBe(true);
    expect((await page({ status: 2 })).records.map((r) => r.title)).toEqual([`鹏城智能${DEMO_ACTIVITY.inProgress}`]);
    expect((await page({ pubStatus: 1, pageSize: 50 })).records.every((r) => r.pubStatus === 1)).toBe(true);
    expect((await page({ isCancel: true })).total).toBe(2);
    const ranged = await page({ startDate: "2026-11-23", endDate: "2026-11-25", pageSize: 50 });
    expect(ranged.records.every((r) => r.startDate >= "2026-11-23" && r.startDate <= "2026-11-25")).toBe(true);
    expect(await t.post(`${OPS}/activity/activity_page`, { startDate: "20261123" }, as(operator))).toMatchObject({ code: 400, message: "日期格式不正确" });
  });

  it("shows one activity with its companies, contacts, venue and partners", async () => {
    const res = await act("activity_detail", { activityId: await idOf(DEMO_ACTIVITY.venueConfirmed) });
    expect(res.code).toBe(200);
    const d = res.datas[0]!;
    expect(d.companies).toHaveLength(1);
    expect(d.companies[0]).toMatchObject({ shortName: "鹏城智能", isAreaConfirmed: true, venue: { regionName: "深圳", roomName: expect.any(String) } });
    expect(d.companies[0]!.contacts[0]!.contactName).toBe("王海涛");
    const collective = (await act("activity_detail", { activityId: await idOf(DEMO_ACTIVITY.collectiveEnded) })).datas[0]!;
    expect(collective.companies.map((c) => c.shortName)).toEqual(["鹏城智能", "长江新材", "云栖数据"]);
    expect((await act("activity_detail", { activityId: 999999 })).message).toBe(OpsMsg.notFound);
  });
});

describe("moving an activity through its life cycle", () => {
  it("assigns the venue, which the company sees as done, with a message pushed to it", async () => {
    const id = await idOf(DEMO_ACTIVITY.infoSubmitted);
    const [room] = await t.database.db.select().from(rooms).limit(1);
    const [company] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES.listedMain));
    const pushes: unknown[] = [];
    const off = t.app.deps.pubsub.subscribe(channels.company(company!.id), (p) => pushes.push(p));
    const otherRoom = (await t.database.db.select().from(rooms)).find((r) => r.regionId !== room!.regionId)!;
    expect((await act("assign_venue", { activityId: id, regionId: room!.regionId, roomId: otherRoom.id })).message).toBe(OpsMsg.roomMismatch);
    const res = await act("assign_venue", { activityId: id, regionId: room!.regionId, roomId: room!.id, invitionAddressUrl: "https://meet.example.com/a1" });
    off();
    expect(res.code, res.message).toBe(200);
    expect(res.datas[0]!.companies[0]!.venue).toMatchObject({ roomId: room!.id, invitionAddress: room!.address, invitionAddressUrl: "https://meet.example.com/a1" });
    const view = await companyView(id);
    expect(view.isAreaConfirmed).toBe(true);
    expect(progressSteps(view, new Date("2026-11-23T02:00:00Z")).find((s) => s.key === "venue")?.state).toBe("done");
    expect(pushes).toEqual([{ type: 1, mqType: 1, isCompanyMessage: true, msg: "活动场地已分配" }]);
    const audit = await lastAudit("ops.activity.assign_venue");
    expect(audit).toMatchObject({ before: { isAreaConfirmed: false, venue: null }, after: { isAreaConfirmed: true } });
    // not after the end, and not for a mode without a venue (the company's own video)
    expect((await act("assign_venue", { activityId: await idOf(DEMO_ACTIVITY.endedEarlier), regionId: room!.regionId, roomId: room!.id })).message).toBe(OpsMsg.ended);
    expect((await act("assign_venue", { activityId: await idOf(DEMO_ACTIVITY.videoUploaded), regionId: room!.regionId, roomId: room!.id })).message).toBe(OpsMsg.noVenue);
  });

  it("sets deadlines in Beijing time and reopens submitted materials", async () => {
    const id = await idOf(DEMO_ACTIVITY.infoSubmitted);
    const res = await act("set_deadlines", { activityId: id, infoSubmitCloseTime: "2026-12-01 17:00" });
    expect(res.datas[0]!.infoSubmitCloseTime).toBe("2026-12-01T09:00:00.000Z");
    expect((await act("set_deadlines", { activityId: id })).message).toBe(OpsMsg.deadlineRequired);
    expect((await act("set_deadlines", { activityId: id, videoUploadCloseTime: "soon" })).message).toBe(OpsMsg.deadlineInvalid);
    expect((await act("reopen_materials", { activityId: id })).datas[0]!.companies[0]!.isInfoSubed).toBe(false);
    expect((await companyView(id)).isInfoSubed).toBe(false);
    expect((await act("reopen_materials", { activityId: id })).message).toBe(OpsMsg.infoNotSubmitted);
    expect(await lastAudit("ops.activity.reopen_materials")).toMatchObject({ before: { isInfoSubed: true }, after: { isInfoSubed: false } });
  });

  it("publishes as a test with a new code, then formally; the company sees the step done", async () => {
    const id = await idOf(DEMO_ACTIVITY.attendeesSubmitted);
    const test = await act("publish_test", { activityId: id });
    expect(test.datas[0]!.pubStatus).toBe(1);
    expect(isTestCode(test.datas[0]!.testCode ?? "")).toBe(true);
    expect((await act("publish_test", { activityId: id })).message).toBe(OpsMsg.alreadyTestPublished);
    const formal = await act("publish", { activityId: id });
    expect(formal.datas[0]).toMatchObject({ pubStatus: 2, pubTime: "2026-11-23T02:00:00.000Z" });
    expect((await act("publish", { activityId: id })).message).toBe(OpsMsg.alreadyPublished);
    const view = await companyView(id);
    expect(progressSteps(view, new Date("2026-11-23T02:00:00Z")).find((s) => s.key === "publication")?.state).toBe("done");
    expect(await lastAudit("ops.activity.publish")).toMatchObject({ before: { pubStatus: 1 }, after: { pubStatus: 2 } });
    // the company hears of both steps in its message reminders
    const sent = await t.database.db.select().from(messages).where(like(messages.content, `%${DEMO_ACTIVITY.attendeesSubmitted}%`));
    expect(sent.map((m) => m.msgTitle).sort()).toEqual(["活动页面已正式发布", "活动页面已测试发布"]);
    expect(sent.find((m) => m.msgTitle === "活动页面已测试发布")!.content).toContain(test.datas[0]!.testCode!);
  });

  it("sets the stream address, starts and ends, refusing impossible steps", async () => {
    const id = await idOf(DEMO_ACTIVITY.published);
    expect((await act("set_live_url", { activityId: id, liveUrl: "ftp://x" })).message).toBe(OpsMsg.liveUrlInvalid);
    expect((await act("set_live_url", { activityId: id, liveUrl: "https://live.example.com/a.m3u8" })).datas[0]!.liveUrl).toBe("https://live.example.com/a.m3u8");
    expect((await act("end", { activityId: id })).message).toBe(OpsMsg.notStarted);
    expect((await act("start", { activityId: id })).datas[0]!.status).toBe(2);
    expect((await act("start", { activityId: id })).message).toBe(OpsMsg.alreadyStarted);
    expect((await act("end", { activityId: id })).datas[0]!.status).toBe(3);
    expect((await act("end", { activityId: id })).message).toBe(OpsMsg.ended);
    expect((await act("set_live_url", { activityId: id, liveUrl: "https://live.example.com/b.m3u8" })).message).toBe(OpsMsg.ended);
    expect((await companyView(id)).status).toBe(3);
    const cancelled = await idOf(DEMO_ACTIVITY.operatorCancelled);
    expect((await act("end", { activityId: cancelled })).message).toBe(OpsMsg.cancelled);
    expect((await act("start", { activityId: cancelled })).message).toBe(OpsMsg.cancelled);
  });

  it("cancels a single activity and returns its slot's unit; a collective company part gives its place back", async () => {
    const id = await idOf("鹏城智能2026年第三季度业绩说明会");
    const [a] = await t.database.db.select().from(activities).where(eq(activities.id, id));
    const [store] = await t.database.db.select().from(bookingStores).where(eq(bookingStores.id, a!.storeId!));
    const res = await act("cancel", { activityId: id, reason: "公司申请改期" }, ops);
    expect(res.datas[0]!.isCancel).toBe(true);
    const [storeAfter] = await t.database.db.select().from(bookingStores).where(eq(bookingStores.id, a!.storeId!));
    expect(storeAfter!.number).toBe(Math.min(store!.number + 1, store!.total));
    expect((await companyView(id)).isCancel).toBe(true);
    expect((await act("cancel", { activityId: id }, ops)).message).toBe(OpsMsg.cancelled);
    expect(await lastAudit("ops.activity.cancel")).toMatchObject({ before: { isCancel: false }, after: { isCancel: true, reason: "公司申请改期" } });

    const collective = await idOf(DEMO_ACTIVITY.collectiveUpcoming);
    const [report] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES.report));
    const [before] = await t.database.db.select().from(activities).where(eq(activities.id, collective));
    expect((await act("cancel", { activityId: collective }, ops)).code).toBe(200);
    expect((await t.database.db.select().from(activities).where(eq(activities.id, collective)))[0]!.isCancel).toBe(true);
    // a cancelled collective cannot lose a part any more
    expect((await act("cancel", { activityId: collective, companyId: report!.id }, ops)).message).toBe(OpsMsg.cancelled);
    expect(before!.bookedCount).toBe(2);
  });

  it("cancels one company's part of a live collective", async () => {
    const collective = await idOf(DEMO_ACTIVITY.collectiveEnded);
    expect((await act("cancel", { activityId: collective }, ops)).message).toBe(OpsMsg.cancelEnded);
    // reopen the ended collective for this case: a collective still ahead. Its dates move ahead too, or the
    // server's activity clock, which ticks on its own timer, would end it again in the middle of the case.
    await t.database.db.update(activities).set({ status: 1, startDate: "2026-12-30", endDate: "2026-12-30" }).where(eq(activities.id, collective));
    const [report] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES.report));
    const [before] = await t.database.db.select().from(activities).where(eq(activities.id, collective));
    expect((await act("cancel", { activityId: collective, companyId: report!.id }, ops)).code).toBe(200);
    const [after] = await t.database.db.select().from(activities).where(eq(activities.id, collective));
    expect(after).toMatchObject({ bookedCount: before!.bookedCount - 1, isCancel: false });
    const parts = await t.database.db.select().from(activityCompanies).where(and(eq(activityCompanies.activityId, collective), eq(activityCompanies.companyId, report!.id)));
    expect(parts[0]!.isCancel).toBe(true);
    expect((await act("cancel", { activityId: collective, companyId: report!.id }, ops)).message).toBe(OpsMsg.partCancelled);
    expect((await act("reopen_materials", { activityId: collective })).message).toBe(OpsMsg.companyRequired);
  });

  it("switches modules, which change the company's tabs", async () => {
    const id = await idOf(DEMO_ACTIVITY.venueConfirmed);
    const res = await act("switch_modules", { activityId: id, moduleHasPreCollection: "true", isOpenText: "false" });
    expect(res.datas[0]).toMatchObject({ moduleHasPreCollection: true, isOpenText: false, isOpenActivityData: true });
    expect(await companyView(id)).toMatchObject({ moduleHasPreCollection: true, isOpenText: false });
    expect((await act("switch_modules", { activityId: id })).message).toBe(OpsMsg.noModuleChange);
    expect(await lastAudit("ops.activity.switch_modules")).toMatchObject({ before: { isOpenText: true }, after: { isOpenText: false } });
  });

  it("assigns distribution partners with distribution enabled only", async () => {
    const id = await idOf(DEMO_ACTIVITY.fundPending);
    const [main] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES.listedMain));
    const [closed] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES.listedClosed));
    expect((await act("assign_partners", { activityId: id, companyIds: [main!.id, closed!.id] })).message).toBe(OpsMsg.partnerNotEnabled);
    const res = await act("assign_partners", { activityId: id, companyIds: [main!.id], liveDistributeUrl: "https://d.example.com/live" });
    expect(res.datas[0]!.distributions).toEqual([expect.objectContaining({ companyId: main!.id, liveDistributeUrl: "https://d.example.com/live", submitStatus: 0 })]);
    const rows = await t.database.db.select().from(activityDistributions).where(eq(activityDistributions.activityId, id));
    expect(rows).toHaveLength(1);
    expect((await act("assign_partners", { activityId: id, companyIds: [] })).message).toBe(OpsMsg.partnerRequired);
    const options = await t.post<{ companyId: number }>(`${OPS}/activity/partner_options`, {}, as(operator));
    expect(options.datas.map((o) => o.companyId)).toContain(main!.id);
  });

  it("offers regions with their rooms", async () => {
    const res = await t.post<{ regionName: string; rooms: unknown[] }>(`${OPS}/activity/venue_options`, {}, as(operator));
    expect(res.datas.map((r) => r.regionName)).toEqual(["上海", "北京", "深圳"]);
    expect(res.datas.every((r) => r.rooms.length === 2)).toBe(true);
  });
});

describe("messages from the back office", () => {
  it("sends to one company and pushes it, or to every company of a type", async () => {
    const [main] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES.listedMain));
    const pushes: unknown[] = [];
    const off = t.app.deps.pubsub.subscribe(channels.company(main!.id), (p) => pushes.push(p));
    const res = await t.post<{ sent: number }>(`${OPS}/message/send`, { companyId: main!.id, msgTitle: "系统维护通知", content: "<p>今晚维护</p>" }, as(operator));
    off();
    expect(res.datas).toEqual([{ sent: 1 }]);
    expect(pushes).toEqual([{ type: 1, mqType: 1, isCompanyMessage: true, msg: "系统维护通知" }]);
    const page = await t.post<TPage<{ msgTitle: string; status: number }>>(`${AUTH}/message/message_page`, { isCompanyMessage: true }, as(admin));
    expect(page.datas[0]!.records[0]).toMatchObject({ msgTitle: "系统维护通知", status: 0 });
    const listed = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.companyType, 1));
    expect((await t.post(`${OPS}/message/send`, { companyType: 1, msgTitle: "年报提醒", content: "请准备" }, as(ops))).datas).toEqual([{ sent: listed.length }]);
    expect(await t.database.db.select().from(messages).where(eq(messages.msgTitle, "年报提醒"))).toHaveLength(listed.length);
    expect(await lastAudit("ops.message.send")).toMatchObject({ after: { msgTitle: "年报提醒" } });
    expect((await t.post(`${OPS}/message/send`, { msgTitle: "x", content: "y" }, as(operator))).message).toBe(OpsMsg.messageTargetRequired);
    expect((await t.post(`${OPS}/message/send`, { companyId: main!.id, companyType: 1, msgTitle: "x", content: "y" }, as(operator))).message).toBe(OpsMsg.messageTargetBoth);
    expect((await t.post(`${OPS}/message/send`, { companyId: 999999, msgTitle: "x", content: "y" }, as(operator))).message).toBe(OpsMsg.noRecipients);
    expect((await t.post(`${OPS}/message/send`, { companyId: main!.id, content: "y" }, as(operator))).message).toBe("请输入消息标题");
  });
});

describe("dashboard", () => {
  it("counts the work waiting", async () => {
    const res = await t.post<Record<string, number>>(`${OPS}/dashboard/counts`, {}, as(ops));
    expect(res.code).toBe(200);
    expect(res.datas[0]).toEqual({
      venuesToAssign: expect.any(Number),
      pagesToPublish: expect.any(Number),
      videosToReview: expect.any(Number),
      materialsSubmitted: expect.any(Number),
      inProgress: expect.any(Number),
      startingToday: expect.any(Number),
      qaToReview: expect.any(Number),
      certificationsToReview: expect.any(Number),
      homepagesToReview: expect.any(Number),
      bindingsToReview: expect.any(Number),
      lotteriesToReview: expect.any(Number),
    });
    expect(res.datas[0]!.venuesToAssign).toBeGreaterThan(0);
  });
});

describe("the company list index after the operators' changes", () => {
  it("still matches the activities and parts, and its counts match its rows", async () => {
    const rows = async (q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [drift] = await rows(sql`select count(*)::int as n from activity_list_entries e
      join activity_companies ac on ac.id = e.activity_company_id join activities a on a.id = ac.activity_id
      where ac.is_cancel or e.status <> a.status or e.company_id <> ac.company_id or e.start_date <> a.start_date`);
    expect(drift).toEqual({ n: 0 });
    const counted = await rows(sql`select company_id, tab, is_multi, count(*)::int as n from activity_list_entries group by 1, 2, 3 order by 1, 2, 3`);
    expect(await rows(sql`select company_id, tab, is_multi, n from activity_list_counts where n <> 0 order by 1, 2, 3`)).toEqual(counted);
  });
});
