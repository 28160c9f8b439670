import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { activities, activityCompanies, activityContacts, activityThemes, auditLog, bookingStores, companyMembers, users } from "#server/db/schema/index.ts";
import { BookingMsg } from "#shared/booking/booking-messages.ts";
import type { TAgreementInfo, TStoreSlot } from "#shared/api/booking.contract.ts";
import type { TFormInput } from "#shared/http/form-codec.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { acceptAgreement, bookingCounts, CONTACTS, liveBooking, platformId, quotaOf, regionId, slotRow, URL } from "./booking-fixtures.ts";

let t: TTestApp;
let admin: string;
let member: string;
let fund: string;
let shenzhen: number;
let shanghai: number;

const as = (token: string) => ({ authorization: token });
const db = () => t.database.db;

async function theme(activityType: number, fixed: boolean) {
  const rows = await db().select().from(activityThemes).where(eq(activityThemes.activityType, activityType));
  const row = rows.find((r) => r.isAllowModify === !fixed);
  if (!row) throw new Error(`no theme ${activityType}/${fixed}`);
  return row;
}

/** Posts a booking that must be refused with `message`, and checks that nothing changed. */
async function refused(token: string, body: TFormInput, message: string, slotIds: number[] = []) {
  const before = { counts: await bookingCounts(db()), quotas: await Promise.all(slotIds.map((id) => quotaOf(db(), id))) };
  const res = await t.post<TStoreSlot>(URL.single, body, as(token));
  expect(res, JSON.stringify(res)).toMatchObject({ code: 400, message });
  expect(await bookingCounts(db())).toEqual(before.counts);
  expect(await Promise.all(slotIds.map((id) => quotaOf(db(), id)))).toEqual(before.quotas);
  return res;
}

async function liveBody(storeDate: string, start = "09:30", end = "10:30") {
  const slot = await slotRow(db(), { videoType: 1, storeDate, periodId: 1, regionId: shenzhen });
  const th = await theme(1, false);
  return { slot, body: { ...liveBooking(slot, shenzhen, th.id, "投资者交流会"), definedPeriodStart: start, definedPeriodEnd: end } };
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, fund] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("listed-member"), t.loginPass("fund-admin")]);
  shenzhen = await regionId(db(), "深圳");
  shanghai = await regionId(db(), "上海");
});
afterAll(async () => t.close());

describe("the booking agreement", () => {
  it("is required before booking, and agreement_add / agreement_info record and report it", async () => {
    const { slot, body } = await liveBody("2026-12-03");
    await refused(admin, body, BookingMsg.agreementRequired, [slot.id]);

    const before = await t.post<TAgreementInfo>(URL.agreementInfo, { agreementType: 0 }, as(admin));
    expect(before.datas[0]).toMatchObject({ agreementType: 0, currentVersion: "2026.1", acceptedVersion: null, acceptedAt: null });
    const added = await t.post<TAgreementInfo>(URL.agreementAdd, { agreementType: 0 }, as(admin));
    expect(added.datas[0]).toMatchObject({ currentVersion: "2026.1", acceptedVersion: "2026.1" });
    expect(added.datas[0]?.acceptedAt).toBe("2026-11-23T02:00:00.000Z");
    expect(await t.post(URL.agreementAdd, { agreementType: 3 }, as(admin))).toMatchObject({ code: 400, message: "协议类型不正确" });
    await acceptAgreement(t, member, 0);
    await acceptAgreement(t, fund, 0);
  });
});

