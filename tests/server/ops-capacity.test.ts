import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { auditLog, bookingStores, tradingHolidays } from "#server/db/schema/index.ts";
import { capacityContracts } from "#shared/api/capacity.contract.ts";
import type { TCapacityOptions, TOpsMode, TOpsStore, TOpsTheme, TStrandedBooking } from "#shared/api/capacity.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { CapacityMsg } from "#shared/booking/capacity-rules.ts";
import { BookingMsg } from "#shared/booking/booking-messages.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { acceptAgreement, liveBooking, regionId, slotRow, URL } from "./booking-fixtures.ts";

// The clock is pinned at Monday 2026-11-23 10:00 Beijing (tests/server/setup.ts).
const OPS = "/base-service/api/ops/v1/capacity";
let t: TTestApp;
let supervisor: string;
let operator: string;
let admin: string;
let shenzhen: number;
let bookedActivity: number;

const as = (token: string) => ({ authorization: token });
const db = () => t.database.db;
const post = <T>(call: string, body: Record<string, unknown>, token = operator) => t.post<T>(`${OPS}/${call}`, body as never, as(token));

async function lastAudit(action: string) {
  const [row] = await db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

async function storeOn(storeDate: string, videoType: number, periodId: number, region = 0): Promise<TOpsStore> {
  const res = await post<TPage<TOpsStore>>("store_page", { dateFrom: storeDate, dateTo: storeDate, videoType, pageSize: 200 });
  const found = res.datas[0]!.records.find((s) => s.periodId === periodId && (s.regionId ?? 0) === region && !s.isRecord);
  if (!found) throw new Error(`no store ${storeDate}/${videoType}/${periodId}/${region}`);
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  [supervisor, operator, admin] = await Promise.all([t.loginPass("ops-admin"), t.loginPass("ops-operator"), t.loginPass("listed-admin")]);
  shenzhen = await regionId(db(), "深圳");
  // one real booking to protect: listed-admin books the Shenzhen live morning of 2026-12-03
  await acceptAgreement(t, admin, 0);
  const slot = await slotRow(db(), { videoType: 1, storeDate: "2026-12-03", periodId: 1, regionId: shenzhen });
  const [theme] = (await post<TOpsTheme>("theme_list", { activityType: 1 })).datas.filter((th) => th.isAllowModify);
  const res = await t.post<{ activityId: number }>(URL.single, liveBooking(slot, shenzhen, theme!.id, "容量测试交流会"), as(admin));
  if (res.code !== 200) throw new Error(`booking failed: ${res.message}`);
  bookedActivity = res.datas[0]!.activityId;
});
afterAll(async () => t.close());

describe("who may call", () => {
  it("answers 401 without a token and 403 to an enterprise user, for every capacity call", async () => {
    for (const c of Object.values(capacityContracts)) {
      expect((await t.post(c.path, {})).code, c.path).toBe(401);
      expect(await t.post(c.path, {}, as(admin)), c.path).toMatchObject({ code: 403, message: "暂无权限" });
    }
  });

  it("refuses an operator the supervisor's calls (modes, themes, holidays) and changes nothing", async () => {
    const [mode] = (await post<TOpsMode>("mode_list", {})).datas;
    expect(await post("mode_save", { ...mode, modeName: "改名" })).toMatchObject({ code: 403 });
    expect(await post("theme_save", { activityType: 1, cnName: "新主题", enName: "New", isAllowModify: true, status: 1 })).toMatchObject({ code: 403 });
    expect(await post("holiday_add", { holidayDate: "2026-12-07", name: "测试" })).toMatchObject({ code: 403 });
    expect(await db().select().from(tradingHolidays).where(eq(tradingHolidays.holidayDate, "2026-12-07"))).toHaveLength(0);
  });
});

