import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { activities, auditLog, bookingRegions, rooms } from "#server/db/schema/index.ts";
import { capacityVenueContracts } from "#shared/api/capacity-venue.contract.ts";
import type { TOpsPeriod, TOpsPlatform, TOpsRegion, TOpsRoom } from "#shared/api/capacity-venue.contract.ts";
import type { TOpsTheme, TStrandedBooking } from "#shared/api/capacity.contract.ts";
import { CapacityMsg } from "#shared/booking/capacity-rules.ts";
import { VenueMsg } from "#shared/booking/venue-rules.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { acceptAgreement, liveBooking, regionId, slotRow, URL } from "./booking-fixtures.ts";

// The clock is pinned at Monday 2026-11-23 10:00 Beijing (tests/server/setup.ts).
const OPS = "/base-service/api/ops/v1";
let t: TTestApp;
let supervisor: string;
let operator: string;
let admin: string;
let personal: string;
let shenzhen: number;
let bookedActivity: number;

const as = (token: string) => ({ authorization: token });
const db = () => t.database.db;
const post = <T>(call: string, body: Record<string, unknown>, token = operator) => t.post<T>(`${OPS}/capacity/${call}`, body as never, as(token));

async function lastAudit(action: string) {
  const [row] = await db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  [supervisor, operator, admin, personal] = await Promise.all([
    t.loginPass("ops-admin"),
    t.loginPass("ops-operator"),
    t.loginPass("listed-admin"),
    t.loginMobile("13800000001"),
  ]);
  shenzhen = await regionId(db(), "深圳");
  // a booking still to come, in Shenzhen: the thing the stranding rules protect
  await acceptAgreement(t, admin, 0);
  const slot = await slotRow(db(), { videoType: 1, storeDate: "2026-12-04", periodId: 1, regionId: shenzhen });
  const [theme] = (await t.post<TOpsTheme>(`${OPS}/capacity/theme_list`, { activityType: 1 }, as(operator))).datas.filter((th) => th.isAllowModify);
  const res = await t.post<{ activityId: number }>(URL.single, liveBooking(slot, shenzhen, theme!.id, "参考数据测试交流会"), as(admin));
  if (res.code !== 200) throw new Error(`booking failed: ${res.message}`);
  bookedActivity = res.datas[0]!.activityId;
});
afterAll(async () => t.close());

describe("who may call", () => {
  it("answers 401 without a token and 403 to an enterprise or personal user, for every reference-data call", async () => {
    for (const c of Object.values(capacityVenueContracts)) {
      expect((await t.post(c.path, {})).code, c.path).toBe(401);
      expect(await t.post(c.path, {}, as(admin)), c.path).toMatchObject({ code: 403, message: "暂无权限" });
      expect(await t.post(c.path, {}, as(personal)), c.path).toMatchObject({ code: 403 });
    }
  });

  it("lets an operator manage rooms, and keeps regions, platforms and periods the supervisor's", async () => {
    expect(await post("region_save", { regionName: "杭州", status: 1 })).toMatchObject({ code: 403 });
    expect(await post("platform_save", { platformName: "某平台", status: 1 })).toMatchObject({ code: 403 });
    const [period] = (await post<TOpsPeriod>("period_list", {})).datas;
    expect(await post("period_save", { id: period!.id, version: period!.version, periodName: "早场" })).toMatchObject({ code: 403 });
    expect(await db().select().from(bookingRegions).where(eq(bookingRegions.regionName, "杭州"))).toHaveLength(0);
    const created = await post<TOpsRoom>("room_save", { regionId: shenzhen, roomName: "前海演播室", address: "深圳市南山区前海深港合作区 演播室", status: 1 });
    expect(created).toMatchObject({ code: 200, datas: [{ roomName: "前海演播室", regionName: "深圳", version: 1, status: 1 }] });
  });
});

