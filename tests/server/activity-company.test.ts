import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like, sql } from "drizzle-orm";
import { activities, activityCompanies, auditLog, bookingStores, companies } from "#server/db/schema/index.ts";
import { DEMO_ACTIVITY } from "#server/db/seed/seed-activity.ts";
import { DEMO_COLLECTIVE } from "#server/db/seed/seed-booking-demo.ts";
import { DEMO_COMPANY_NAMES } from "#server/db/seed/index.ts";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { CancelMsg } from "#shared/activity/activity-rules.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const AUTH = "/base-service/api/auth/v1";
const URL = {
  list: `${AUTH}/activity_company/company_activity_list`,
  page: `${AUTH}/activity_company/company_activity_page`,
  exit: `${AUTH}/activity_company/company_exit_activity`,
};
let t: TTestApp;
let admin: string;
let member: string;
let fund: string;
let investor: string;
let ops: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, fund, investor, ops] = await Promise.all([
    t.loginPass("listed-admin"),
    t.loginPass("listed-member"),
    t.loginPass("fund-admin"),
    t.loginMobile("13800000001"),
    t.loginPass("ops-admin"),
  ]);
});
afterAll(async () => t.close());

const as = (token: string) => ({ authorization: token });

async function idOf(title: string): Promise<number> {
  const [row] = await t.database.db.select({ id: activities.id }).from(activities).where(like(activities.title, `%${title}`));
  if (!row) throw new Error(`no activity ${title}`);
  return row.id;
}

async function companyId(name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.fullName, name));
  return row!.id;
}

async function pageOf(token: string, body: Record<string, unknown>) {
  const res = await t.post<TPage<TCompanyActivity>>(URL.page, { pageNo: 1, pageSize: 10, ...body } as never, as(token));
  expect(res.code, res.message).toBe(200);
  return res.datas[0]!;
}

