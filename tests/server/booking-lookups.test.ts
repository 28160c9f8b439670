import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TActivityTheme, TBookableSeries, TBookingMode, TStoreSlot, TTradingDate, TTradingHoliday } from "#shared/api/booking.contract.ts";
import { bookingContracts } from "#shared/api/booking.contract.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { regionId, TODAY, URL, WINDOW } from "./booking-fixtures.ts";

let t: TTestApp;
let admin: string;
let fund: string;
let gov: string;
let investor: string;
let ops: string;
let unbound: string;
let report: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, fund, gov, investor, ops, unbound, report] = await Promise.all([
    t.loginPass("listed-admin"),
    t.loginPass("fund-admin"),
    t.loginPass("gov-user"),
    t.loginMobile("13800000001"),
    t.loginPass("ops-admin"),
    t.loginPass("unbound"),
    t.loginPass("report-admin"),
  ]);
});
afterAll(async () => t.close());

const as = (token: string) => ({ authorization: token });

describe("who may call the booking calls", () => {
  it("refuses personal users, operators and enterprise accounts without a company with 403", async () => {
    const validBodies: Record<string, Record<string, string | number>> = {
      [URL.themes]: { activityType: 1 },
      [URL.bookingTime]: { activityType: 1, activityBookingType: 1 },
      [URL.store]: { activityType: 1, storeDate: "2026-12-03" },
      [URL.versionInfo]: { storeDate: "2026-12-03", regionId: 1 },
      [URL.tradeDate]: { bookingDate: "2026-12-03" },
      [URL.holidays]: { startDate: "2026-12-01", endDate: "2027-01-31" },
      [URL.agreementAdd]: { agreementType: 0 },
      [URL.agreementInfo]: { agreementType: 0 },
      [URL.acceptAgreement]: { activityId: 1 },
    };
    for (const token of [investor, ops, unbound]) {
      for (const c of Object.values(bookingContracts)) {
        if (c.path === URL.single || c.path === URL.collective) continue;
        const res = await t.post(c.path, validBodies[c.path] ?? {}, as(token));
        expect(res.code, c.path).toBe(403);
        expect(res.message).toBe("暂无权限");
      }
    }
  });

  it("lets a regulator read lookups but not book", async () => {
    expect((await t.post(URL.regions, { size: 0, status: 1 }, as(gov))).code).toBe(200);
  });
});