describe("booking stores", () => {
  it("lists the periods and regions for the forms, and a range's stores with what each has booked", async () => {
    const options = (await post<TCapacityOptions>("options", {})).datas[0]!;
    expect(options.periods.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(options.regions.some((r) => r.regionName === "深圳")).toBe(true);
    const store = await storeOn("2026-12-03", 1, 1, shenzhen);
    expect(store).toMatchObject({ regionName: "深圳", periodTime: "09:30-11:30", booked: 1, number: store.total - 1 });
    expect(await post("store_page", { dateFrom: "2026-12-03", dateTo: "2026-12-01" })).toMatchObject({ code: 400, message: CapacityMsg.dateRange });
    expect(await post("store_page", { dateFrom: "2026-01-01", dateTo: "2026-12-31" })).toMatchObject({ code: 400, message: CapacityMsg.rangeTooLong });
    expect(await post("store_page", { dateFrom: "2026/12/01", dateTo: "2026-12-03" })).toMatchObject({ code: 400, message: "请选择开始日期" });
  });

  it("refuses a total below the bookings with those bookings, and a stale version with the slot as it is", async () => {
    const store = await storeOn("2026-12-03", 1, 1, shenzhen);
    const below = await post<TStrandedBooking>("store_save", { id: store.id, version: store.version, total: 0, status: 1 });
    expect(below).toMatchObject({ code: 400, message: CapacityMsg.quotaBelowBooked, outcome: "capacity.quotaBelowBooked" });
    expect(below.datas.map((b) => b.activityId)).toEqual([bookedActivity]);
    expect(below.datas[0]).toMatchObject({ startDate: "2026-12-03", companyNames: "鹏城智能" });
    const stale = await post<TOpsStore>("store_save", { id: store.id, version: store.version + 5, total: 9, status: 1 });
    expect(stale).toMatchObject({ code: 400, message: CapacityMsg.stale });
    expect(stale.datas[0]).toMatchObject({ id: store.id, version: store.version, total: store.total });
    expect(await storeOn("2026-12-03", 1, 1, shenzhen)).toEqual(store);
    expect(await post("store_save", { id: store.id, version: store.version, total: 1000, status: 1 })).toMatchObject({ code: 400, message: CapacityMsg.quotaInvalid });
    expect(await post("store_delete", { id: store.id, version: store.version })).toMatchObject({ code: 400, message: CapacityMsg.storeHasBookings, datas: [{ activityId: bookedActivity }] });
  });

  it("sets a slot's quota at the version read, keeping its bookings, audited before and after; open forms go stale", async () => {
    const store = await storeOn("2026-12-03", 1, 1, shenzhen);
    const saved = await post<TOpsStore>("store_save", { id: store.id, version: store.version, total: 6, status: 1 });
    expect(saved).toMatchObject({ code: 200, datas: [{ total: 6, number: 5, booked: 1, version: store.version + 1 }] });
    const audit = await lastAudit("capacity.store.save");
    expect(audit).toMatchObject({ entity: "booking_stores", entityId: String(store.id), before: { total: store.total, version: store.version }, after: { total: 6, number: 5 } });
    expect(audit?.actorUserId).not.toBeNull();
    // a company form still holding the old version is refused with the fresh slot
    const slot = await slotRow(db(), { videoType: 1, storeDate: "2026-12-03", periodId: 1, regionId: shenzhen });
    const [theme] = (await post<TOpsTheme>("theme_list", { activityType: 1 })).datas.filter((th) => th.isAllowModify);
    const old = await t.post(URL.single, liveBooking({ ...slot, version: store.version }, shenzhen, theme!.id, "旧版本"), as(admin));
    expect(old).toMatchObject({ code: 400, message: BookingMsg.slotStale });
  });

  it("bulk-creates capacity over a range's trading days, never below what is booked", async () => {
    const bulk = await post<{ days: number; created: number; updated: number; heldAtBooked: number }>("store_bulk_save", {
      videoType: 4, dateFrom: "2026-11-28", dateTo: "2026-12-06", periodIds: [1, 3, 4], quota: 8,
    });
    // Saturday to the next Sunday: the five weekdays 11-30 to 12-04
    expect(bulk).toMatchObject({ code: 200, datas: [{ days: 5, created: 0, updated: 15, heldAtBooked: 0 }] });
    expect((await storeOn("2026-12-02", 4, 3)).total).toBe(8);
    const audit = await lastAudit("capacity.store.bulk");
    expect(audit?.after).toMatchObject({ videoType: 4, quota: 8, updated: 15 });
    expect((audit?.before as unknown[]).length).toBe(15);

    const held = await post<{ heldAtBooked: number }>("store_bulk_save", {
      videoType: 1, dateFrom: "2026-12-03", dateTo: "2026-12-03", periodIds: [1], regionIds: [shenzhen], quota: 0,
    });
    expect(held.datas[0]).toMatchObject({ heldAtBooked: 1, updated: 1 });
    expect(await storeOn("2026-12-03", 1, 1, shenzhen)).toMatchObject({ total: 1, number: 0, booked: 1 });

    // a slot nobody holds is deleted, and a bulk creation makes it again
    const spare = await storeOn("2026-12-04", 4, 4);
    expect(await post("store_delete", { id: spare.id, version: spare.version })).toMatchObject({ code: 200 });
    expect(await db().select().from(bookingStores).where(eq(bookingStores.id, spare.id))).toHaveLength(0);
    const again = await post<{ created: number }>("store_bulk_save", { videoType: 4, dateFrom: "2026-12-04", dateTo: "2026-12-04", periodIds: [4], quota: 3 });
    expect(again.datas[0]).toMatchObject({ created: 1, updated: 0 });
  });

  it("refuses bulk bodies whose periods, regions or range do not fit", async () => {
    const base = { videoType: 4, dateFrom: "2026-12-01", dateTo: "2026-12-02", periodIds: [1], quota: 2 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, periodIds: [2] }, CapacityMsg.periodNotAllowed],
      [{ ...base, periodIds: [] }, CapacityMsg.periodRequired],
      [{ ...base, regionIds: [shenzhen] }, CapacityMsg.regionNotAllowed],
      [{ ...base, videoType: 1, periodIds: [3], regionIds: [shenzhen] }, CapacityMsg.periodNotAllowed],
      [{ ...base, videoType: 1 }, CapacityMsg.regionRequired],
      [{ ...base, videoType: 1, regionIds: [99999] }, CapacityMsg.regionRequired],
      [{ ...base, dateFrom: "2026-12-05", dateTo: "2026-12-06" }, CapacityMsg.noTradingDays],
      [{ ...base, dateTo: "2027-06-01" }, CapacityMsg.rangeTooLong],
      [{ ...base, quota: -1 }, CapacityMsg.quotaInvalid],
      [{ ...base, videoType: 2, isRecord: true }, CapacityMsg.videoTypeInvalid],
    ];
    const before = await db().select().from(bookingStores);
    for (const [body, message] of cases) expect(await post("store_bulk_save", body), JSON.stringify(body)).toMatchObject({ code: 400, message });
    expect(await db().select().from(bookingStores)).toEqual(before);
  });
});