describe("regions", () => {
  it("lists every region; creates, renames and switches off one at the version read, audited with before and after", async () => {
    const list = (await post<TOpsRegion>("region_list", {})).datas;
    expect(list.map((r) => r.regionName)).toEqual(expect.arrayContaining(["上海", "北京", "深圳"]));
    const created = (await post<TOpsRegion>("region_save", { regionName: "成都", sort: 9, status: 1 }, supervisor)).datas[0]!;
    expect(created).toMatchObject({ regionName: "成都", version: 1, status: 1 });
    const renamed = (await post<TOpsRegion>("region_save", { ...created, regionName: "成都天府" }, supervisor)).datas[0]!;
    expect(renamed).toMatchObject({ regionName: "成都天府", version: 2 });
    const off = await post<TOpsRegion>("region_save", { ...renamed, status: 0 }, supervisor);
    expect(off).toMatchObject({ code: 200, datas: [{ status: 0, version: 3 }] });
    expect(await lastAudit("capacity.region.save")).toMatchObject({ before: { regionName: "成都天府", status: 1 }, after: { status: 0, version: 3 } });
    // a switched-off region leaves the booking form's and the venue form's choices
    const options = await t.post<{ regions: { regionName: string }[] }>(`${OPS}/capacity/options`, {}, as(operator));
    expect(options.datas[0]!.regions.map((r) => r.regionName)).not.toContain("成都天府");
  });

  it("refuses a stale version with the region as it is now, and changes nothing", async () => {
    const created = (await post<TOpsRegion>("region_save", { regionName: "武汉", status: 1 }, supervisor)).datas[0]!;
    expect((await post("region_save", { ...created, regionName: "武汉光谷" }, supervisor)).code).toBe(200);
    const stale = await post<TOpsRegion>("region_save", { ...created, regionName: "武汉汉口" }, supervisor);
    expect(stale).toMatchObject({ code: 400, message: CapacityMsg.stale, datas: [{ regionName: "武汉光谷", version: 2 }] });
    const [row] = await db().select().from(bookingRegions).where(eq(bookingRegions.id, created.id));
    expect(row).toMatchObject({ regionName: "武汉光谷", version: 2 });
  });

  it("refuses to switch off a region with bookings still to come, listing them", async () => {
    const region = (await post<TOpsRegion>("region_list", {})).datas.find((r) => r.id === shenzhen)!;
    const res = await post<TStrandedBooking>("region_save", { ...region, status: 0 }, supervisor);
    expect(res).toMatchObject({ code: 400, message: VenueMsg.regionHasBookings });
    expect(res.datas.map((b) => b.activityId)).toContain(bookedActivity);
    expect(res.datas.find((b) => b.activityId === bookedActivity)).toMatchObject({ title: expect.stringContaining("参考数据测试交流会"), startDate: "2026-12-04" });
    const [row] = await db().select().from(bookingRegions).where(eq(bookingRegions.id, shenzhen));
    expect(row).toMatchObject({ status: 1, version: region.version });
  });

  it("refuses bad input with its message, and a second enabled region of the same name", async () => {
    expect(await post("region_save", { regionName: "  ", status: 1 }, supervisor)).toMatchObject({ code: 400, message: VenueMsg.regionNameRequired });
    expect(await post("region_save", { regionName: "长".repeat(51), status: 1 }, supervisor)).toMatchObject({ code: 400, message: VenueMsg.regionNameTooLong });
    expect(await post("region_save", { regionName: "深圳", status: 1 }, supervisor)).toMatchObject({ code: 400, message: VenueMsg.nameTaken });
    expect(await post("region_save", { id: shenzhen, regionName: "深圳", status: 1 }, supervisor)).toMatchObject({ code: 400, message: CapacityMsg.stale });
    expect(await post("region_save", { id: 999999, version: 1, regionName: "无此地区", status: 1 }, supervisor)).toMatchObject({ code: 400, message: VenueMsg.regionNotFound });
    expect(await post("region_save", { regionName: "<b>厦门</b><script>x()</script>", status: 1 }, supervisor)).toMatchObject({ code: 200, datas: [{ regionName: "厦门" }] });
  });
});