describe("reference lookups", () => {
  it("booking_mode_list: the listed list without fund modes, the fund list for companyModeType 2", async () => {
    const listed = await t.post<TBookingMode>(URL.modes, { size: 0, status: 1, type: 1, companyModeType: 1 }, as(admin));
    expect(listed.datas.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(listed.datas.find((m) => m.id === 5)).toMatchObject({ videoType: 3, transcribeType: 2, modeName: "视频录播（自行录制）" });
    expect(listed.datas[0]?.guidancePath).toMatch(/^\/api\/docs\/mode-[a-z-]+-guide\.pdf$/);
    const funds = await t.post<TBookingMode>(URL.modes, { size: 0, status: 1, type: 1, companyModeType: 2 }, as(fund));
    expect(funds.datas.map((m) => m.id)).toEqual([6, 7, 8]);
  });

  it("booking_mode_list hides internal modes unless showInner", async () => {
    const { bookingModes } = await import("#server/db/schema/index.ts");
    const { eq } = await import("drizzle-orm");
    await t.database.db.update(bookingModes).set({ isInner: true }).where(eq(bookingModes.id, 5));
    expect((await t.post<TBookingMode>(URL.modes, { status: 1, companyModeType: 1 }, as(admin))).datas.map((m) => m.id)).not.toContain(5);
    expect((await t.post<TBookingMode>(URL.modes, { status: 1, companyModeType: 1, showInner: true }, as(admin))).datas.map((m) => m.id)).toContain(5);
    await t.database.db.update(bookingModes).set({ isInner: false }).where(eq(bookingModes.id, 5));
  });

  it("activity_type/list: the themes of one booking type, some editable", async () => {
    for (const activityType of [1, 2, 3, 4, 5]) {
      const res = await t.post<TActivityTheme>(URL.themes, { size: 0, status: 1, activityType }, as(admin));
      expect(res.datas.length).toBeGreaterThanOrEqual(3);
      expect(res.datas.every((d) => d.activityType === activityType && d.cnName && d.enName)).toBe(true);
      expect(res.datas.some((d) => d.isAllowModify)).toBe(true);
    }
    expect((await t.post(URL.themes, { size: 0, status: 1 }, as(admin)))).toMatchObject({ code: 400, message: "请选择活动类型" });
  });

  it("regions, relay platforms and rooms", async () => {
    const regions = await t.post<{ regionName: string }>(URL.regions, { size: 0, status: 1 }, as(admin));
    expect(regions.datas.map((r) => r.regionName)).toEqual(["上海", "北京", "深圳"]);
    const platforms = await t.post<{ platformName: string }>(URL.platforms, { size: 0, status: 1 }, as(admin));
    expect(platforms.datas.map((p) => p.platformName)).toContain("上证路演中心");
    const rooms = await t.post<{ regionId: number }>(URL.rooms, { size: 0, status: 1 }, as(admin));
    expect(rooms.datas).toHaveLength(6);
  });
});

describe("dates and slots", () => {
  it("activity_booking_time: every trading day T+7..T+27 with its live quota", async () => {
    const res = await t.post<TTradingDate>(URL.bookingTime, { activityType: 1, activityBookingType: 1 }, as(admin));
    expect(res.datas[0]?.bizDate).toBe(WINDOW.first);
    expect(res.datas.at(-1)?.bizDate).toBe(WINDOW.last);
    expect(res.datas).toHaveLength(21);
    // 3 regions × 2 periods × 3 places, less the demo live booking on T+10
    expect(res.datas.find((d) => d.bizDate === "2026-12-03")?.number).toBe(18);
    expect(res.datas.find((d) => d.bizDate === "2026-12-07")?.number).toBe(17);
    const short = await t.post<TTradingDate>(URL.bookingTime, { activityType: 2, activityBookingType: 2 }, as(admin));
    expect(short.datas[0]?.bizDate).toBe(WINDOW.shortFirst);
  });

  it("activity_booking_time lists zero-quota days too, so the calendar can disable them", async () => {
    const { bookingStores } = await import("#server/db/schema/index.ts");
    const { and, eq } = await import("drizzle-orm");
    const where = and(eq(bookingStores.videoType, 4), eq(bookingStores.storeDate, "2026-12-04"));
    await t.database.db.update(bookingStores).set({ number: 0 }).where(where);
    const res = await t.post<TTradingDate>(URL.bookingTime, { activityType: 4, activityBookingType: 1 }, as(admin));
    expect(res.datas.find((d) => d.bizDate === "2026-12-04")).toEqual({ bizDate: "2026-12-04", number: 0 });
    await t.database.db.update(bookingStores).set({ number: 5 }).where(where);
  });

  it("activity_booking_time with isRecord: the recording days before an activity date (T+1 .. T-3)", async () => {
    const res = await t.post<TTradingDate>(URL.bookingTime, { activityType: 3, activityBookingType: 1, isRecord: true, storeDate: "2026-12-10" }, as(admin));
    expect(res.datas.map((d) => d.bizDate)).toEqual(["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-07"]);
    expect(res.datas[0]?.number).toBe(12);
    expect((await t.post(URL.bookingTime, { activityType: 3, activityBookingType: 1, isRecord: true }, as(admin))).code).toBe(400);
  });

  it("activity_booking_store and version_info answer slots with periodTime and region", async () => {
    const store = await t.post<TStoreSlot>(URL.store, { activityType: 2, storeDate: "2026-12-03" }, as(admin));
    expect(store.datas.map((s) => [s.periodId, s.periodTime, s.regionId])).toEqual([
      [1, "09:30-11:30", null],
      [3, "14:00-15:30", null],
      [4, "15:30-17:00", null],
    ]);
    const shanghai = await regionId(t.database.db, "上海");
    const live = await t.post<TStoreSlot>(URL.versionInfo, { storeDate: "2026-12-03", regionId: shanghai }, as(admin));
    expect(live.datas).toHaveLength(2);
    expect(live.datas[0]).toMatchObject({ periodId: 1, periodTime: "09:30-11:30", regionId: shanghai, regionName: "上海", version: 1, number: 3, isRecord: false });
    const studio = await t.post<TStoreSlot>(URL.versionInfo, { storeDate: "2026-12-03", regionId: shanghai, isRecord: true }, as(admin));
    expect(studio.datas.every((s) => s.isRecord)).toBe(true);
  });

  it("get_stock_trade_date: the trading day on or after a date and its T+n", async () => {
    expect((await t.post<TTradingDate>(URL.tradeDate, { bookingDate: "2026-12-02" }, as(admin))).datas).toEqual([{ bizDate: "2026-12-02", number: 7 }]);
    expect((await t.post<TTradingDate>(URL.tradeDate, { bookingDate: "2026-11-28" }, as(admin))).datas).toEqual([{ bizDate: "2026-11-30", number: 5 }]);
    expect((await t.post<TTradingDate>(URL.tradeDate, { bookingDate: "2027-01-01" }, as(admin))).datas).toEqual([{ bizDate: "2027-01-04", number: 29 }]);
    expect(await t.post(URL.tradeDate, { bookingDate: "2026-02-30" }, as(admin))).toMatchObject({ code: 400, message: "请选择活动日期" });
  });

  it("trade_holiday_list: the trading calendar's holidays of a range, in date order", async () => {
    const res = await t.post<TTradingHoliday>(URL.holidays, { startDate: "2026-12-01", endDate: "2027-02-10" }, as(admin));
    expect(res.code).toBe(200);
    expect(res.datas.map((h) => h.holidayDate)).toEqual(["2027-01-01", "2027-02-05", "2027-02-08", "2027-02-09", "2027-02-10"]);
    expect(res.datas[0]).toEqual({ holidayDate: "2027-01-01", name: "元旦" });
    // both ends count; a range without closures answers an empty list
    expect((await t.post<TTradingHoliday>(URL.holidays, { startDate: "2026-10-07", endDate: "2026-10-07" }, as(admin))).datas).toHaveLength(1);
    expect((await t.post<TTradingHoliday>(URL.holidays, { startDate: "2026-12-01", endDate: "2026-12-31" }, as(admin))).datas).toEqual([]);
    // a regulator reads it like the other lookups
    expect((await t.post(URL.holidays, { startDate: "2026-12-01", endDate: "2026-12-31" }, as(gov))).code).toBe(200);
  });

  it("trade_holiday_list refuses a malformed, reversed or over-long range and changes nothing", async () => {
    expect(await t.post(URL.holidays, { startDate: "2026-02-30", endDate: "2026-03-31" }, as(admin))).toMatchObject({ code: 400, message: "开始日期格式不正确" });
    expect(await t.post(URL.holidays, { startDate: "2026-03-01" }, as(admin))).toMatchObject({ code: 400, message: "结束日期格式不正确" });
    expect(await t.post(URL.holidays, { startDate: "2026-03-31", endDate: "2026-03-01" }, as(admin))).toMatchObject({ code: 400, message: "结束日期不能早于开始日期" });
    expect(await t.post(URL.holidays, { startDate: "2026-01-01", endDate: "2027-01-03" }, as(admin))).toMatchObject({ code: 400, message: "日期范围不能超过366天" });
    expect((await t.post(URL.holidays, { startDate: "2026-01-01", endDate: "2027-01-02" }, as(admin))).code).toBe(200);
  });

  it("booking_store_available_time: dates from today that still have capacity", async () => {
    const res = await t.post<{ storeDate: string }>(URL.availableTime, { size: 0 }, as(admin));
    expect(res.datas.length).toBe(40);
    expect(res.datas[0]!.storeDate > TODAY).toBe(true);
  });
});

describe("bookable_activity_list", () => {
  it("lists the series and their collective activities with what the caller's company may do", async () => {
    const res = await t.post<TBookableSeries>(URL.bookable, {}, as(admin));
    // Other demo data (activity management) may add series of its own; these are the booking seed's.
    expect(res.datas.length).toBeGreaterThanOrEqual(2);
    const all = res.datas.flatMap((s) => s.activityList);
    expect(all.length).toBeGreaterThanOrEqual(6);
    const byTitle = (part: string) => all.find((a) => a.title.includes(part));
    expect(byTitle("文字互动场")).toMatchObject({ canBook: true, isBooked: false, isBookedComplete: false, bookingCompanyType: 0, bookingCompanyTypeText: "不限" });
    expect(byTitle("视频自选场")).toMatchObject({ canBook: true, isOpenSelectionMode: true, modeName: "视频直播" });
    expect(byTitle("已约满")).toMatchObject({ canBook: false, isBookedComplete: true });
    expect(byTitle("拟上市公司专场")).toMatchObject({ canBook: false, bookingCompanyType: 8 });
    expect(byTitle("第一场")).toMatchObject({ canBook: false });
    expect(byTitle("第二场")).toMatchObject({ canBook: true });

    // The type-8 company may book its own activity, but its series 1 place is taken by the full one.
    const forReport = (await t.post<TBookableSeries>(URL.bookable, {}, as(report))).datas.flatMap((s) => s.activityList);
    expect(forReport.find((a) => a.title.includes("拟上市公司专场"))?.canBook).toBe(true);
    expect(forReport.find((a) => a.title.includes("已约满"))?.isBooked).toBe(true);
    expect(forReport.find((a) => a.title.includes("文字互动场"))?.canBook).toBe(false);

    // A fund company cannot book collective roadshows at all.
    const forFund = (await t.post<TBookableSeries>(URL.bookable, {}, as(fund))).datas.flatMap((s) => s.activityList);
    expect(forFund.every((a) => !a.canBook)).toBe(true);
  });
});