describe("single bookings that succeed", () => {
  it("live: takes one unit of the region's slot and stores the activity, the part and the contacts", async () => {
    const { slot, body } = await liveBody("2026-12-03", "10:00", "11:30");
    const res = await t.post<{ activityId: number }>(URL.single, { ...body, ...CONTACTS, contactName: ["王海涛", "李晓雯"], contactMobile: ["13912345678", "13987654321"], contactWechat: ["w1", "w2"], contactMail: ["", "li@example.com"] }, as(admin));
    expect(res).toMatchObject({ code: 200, message: "预约成功" });
    const activityId = res.datas[0]!.activityId;
    expect(await quotaOf(db(), slot.id)).toBe(slot.number - 1);
    const [a] = await db().select().from(activities).where(eq(activities.id, activityId));
    expect(a).toMatchObject({
      title: "鹏城智能投资者交流会", activityType: 1, modeId: 1, videoType: 1, startDate: "2026-12-03", endDate: "2026-12-03",
      startTime: "10:00", endTime: "11:30", regionId: shenzhen, storeId: slot.id, periodId: 1, status: 1, pubStatus: 0, isMulti: false,
      recType: null, isLiveBroadcast: null,
    });
    // Materials close two trading days before, 17:00 Beijing time.
    expect(a?.infoSubmitCloseTime?.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    const [part] = await db().select().from(activityCompanies).where(eq(activityCompanies.activityId, activityId));
    expect(part).toMatchObject({ isAcceptAgreement: true, regionId: shenzhen, startTime: "10:00", seriesId: null });
    const contacts = await db().select().from(activityContacts).where(eq(activityContacts.activityCompanyId, part!.id)).orderBy(activityContacts.sort);
    expect(contacts.map((c) => [c.contactName, c.contactMail])).toEqual([["王海涛", null], ["李晓雯", "li@example.com"]]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "booking.single")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.entityId).toBe(String(activityId));
  });

  it("relay (refinancing, T+2) with a platform; a fixed theme fills both titles", async () => {
    const slot = await slotRow(db(), { videoType: 2, storeDate: "2026-11-25", periodId: 3 });
    const th = await theme(2, true);
    const res = await t.post<{ activityId: number }>(URL.single, {
      ...CONTACTS, activityType: 2, bookingType: 2, dicId: th.id, bookingTitle: th.cnName, modeId: 2, bookingDate: "2026-11-25",
      periodId: 3, storeId: slot.id, version: 1, platformId: await platformId(db()),
    }, as(admin));
    expect(res.code, res.message).toBe(200);
    const [a] = await db().select().from(activities).where(eq(activities.id, res.datas[0]!.activityId));
    expect(a).toMatchObject({ title: `鹏城智能${th.cnName}`, enTitle: `Pengcheng Intelligent ${th.enName}`, startTime: "14:00", endTime: "15:30", videoType: 2 });
  });

  it("own recorded video: the broadcast form is forced live", async () => {
    const slot = await slotRow(db(), { videoType: 3, storeDate: "2026-12-04", periodId: 4 });
    const th = await theme(4, false);
    const res = await t.post<{ activityId: number }>(URL.single, {
      ...CONTACTS, activityType: 3, bookingType: 4, dicId: th.id, bookingTitle: "投资者开放日", modeId: 5, bookingDate: "2026-12-04",
      periodId: 4, storeId: slot.id, version: 1, isLiveBroadcast: false,
    }, as(member));
    expect(res.code, res.message).toBe(200);
    const [a] = await db().select().from(activities).where(eq(activities.id, res.datas[0]!.activityId));
    expect(a).toMatchObject({ recType: 2, isLiveBroadcast: true, recDate: null });
    // A member books for the company: the part names the company and who booked.
    const [m] = await db().select({ id: users.id }).from(users).where(eq(users.account, "listed-member"));
    const [part] = await db().select().from(activityCompanies).where(eq(activityCompanies.activityId, a!.id));
    const [memberRow] = await db().select().from(companyMembers).where(eq(companyMembers.userId, m!.id));
    expect(a?.createdBy).toBe(m!.id);
    expect(part).toMatchObject({ bookedBy: m!.id, companyId: memberRow!.companyId });
  });

  it("studio recording: takes a unit of the broadcast slot and of the studio slot", async () => {
    const slot = await slotRow(db(), { videoType: 3, storeDate: "2026-12-10", periodId: 1 });
    const studio = await slotRow(db(), { videoType: 3, isRecord: true, storeDate: "2026-12-02", periodId: 1, regionId: shanghai });
    const th = await theme(3, true);
    const res = await t.post<{ activityId: number }>(URL.single, {
      ...CONTACTS, activityType: 3, bookingType: 3, dicId: th.id, bookingTitle: th.cnName, bookingEnTitle: th.enName, modeId: 3,
      bookingDate: "2026-12-10", periodId: 1, storeId: slot.id, version: 1, isLiveBroadcast: false, recDate: "2026-12-02",
      recRegionId: shanghai, recSotrageId: studio.id, version2: 1, recPeriodTimeStart: "09:30", recPeriodTimeEnd: "11:00",
    }, as(admin));
    expect(res.code, res.message).toBe(200);
    expect(await quotaOf(db(), studio.id)).toBe(studio.number - 1);
    const [a] = await db().select().from(activities).where(eq(activities.id, res.datas[0]!.activityId));
    expect(a).toMatchObject({ recType: 1, isLiveBroadcast: false, recDate: "2026-12-02", recStartTime: "09:30", recEndTime: "11:00", recRegionId: shanghai, recStoreId: studio.id });
  });

  it("text interaction and a fund roadshow in a fund mode", async () => {
    const text = await slotRow(db(), { videoType: 4, storeDate: "2026-12-08", periodId: 1 });
    const th1 = await theme(1, false);
    const r1 = await t.post(URL.single, {
      ...CONTACTS, activityType: 4, bookingType: 1, dicId: th1.id, bookingTitle: "年度业绩交流", modeId: 4, bookingDate: "2026-12-08", periodId: 1, storeId: text.id, version: 1,
    }, as(admin));
    expect(r1.code, r1.message).toBe(200);
    const live = await slotRow(db(), { videoType: 1, storeDate: "2026-12-08", periodId: 2, regionId: shanghai });
    const th5 = await theme(5, false);
    const r5 = await t.post(URL.single, {
      ...CONTACTS, activityType: 1, bookingType: 5, dicId: th5.id, bookingTitle: "基金经理交流会", modeId: 6, bookingDate: "2026-12-08", periodId: 2,
      storeId: live.id, version: 1, bookingRegionId: shanghai, definedPeriodStart: "14:00", definedPeriodEnd: "16:00",
    }, as(fund));
    expect(r5.code, r5.message).toBe(200);
  });

  it("a replay with the same Idempotency-Key books once", async () => {
    const { slot, body } = await liveBody("2026-12-09");
    const headers = { ...as(admin), "idempotency-key": "booking-replay-1" };
    const first = await t.post<{ activityId: number }>(URL.single, body, headers);
    const counts = await bookingCounts(db());
    const second = await t.post<{ activityId: number }>(URL.single, body, headers);
    expect(second.datas).toEqual(first.datas);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await bookingCounts(db())).toEqual(counts);
    expect(await quotaOf(db(), slot.id)).toBe(slot.number - 1);
  });
});