describe("company_activity_page (document 2 section 2.2)", () => {
  it("lists the not-ended tab of the caller's company only, 10 per page, newest start first", async () => {
    const p = await pageOf(admin, { status: [1, 2] });
    const mainId = await companyId(DEMO_COMPANY_NAMES.listedMain);
    const counted = (await t.database.db.execute(
      sql`select count(*)::int as n from activity_companies ac join activities a on a.id = ac.activity_id
        where ac.company_id = ${mainId} and not ac.is_cancel and a.status in (1, 2)`,
    )) as unknown as { rows: { n: number }[] };
    const n = counted.rows[0]!.n;
    expect(p.total).toBe(n);
    expect(p.current).toBe(1);
    expect(p.pages).toBe(Math.ceil(n / 10));
    expect(p.records).toHaveLength(10);
    expect(p.records.every((r) => r.status !== 3 && r.companyName === "鹏城智能")).toBe(true);
    const keys = p.records.map((r) => `${r.startDate} ${r.startTime}`);
    expect(keys).toEqual([...keys].sort().reverse());
    // the withdrawn booking is not listed; the one the operator cancelled is, shown cancelled
    const all = [...p.records, ...(await pageOf(admin, { status: [1, 2], pageNo: 2 })).records];
    expect(all.some((r) => r.title.endsWith(DEMO_ACTIVITY.companyWithdrawn))).toBe(false);
    expect(all.find((r) => r.title.endsWith(DEMO_ACTIVITY.operatorCancelled))?.isCancel).toBe(true);
  });

  it("lists the ended tab, sorts ascending, filters collective and searches titles", async () => {
    const ended = await pageOf(admin, { status: 3 });
    expect(ended.records.length).toBeGreaterThanOrEqual(3);
    expect(ended.records.every((r) => r.status === 3)).toBe(true);
    const asc = await pageOf(admin, { status: 3, sort: 1 });
    expect(asc.records.map((r) => r.activityId)).toEqual([...ended.records].reverse().map((r) => r.activityId));
    const multi = await pageOf(admin, { status: 3, isMulti: 1 });
    expect(multi.records.map((r) => r.title)).toEqual([expect.stringContaining(DEMO_ACTIVITY.collectiveEnded)]);
    expect((await pageOf(admin, { status: 3, isMulti: 0 })).total).toBe(ended.total - 1);
    // the spec's booleans: true/false as well as 1/0
    expect((await pageOf(admin, { status: 3, isMulti: "true" })).records.map((r) => r.activityId)).toEqual(multi.records.map((r) => r.activityId));
    expect((await pageOf(admin, { status: 3, isMulti: false })).total).toBe(ended.total - 1);
    const search = await pageOf(admin, { status: 3, activityTitle: "开放日" });
    expect(search.records.map((r) => r.title)).toEqual([`鹏城智能${DEMO_ACTIVITY.endedEarlier}`]);
    // wildcards are taken literally; an empty search and an empty filter mean none
    expect((await pageOf(admin, { status: 3, activityTitle: "%" })).total).toBe(0);
    expect((await pageOf(admin, { status: 3, activityTitle: "", isMulti: "", sort: "" })).total).toBe(ended.total);
  });

  it("merges the company's part into each card: mode, region, platform, contacts and progress", async () => {
    const p = await pageOf(admin, { status: [1, 2], pageSize: 50 });
    const venue = p.records.find((r) => r.title.endsWith(DEMO_ACTIVITY.venueConfirmed))!;
    expect(venue).toMatchObject({ modeName: "视频直播", regionName: "深圳", activityTypeText: "重大事项说明会", isInfoSubed: true, isAreaConfirmed: true, isPersonListSubed: false, infoSubStatus: 1 });
    expect(venue.contacts[0]).toMatchObject({ contactName: "王海涛", contactMobile: "13912345678" });
    expect(venue.crtTime).toMatch(/Z$/);
    const live = p.records.find((r) => r.title.endsWith(DEMO_ACTIVITY.inProgress))!;
    expect(live).toMatchObject({ status: 2, pubStatus: 2 });
    const own = p.records.find((r) => r.title.endsWith(DEMO_ACTIVITY.videoUploaded))!;
    expect(own).toMatchObject({ videoType: 3, recType: 2, isVideoUploaded: true, videoUploadStatus: 1 });
  });

  it("keeps each company to its own list", async () => {
    const f = await pageOf(fund, { status: [1, 2, 3], pageSize: 50 });
    expect(f.records.length).toBeGreaterThan(0);
    expect(f.records.every((r) => r.companyName === "华夏基金")).toBe(true);
    expect((await pageOf(member, { status: [1, 2] })).total).toBe((await pageOf(admin, { status: [1, 2] })).total);
  });

  it("refuses bad filters and callers without a company", async () => {
    expect(await t.post(URL.page, { status: 4 }, as(admin))).toMatchObject({ code: 400, message: "状态参数不正确" });
    expect(await t.post(URL.page, {}, as(admin))).toMatchObject({ code: 400, message: "状态参数不正确" });
    expect(await t.post(URL.page, { status: 3, sort: 5 }, as(admin))).toMatchObject({ code: 400, message: "排序参数不正确" });
    expect(await t.post(URL.page, { status: 3, activityTitle: "题".repeat(101) }, as(admin))).toMatchObject({ code: 400, message: "标题不能超过100个字符" });
    expect(await t.post(URL.page, { status: 3, pageNo: 0 }, as(admin))).toMatchObject({ code: 400, message: "页码不正确" });
    expect((await t.post(URL.page, { status: 3 }, as(investor))).code).toBe(403);
    expect((await t.post(URL.page, { status: 3 }, as(ops))).code).toBe(403);
    expect((await t.post(URL.page, { status: 3 })).code).toBe(401);
  });
});

describe("company_activity_list (one activity)", () => {
  it("answers the company's view of its activity", async () => {
    const id = await idOf(DEMO_ACTIVITY.testPublished);
    const res = await t.post<TCompanyActivity>(URL.list, { size: 0, activityId: id }, as(admin));
    expect(res.code).toBe(200);
    expect(res.datas[0]).toMatchObject({ activityId: id, pubStatus: 1, regionName: "北京", moduleHasPreCollection: true, isAcceptAgreement: true });
    expect(res.datas[0]!.testCode).toMatch(/^[a-z2-9]{8}$/);
  });

  it("still opens a withdrawn booking, shown cancelled", async () => {
    const res = await t.post<TCompanyActivity>(URL.list, { activityId: await idOf(DEMO_ACTIVITY.companyWithdrawn) }, as(admin));
    expect(res.datas[0]).toMatchObject({ isCancel: true });
  });

  it("refuses another company's activity and unknown ids with 403", async () => {
    const id = await idOf(DEMO_ACTIVITY.fundPending);
    expect(await t.post(URL.list, { activityId: id }, as(admin))).toMatchObject({ code: 403, message: "暂无权限", datas: [] });
    expect((await t.post(URL.list, { activityId: 999999 }, as(admin))).code).toBe(403);
    expect(await t.post(URL.list, { activityId: "x" }, as(admin))).toMatchObject({ code: 400, message: "活动编号不正确" });
  });
});