describe("modes and themes", () => {
  it("a supervisor edits a mode at its version; a video type change that would strand bookings is refused with them", async () => {
    const mode = (await post<TOpsMode>("mode_list", { companyModeType: 1 })).datas.find((m) => m.id === 1)!;
    const stranded = await post<TStrandedBooking>("mode_save", { ...mode, videoType: 2 }, supervisor);
    expect(stranded).toMatchObject({ code: 400, message: CapacityMsg.modeTypeHasBookings });
    expect(stranded.datas.map((b) => b.activityId)).toContain(bookedActivity);
    const renamed = await post<TOpsMode>("mode_save", { ...mode, modeName: "视频直播（演播厅）" }, supervisor);
    expect(renamed).toMatchObject({ code: 200, datas: [{ modeName: "视频直播（演播厅）", version: mode.version + 1 }] });
    expect(await post("mode_save", { ...mode, modeName: "再改" }, supervisor)).toMatchObject({ code: 400, message: CapacityMsg.stale, datas: [{ version: mode.version + 1 }] });
    expect(await lastAudit("capacity.mode.save")).toMatchObject({ before: { modeName: "视频直播" }, after: { modeName: "视频直播（演播厅）" } });
    const created = await post<TOpsMode>("mode_save", { modeName: "路演直播（新）", videoType: 1, companyModeType: 1, sort: 9, status: 1 }, supervisor);
    expect(created).toMatchObject({ code: 200, datas: [{ version: 1, isInner: false }] });
    expect(await post("mode_save", { modeName: "录播", videoType: 3, companyModeType: 1, status: 1 }, supervisor)).toMatchObject({ code: 400, message: CapacityMsg.transcribeInvalid });
    expect(await post("mode_save", { id: mode.id, modeName: "无版本", videoType: 1, companyModeType: 1, status: 1 }, supervisor)).toMatchObject({ code: 400, message: CapacityMsg.stale });
  });

  it("a supervisor creates and edits themes per activity type with isAllowModify", async () => {
    const created = await post<TOpsTheme>("theme_save", { activityType: 2, cnName: "定增项目路演", enName: "Private Placement Roadshow", isAllowModify: false, status: 1 }, supervisor);
    expect(created).toMatchObject({ code: 200, datas: [{ activityType: 2, isAllowModify: false, version: 1 }] });
    const theme = created.datas[0]!;
    const edited = await post<TOpsTheme>("theme_save", { ...theme, isAllowModify: true }, supervisor);
    expect(edited.datas[0]).toMatchObject({ isAllowModify: true, version: 2 });
    expect(await lastAudit("capacity.theme.save")).toMatchObject({ before: { isAllowModify: false }, after: { isAllowModify: true } });
    // the companies' booking form reads it at once
    const forCompany = await t.post<{ id: number; isAllowModify: boolean }>(URL.themes, { size: 0, status: 1, activityType: 2 }, as(admin));
    expect(forCompany.datas.find((th) => th.id === theme.id)).toMatchObject({ isAllowModify: true });
    const used = (await post<TOpsTheme>("theme_list", { activityType: 1 })).datas.find((th) => th.isAllowModify)!;
    expect(await post("theme_save", { ...used, activityType: 3 }, supervisor)).toMatchObject({ code: 400, message: CapacityMsg.themeTypeHasBookings, datas: [{ activityId: bookedActivity }] });
    expect(await post("theme_save", { activityType: 9, cnName: "x", enName: "x", isAllowModify: true, status: 1 }, supervisor)).toMatchObject({ code: 400, message: CapacityMsg.activityTypeInvalid });
    expect(await post("theme_save", { activityType: 1, cnName: " ", enName: "x", isAllowModify: true, status: 1 }, supervisor)).toMatchObject({ code: 400, message: CapacityMsg.cnNameRequired });
  });
});