describe("single bookings that are refused and change nothing", () => {
  it("a type the company may not book", async () => {
    const { slot, body } = await liveBody("2026-12-03");
    await refused(fund, body, BookingMsg.notAllowed, [slot.id]);
    await refused(admin, { ...body, bookingType: 5 }, BookingMsg.notAllowed, [slot.id]);
    const [m] = await db().select({ id: users.id }).from(users).where(eq(users.account, "listed-member"));
    await db().update(companyMembers).set({ isBookingEnable: false }).where(eq(companyMembers.userId, m!.id));
    await refused(member, body, BookingMsg.notAllowed, [slot.id]);
    await db().update(companyMembers).set({ isBookingEnable: true }).where(eq(companyMembers.userId, m!.id));
  });

  it("dates outside the window or not trading", async () => {
    const early = await liveBody("2026-12-01");
    await refused(admin, early.body, BookingMsg.dateOutOfWindow, [early.slot.id]);
    const late = await liveBody("2026-12-31");
    await refused(admin, late.body, BookingMsg.dateOutOfWindow, [late.slot.id]);
    await refused(admin, { ...early.body, bookingDate: "2026-12-05" }, BookingMsg.dateNotTrading, [early.slot.id]);
    const relay = await slotRow(db(), { videoType: 2, storeDate: "2026-11-24", periodId: 1 });
    const th = await theme(2, false);
    await refused(admin, {
      ...CONTACTS, activityType: 2, bookingType: 2, dicId: th.id, bookingTitle: "路演", modeId: 2, bookingDate: "2026-11-24", periodId: 1,
      storeId: relay.id, version: 1, platformId: await platformId(db()),
    }, BookingMsg.dateOutOfShortWindow, [relay.id]);
  });

  it("a slot of another region, date or mode", async () => {
    const { slot, body } = await liveBody("2026-12-03");
    await refused(admin, { ...body, bookingRegionId: shanghai }, BookingMsg.slotMismatch, [slot.id]);
    await refused(admin, { ...body, bookingDate: "2026-12-04" }, BookingMsg.slotMismatch, [slot.id]);
    await refused(admin, { ...body, periodId: 2, definedPeriodStart: "14:00", definedPeriodEnd: "15:00" }, BookingMsg.slotMismatch, [slot.id]);
    await refused(admin, { ...body, storeId: 999999 }, BookingMsg.slotMismatch);
  });

  it("a full slot, answered with the slot as it is now", async () => {
    const { slot, body } = await liveBody("2026-12-14");
    await db().update(bookingStores).set({ number: 0 }).where(eq(bookingStores.id, slot.id));
    const res = await refused(admin, body, BookingMsg.slotFull, [slot.id]);
    expect(res.datas[0]).toMatchObject({ id: slot.id, number: 0, version: 1, regionName: "深圳" });
  });

  it("a stale version, answered with the fresh slot", async () => {
    const { slot, body } = await liveBody("2026-12-15");
    await db().update(bookingStores).set({ version: 2 }).where(eq(bookingStores.id, slot.id));
    const res = await refused(admin, body, BookingMsg.slotStale, [slot.id]);
    expect(res.datas[0]).toMatchObject({ id: slot.id, version: 2, number: slot.number, periodTime: "09:30-11:30" });
    expect((await t.post(URL.single, { ...body, version: 2 }, as(admin))).code).toBe(200);
    await refused(admin, { ...body, version: undefined }, BookingMsg.slotStale, [slot.id]);
  });

  it("modes, themes and titles", async () => {
    const { slot, body } = await liveBody("2026-12-03");
    await refused(admin, { ...body, modeId: 6 }, BookingMsg.modeNotAllowed, [slot.id]);
    await refused(admin, { ...body, activityType: 4 }, BookingMsg.modeMismatch, [slot.id]);
    const text = await slotRow(db(), { videoType: 4, storeDate: "2026-12-03", periodId: 1 });
    const th2 = await theme(2, false);
    await refused(admin, { ...CONTACTS, activityType: 4, bookingType: 2, dicId: th2.id, bookingTitle: "路演", modeId: 4, bookingDate: "2026-12-03", periodId: 1, storeId: text.id, version: 1 }, BookingMsg.modeNotAllowed, [text.id]);
    await refused(admin, { ...body, dicId: th2.id }, BookingMsg.themeMismatch, [slot.id]);
    const fixed = await theme(1, true);
    await refused(admin, { ...body, dicId: fixed.id, bookingTitle: "别的标题" }, BookingMsg.titleFixed, [slot.id]);
    await refused(admin, { ...body, bookingTitle: "题".repeat(99) }, BookingMsg.cnTitleTooLong, [slot.id]);
    await refused(admin, { ...body, bookingTitle: "" }, BookingMsg.cnTitle, [slot.id]);
  });

  it("live times: 30-minute steps, inside the period, at least an hour", async () => {
    const { slot, body } = await liveBody("2026-12-03");
    await refused(admin, { ...body, definedPeriodStart: "09:45" }, BookingMsg.timeStep, [slot.id]);
    await refused(admin, { ...body, definedPeriodStart: "09:00" }, BookingMsg.morningRange, [slot.id]);
    await refused(admin, { ...body, definedPeriodEnd: "10:00" }, BookingMsg.minSpan, [slot.id]);
    await refused(admin, { ...body, bookingRegionId: undefined }, BookingMsg.liveRegion, [slot.id]);
  });

  it("relay without a platform, a recording too close to the broadcast, bad contacts", async () => {
    const relay = await slotRow(db(), { videoType: 2, storeDate: "2026-12-03", periodId: 1 });
    const th = await theme(1, false);
    const relayBody = { ...CONTACTS, activityType: 2, bookingType: 1, dicId: th.id, bookingTitle: "转播", modeId: 2, bookingDate: "2026-12-03", periodId: 1, storeId: relay.id, version: 1 };
    await refused(admin, relayBody, BookingMsg.platform, [relay.id]);
    await refused(admin, { ...relayBody, platformId: 999 }, BookingMsg.platform, [relay.id]);

    const slot = await slotRow(db(), { videoType: 3, storeDate: "2026-12-10", periodId: 3 });
    const studio = await slotRow(db(), { videoType: 3, isRecord: true, storeDate: "2026-12-08", periodId: 1, regionId: shanghai });
    await refused(admin, {
      ...CONTACTS, activityType: 3, bookingType: 1, dicId: th.id, bookingTitle: "录播", modeId: 3, bookingDate: "2026-12-10", periodId: 3,
      storeId: slot.id, version: 1, recDate: "2026-12-08", recRegionId: shanghai, recSotrageId: studio.id, version2: 1,
      recPeriodTimeStart: "09:30", recPeriodTimeEnd: "10:30",
    }, BookingMsg.recordDateOutOfWindow, [slot.id, studio.id]);

    const { slot: live, body } = await liveBody("2026-12-03");
    await refused(admin, { ...body, contactMobile: ["12345"] }, "手机号格式不正确", [live.id]);
    await refused(admin, { ...body, contactWechat: [""] }, "请输入微信号", [live.id]);
  });

});
