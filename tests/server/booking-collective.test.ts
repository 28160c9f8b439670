import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { activities, activityCompanies, activityContacts, activitySeries, auditLog, idempotencyKeys } from "#server/db/schema/index.ts";
import { createCollectiveBooking } from "#server/modules/booking/booking-write.repository.ts";
import { BookingMsg } from "#shared/booking/booking-messages.ts";
import type { TBookableSeries } from "#shared/api/booking.contract.ts";
import type { TFormInput } from "#shared/http/form-codec.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { acceptAgreement, bookingCounts, CONTACTS, regionId, URL } from "./booking-fixtures.ts";

let t: TTestApp;
let admin: string;
let member: string;
let report: string;
let fund: string;
const ids: Record<"open" | "openSelection" | "full" | "type8Only" | "closed" | "openSecond", number> = {
  open: 0, openSelection: 0, full: 0, type8Only: 0, closed: 0, openSecond: 0,
};

const as = (token: string) => ({ authorization: token });
const db = () => t.database.db;

async function bookedCount(id: number): Promise<number> {
  const [row] = await db().select({ n: activities.bookedCount }).from(activities).where(eq(activities.id, id));
  return row?.n ?? -1;
}

/** Posts a collective booking that must be refused with `message`, and checks that nothing changed. */
async function refused(token: string, body: TFormInput, message: string) {
  const all = Object.values(ids);
  const before = { counts: await bookingCounts(db()), booked: await Promise.all(all.map(bookedCount)) };
  const res = await t.post(URL.collective, { ...CONTACTS, ...body }, as(token));
  expect(res, JSON.stringify(res)).toMatchObject({ code: 400, message });
  expect(await bookingCounts(db())).toEqual(before.counts);
  expect(await Promise.all(all.map(bookedCount))).toEqual(before.booked);
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, report, fund] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("listed-member"), t.loginPass("report-admin"), t.loginPass("fund-admin")]);
  const list = (await t.post<TBookableSeries>(URL.bookable, {}, as(admin))).datas.flatMap((s) => s.activityList);
  const find = (part: string) => list.find((a) => a.title.includes(part))?.id ?? 0;
  Object.assign(ids, {
    open: find("文字互动场"), openSelection: find("视频自选场"), full: find("已约满"),
    type8Only: find("拟上市公司专场"), closed: find("第一场"), openSecond: find("第二场"),
  });
  expect(Object.values(ids).every((id) => id > 0)).toBe(true);
});
afterAll(async () => t.close());