describe("company_exit_activity (cancel booking)", () => {
  const stateOf = async (id: number) => {
    const [a] = await t.database.db.select().from(activities).where(eq(activities.id, id));
    const parts = await t.database.db.select().from(activityCompanies).where(eq(activityCompanies.activityId, id));
    const [store] = a!.storeId ? await t.database.db.select().from(bookingStores).where(eq(bookingStores.id, a!.storeId)) : [];
    return { a: a!, parts, store };
  };

  it("cancels a booking the rule allows and returns its slot's unit in the same transaction", async () => {
    const id = await idOf("鹏城智能2026年第三季度业绩说明会");
    const before = await stateOf(id);
    expect(before.store).toBeDefined();
    const res = await t.post(URL.exit, { activityId: id }, as(admin));
    expect(res).toMatchObject({ code: 200 });
    const after = await stateOf(id);
    expect(after.a.isCancel).toBe(true);
    expect(after.parts[0]!.isCancel).toBe(true);
    expect(after.store!.number).toBe(Math.min(before.store!.number + 1, before.store!.total));
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "activity.company_exit"), eq(auditLog.entityId, String(before.parts[0]!.id))));
    expect(audit).toHaveLength(1);
    const list = await pageOf(admin, { status: [1, 2], pageSize: 100 });
    expect(list.records.some((r) => r.activityId === id)).toBe(false);
    // a second cancel is refused and returns nothing more
    expect(await t.post(URL.exit, { activityId: id }, as(admin))).toMatchObject({ code: 400, message: CancelMsg.cancelled });
    expect((await stateOf(id)).store!.number).toBe(after.store!.number);
  });

  it("refuses outside the rule with its reason and changes nothing", async () => {
    const cases: [string, string][] = [
      [DEMO_ACTIVITY.infoSubmitted, CancelMsg.infoSubmitted],
      [DEMO_ACTIVITY.testPublished, CancelMsg.published],
      [DEMO_ACTIVITY.inProgress, CancelMsg.published],
      [DEMO_ACTIVITY.operatorCancelled, CancelMsg.cancelled],
      [DEMO_ACTIVITY.collectiveUpcoming, CancelMsg.bookingClosed],
    ];
    for (const [title, message] of cases) {
      const id = await idOf(title);
      const before = await stateOf(id);
      expect(await t.post(URL.exit, { activityId: id }, as(admin)), title).toMatchObject({ code: 400, message });
      expect(await stateOf(id)).toEqual(before);
    }
  });

  it("refuses another company's booking with 403 and changes nothing", async () => {
    const id = await idOf(DEMO_ACTIVITY.fundPending);
    const before = await stateOf(id);
    expect(await t.post(URL.exit, { activityId: id }, as(admin))).toMatchObject({ code: 403 });
    expect(await stateOf(id)).toEqual(before);
  });

  it("gives a collective place back (booked_count - 1)", async () => {
    const id = await idOf(DEMO_COLLECTIVE.open);
    const mainId = await companyId(DEMO_COMPANY_NAMES.listedMain);
    const [a] = await t.database.db.select().from(activities).where(eq(activities.id, id));
    await t.database.db.insert(activityCompanies).values({ activityId: id, companyId: mainId, seriesId: a!.seriesId, isAcceptAgreement: true });
    await t.database.db.update(activities).set({ bookedCount: a!.bookedCount + 1 }).where(eq(activities.id, id));
    expect((await pageOf(admin, { status: [1, 2], isMulti: 1, pageSize: 50 })).records.map((r) => r.activityId)).toContain(id);
    expect(await t.post(URL.exit, { activityId: id }, as(admin))).toMatchObject({ code: 200 });
    const [after] = await t.database.db.select().from(activities).where(eq(activities.id, id));
    expect(after).toMatchObject({ bookedCount: a!.bookedCount, isCancel: false });
    expect((await pageOf(admin, { status: [1, 2], isMulti: 1, pageSize: 50 })).records.map((r) => r.activityId)).not.toContain(id);
  });
});