describe("rooms", () => {
  it("refuses to switch off or move a room assigned to an activity still to come, listing it", async () => {
    const room = (await post<TOpsRoom>("room_save", { regionId: shenzhen, roomName: "福田路演厅C", address: "深圳市福田区深南大道2012号 路演厅C", status: 1 })).datas[0]!;
    const assigned = await t.post(`${OPS}/activity/assign_venue`, { activityId: bookedActivity, regionId: shenzhen, roomId: room.id }, as(operator));
    expect(assigned.code).toBe(200);
    const off = await post<TStrandedBooking>("room_save", { ...room, status: 0 });
    expect(off).toMatchObject({ code: 400, message: VenueMsg.roomHasBookings, datas: [{ activityId: bookedActivity }] });
    const shanghai = await regionId(db(), "上海");
    expect(await post("room_save", { ...room, regionId: shanghai })).toMatchObject({ code: 400, message: VenueMsg.roomHasBookings });
    // renaming it strands nothing
    expect(await post<TOpsRoom>("room_save", { ...room, roomName: "福田路演厅C（新）" })).toMatchObject({ code: 200, datas: [{ version: 2 }] });
    const [row] = await db().select().from(rooms).where(eq(rooms.id, room.id));
    expect(row).toMatchObject({ status: 1, regionId: shenzhen, roomName: "福田路演厅C（新）" });
    expect(await lastAudit("capacity.room.save")).toMatchObject({ before: { roomName: "福田路演厅C" }, after: { roomName: "福田路演厅C（新）" } });
  });

  it("refuses a stale second edit, a room in a switched-off region, and bad input", async () => {
    const room = (await post<TOpsRoom>("room_save", { regionId: shenzhen, roomName: "南山演播室", status: 1 })).datas[0]!;
    expect((await post("room_save", { ...room, address: "深圳市南山区科技园" })).code).toBe(200);
    expect(await post("room_save", { ...room, address: "深圳市南山区蛇口" }, supervisor)).toMatchObject({ code: 400, message: CapacityMsg.stale, datas: [{ address: "深圳市南山区科技园", version: 2 }] });
    const closed = (await post<TOpsRegion>("region_save", { regionName: "西安", status: 0 }, supervisor)).datas[0]!;
    expect(await post("room_save", { regionId: closed.id, roomName: "曲江演播室", status: 1 })).toMatchObject({ code: 400, message: VenueMsg.regionDisabled });
    expect(await post("room_save", { regionId: 999999, roomName: "无", status: 1 })).toMatchObject({ code: 400, message: VenueMsg.regionNotFound });
    expect(await post("room_save", { regionId: shenzhen, roomName: "", status: 1 })).toMatchObject({ code: 400, message: VenueMsg.roomNameRequired });
    expect(await post("room_save", { regionId: shenzhen, roomName: "南山演播室", status: 1 })).toMatchObject({ code: 400, message: VenueMsg.nameTaken });
    expect(await post("room_save", { regionId: shenzhen, roomName: "x", address: "址".repeat(201), status: 1 })).toMatchObject({ code: 400, message: VenueMsg.roomAddressTooLong });
    const listed = (await post<TOpsRoom>("room_list", { regionId: shenzhen })).datas;
    expect(listed.every((r) => r.regionId === shenzhen)).toBe(true);
    expect(listed.map((r) => r.roomName)).toContain("南山演播室");
  });
});

describe("relay platforms and periods", () => {
  it("refuses to switch off a platform with relays still to come; switches off an unused one", async () => {
    const used = (await post<TOpsPlatform>("platform_save", { platformName: "测试转播平台", status: 1 }, supervisor)).datas[0]!;
    // the booked activity stands in for a relay booked on this platform
    await db().update(activities).set({ platformId: used.id }).where(and(eq(activities.id, bookedActivity)));
    expect(await post("platform_save", { ...used, status: 0 }, supervisor)).toMatchObject({ code: 400, message: VenueMsg.platformHasBookings, datas: [{ activityId: bookedActivity }] });
    await db().update(activities).set({ platformId: null }).where(eq(activities.id, bookedActivity));
    expect(await post("platform_save", { ...used, status: 0 }, supervisor)).toMatchObject({ code: 200, datas: [{ status: 0, version: 2 }] });
    expect(await lastAudit("capacity.platform.save")).toMatchObject({ before: { status: 1 }, after: { status: 0 } });
  });

  it("renames a period at the version read and refuses a stale one", async () => {
    const periods = (await post<TOpsPeriod>("period_list", {})).datas;
    expect(periods.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    const p = periods[0]!;
    expect(await post("period_save", { ...p, periodName: "上午场" }, supervisor)).toMatchObject({ code: 200, datas: [{ periodName: "上午场", startTime: "09:30", version: p.version + 1 }] });
    expect(await post("period_save", { ...p, periodName: "早场" }, supervisor)).toMatchObject({ code: 400, message: CapacityMsg.stale });
    expect(await post("period_save", { id: p.id, version: p.version + 1, periodName: "" }, supervisor)).toMatchObject({ code: 400, message: VenueMsg.periodNameRequired });
  });
});