describe("collective booking", () => {
  it("needs the collective agreement (type 1), and refuses companies that may not book collectives", async () => {
    await refused(admin, { activityIds: [ids.open] }, BookingMsg.agreementRequired);
    await acceptAgreement(t, admin, 0);
    await refused(admin, { activityIds: [ids.open] }, BookingMsg.agreementRequired);
    await Promise.all([acceptAgreement(t, admin, 1), acceptAgreement(t, member, 1), acceptAgreement(t, report, 1), acceptAgreement(t, fund, 1)]);
    await refused(fund, { activityIds: [ids.open] }, BookingMsg.notAllowed);
  });

  it("refuses a second pick in one series within one request", async () => {
    await refused(admin, { activityIds: [ids.open, ids.openSelection] }, BookingMsg.seriesTaken);
    await refused(admin, { activityIds: [ids.open, ids.open] }, BookingMsg.seriesTaken);
  });

  it("refuses closed, full, other-type and unknown activities", async () => {
    await refused(admin, { activityIds: [ids.closed] }, BookingMsg.collectiveClosed);
    await refused(admin, { activityIds: [ids.full] }, BookingMsg.collectiveFull);
    await refused(admin, { activityIds: [ids.type8Only] }, BookingMsg.collectiveCompanyType);
    await refused(admin, { activityIds: [999999] }, BookingMsg.collectiveNotFound);
    await refused(admin, { activityIds: [] }, BookingMsg.collectiveActivity);
    await refused(admin, { activityIds: [ids.open], contactName: [""] }, "请输入姓名");
  });

  it("open selection: needs the company mode, and the own mode's fields", async () => {
    await refused(admin, { activityIds: [ids.openSelection] }, BookingMsg.companyMode);
    await refused(admin, { activityIds: [ids.openSelection], isWithCollective: false }, BookingMsg.mode);
    await refused(admin, { activityIds: [ids.openSelection], isWithCollective: false, modeId: 1 }, BookingMsg.liveRegion);
    await refused(admin, { activityIds: [ids.openSelection], isWithCollective: false, modeId: 2 }, BookingMsg.platform);
    await refused(admin, { activityIds: [ids.openSelection], isWithCollective: false, modeId: 6 }, BookingMsg.modeNotAllowed);
    const shenzhen = await regionId(db(), "深圳");
    await refused(admin, { activityIds: [ids.openSelection], isWithCollective: false, modeId: 1, regionId: shenzhen, startTime: "09:30", endTime: "10:00" }, BookingMsg.minSpan);
  });

  it("books the company's own mode, takes a place and stores the part and contacts", async () => {
    const shenzhen = await regionId(db(), "深圳");
    const before = await bookedCount(ids.openSelection);
    const res = await t.post<{ activityId: number }>(URL.collective, {
      ...CONTACTS, activityIds: [ids.openSelection], isWithCollective: false, modeId: 1, videoType: 1, regionId: shenzhen, startTime: "10:00", endTime: "11:30",
    }, as(admin));
    expect(res).toMatchObject({ code: 200, datas: [{ activityId: ids.openSelection }] });
    expect(await bookedCount(ids.openSelection)).toBe(before + 1);
    const [part] = await db().select().from(activityCompanies).where(and(eq(activityCompanies.activityId, ids.openSelection), eq(activityCompanies.isCancel, false)));
    expect(part).toMatchObject({ isWithCollective: false, modeId: 1, videoType: 1, regionId: shenzhen, startTime: "10:00", isAcceptAgreement: true });
    expect(part?.seriesId).not.toBeNull();
    expect(await db().select().from(activityContacts).where(eq(activityContacts.activityCompanyId, part!.id))).toHaveLength(1);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "booking.collective"));
    expect(audit?.entityId).toBe(String(ids.openSelection));
  });

  it("then refuses another activity of the same series, also for another member of the company", async () => {
    await refused(admin, { activityIds: [ids.open] }, BookingMsg.seriesTaken);
    await refused(member, { activityIds: [ids.open] }, BookingMsg.seriesTaken);
    await refused(member, { activityIds: [ids.openSelection], isWithCollective: true }, BookingMsg.seriesTaken);
  });

  it("shows the booking in the list: booked, and the rest of the series no longer bookable", async () => {
    const list = (await t.post<TBookableSeries>(URL.bookable, {}, as(admin))).datas.flatMap((s) => s.activityList);
    expect(list.find((a) => a.id === ids.openSelection)).toMatchObject({ isBooked: true, canBook: false });
    expect(list.find((a) => a.id === ids.open)).toMatchObject({ isBooked: false, canBook: false });
    expect(list.find((a) => a.id === ids.openSecond)).toMatchObject({ canBook: true });
  });

  it("two picks of one series racing for the same company: exactly one wins", async () => {
    const results = await Promise.all([
      t.post(URL.collective, { ...CONTACTS, activityIds: [ids.type8Only] }, as(report)),
      t.post(URL.collective, { ...CONTACTS, activityIds: [ids.openSecond] }, as(report)),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.code === 400)?.message).toBe(BookingMsg.seriesTaken);
    expect((await bookedCount(ids.type8Only)) + (await bookedCount(ids.openSecond))).toBe(1);
  });

  it("the last place of a collective activity goes to one company only", async () => {
    const [series] = await db().insert(activitySeries).values({ seriesName: "容量测试系列" }).returning();
    const [a] = await db().insert(activities).values({
      seriesId: series!.id, isMulti: true, activityType: 6, title: "容量测试", startDate: "2026-12-20", endDate: "2026-12-20", modeId: 4, videoType: 4, capacity: 1, bookingCompanyType: 0,
    }).returning();
    const results = await Promise.all([
      t.post(URL.collective, { ...CONTACTS, activityIds: [a!.id] }, as(admin)),
      t.post(URL.collective, { ...CONTACTS, activityIds: [a!.id] }, as(report)),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.code === 400)?.message).toBe(BookingMsg.collectiveFull);
    expect(await bookedCount(a!.id)).toBe(1);
    expect(await db().select().from(activityCompanies).where(eq(activityCompanies.activityId, a!.id))).toHaveLength(1);
  });

  it("with two picks, one full by the time of the write, takes neither and writes nothing", async () => {
    const made = [];
    for (const [name, capacity, bookedCount] of [["全有或全无甲", 5, 0], ["全有或全无乙", 1, 1]] as const) {
      const [series] = await db().insert(activitySeries).values({ seriesName: name }).returning();
      const [a] = await db().insert(activities).values({
        seriesId: series!.id, isMulti: true, activityType: 6, title: name, startDate: "2026-12-21", endDate: "2026-12-21", modeId: 4, videoType: 4, capacity, bookedCount, bookingCompanyType: 0,
      }).returning();
      made.push(a!);
    }
    const [mine] = await db().select().from(activityCompanies).where(eq(activityCompanies.activityId, ids.openSelection));
    const audits = (await db().select().from(auditLog)).length;
    const part = { companyId: mine!.companyId, bookedBy: mine!.bookedBy, isAcceptAgreement: true, crtTime: new Date() };
    await expect(
      createCollectiveBooking(db(), {
        picks: made.map((a) => ({ activityId: a.id, part: { ...part, seriesId: a.seriesId } })),
        contacts: [],
        actorUserId: mine!.bookedBy!,
        at: new Date(),
      }),
    ).rejects.toMatchObject({ message: BookingMsg.collectiveFull });
    expect(await Promise.all(made.map((a) => bookedCount(a.id)))).toEqual([0, 1]);
    expect(await db().select().from(activityCompanies).where(eq(activityCompanies.activityId, made[0]!.id))).toHaveLength(0);
    expect(await db().select().from(auditLog)).toHaveLength(audits);
  });

  it("stores the answer with the booking: a replay with the same Idempotency-Key books nothing more", async () => {
    const [series] = await db().insert(activitySeries).values({ seriesName: "幂等测试系列" }).returning();
    const [a] = await db().insert(activities).values({
      seriesId: series!.id, isMulti: true, activityType: 6, title: "幂等测试", startDate: "2026-12-22", endDate: "2026-12-22", modeId: 4, videoType: 4, capacity: 3, bookingCompanyType: 0,
    }).returning();
    const headers = { ...as(admin), "idempotency-key": "collective-replay-1" };
    const first = await t.post(URL.collective, { ...CONTACTS, activityIds: [a!.id] }, headers);
    expect(first).toMatchObject({ code: 200, datas: [{ activityId: a!.id }] });
    const [key] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "collective-replay-1"));
    expect(key).toMatchObject({ state: "done", statusCode: 200, leaseToken: null });
    const envelope = { code: 200, datas: [{ activityId: a!.id }], message: first.message };
    expect(JSON.parse(key!.body!)).toEqual(envelope);
    const replay = await t.post(URL.collective, { ...CONTACTS, activityIds: [a!.id] }, headers);
    expect(replay).toMatchObject({ ...envelope, headers: { "idempotent-replayed": "true" } });
    expect(await bookedCount(a!.id)).toBe(1);
  });
});

describe("accept_agreement", () => {
  it("records the notice for the caller's company's activity, and 403 for anyone else's", async () => {
    const [part] = await db().select().from(activityCompanies).where(eq(activityCompanies.activityId, ids.openSelection));
    await db().update(activityCompanies).set({ isAcceptAgreement: false }).where(eq(activityCompanies.id, part!.id));
    expect(await t.post(URL.acceptAgreement, { activityId: ids.openSelection }, as(member))).toMatchObject({ code: 200, datas: [] });
    const [after] = await db().select().from(activityCompanies).where(eq(activityCompanies.id, part!.id));
    expect(after?.isAcceptAgreement).toBe(true);
    expect(await t.post(URL.acceptAgreement, { activityId: ids.openSelection }, as(report))).toMatchObject({ code: 403 });
    const [single] = await db().select().from(activities).where(like(activities.title, "鹏城智能%"));
    expect(await t.post(URL.acceptAgreement, { activityId: single!.id }, as(fund))).toMatchObject({ code: 403 });
    expect(await t.post(URL.acceptAgreement, { activityId: 999999 }, as(admin))).toMatchObject({ code: 403 });
  });
});