describe("the trading calendar", () => {
  it("adding a holiday is refused on a day with activities, with them", async () => {
    const res = await post<TStrandedBooking>("holiday_add", { holidayDate: "2026-12-03", name: "临时休市" }, supervisor);
    expect(res).toMatchObject({ code: 400, message: CapacityMsg.holidayHasBookings });
    expect(res.datas.map((b) => b.activityId)).toContain(bookedActivity);
    expect(await post("holiday_add", { holidayDate: "2026-12-05", name: "周六" }, supervisor)).toMatchObject({ code: 400, message: CapacityMsg.holidayWeekend });
  });

  it("adding one closes the day's stores and moves the booking windows; removing it reopens them", async () => {
    const added = await post<{ closedStores: number }>("holiday_add", { holidayDate: "2026-12-08", name: "临时休市" }, supervisor);
    expect(added).toMatchObject({ code: 200, datas: [{ holidayDate: "2026-12-08", name: "临时休市" }] });
    expect(added.datas[0]!.closedStores).toBeGreaterThan(0);
    const open = await db().select().from(bookingStores).where(and(eq(bookingStores.storeDate, "2026-12-08"), eq(bookingStores.status, 1)));
    expect(open).toHaveLength(0);
    expect(await post("holiday_add", { holidayDate: "2026-12-08", name: "重复" }, supervisor)).toMatchObject({ code: 400, message: CapacityMsg.holidayExists });
    const listed = await post<{ holidayDate: string }>("holiday_list", { year: 2026 });
    expect(listed.datas.map((h) => h.holidayDate)).toContain("2026-12-08");
    // the companies' booking form no longer offers the day
    const store = await t.post(URL.store, { activityType: 4, storeDate: "2026-12-08" }, as(admin));
    expect(store.datas).toHaveLength(0);
    expect(await lastAudit("capacity.holiday.add")).toMatchObject({ entityId: "2026-12-08", after: { closedStores: added.datas[0]!.closedStores } });

    const removed = await post<{ reopenedStores: number }>("holiday_remove", { holidayDate: "2026-12-08" }, supervisor);
    expect(removed.datas[0]!.reopenedStores).toBe(added.datas[0]!.closedStores);
    expect(await post("holiday_remove", { holidayDate: "2026-12-08" }, supervisor)).toMatchObject({ code: 400, message: CapacityMsg.holidayNotFound });
  });
});

describe("the audit log", () => {
  it("is append-only in the database: an update or delete of a past row fails", async () => {
    const [row] = await db().select().from(auditLog).limit(1);
    await expect(db().update(auditLog).set({ action: "forged" }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(db().delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    const [still] = await db().select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still).toEqual(row);
  });
});
