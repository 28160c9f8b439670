import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { auditLog } from "#server/db/schema/index.ts";
import { seriesContracts } from "#shared/api/series.contract.ts";
import type { TSeriesDetail, TSeriesRow } from "#shared/api/series.contract.ts";
import type { TBookableSeries } from "#shared/api/booking.contract.ts";
import { SeriesMsg } from "#shared/booking/series-rules.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { acceptAgreement, CONTACTS, URL } from "./booking-fixtures.ts";

// The clock is pinned at Monday 2026-11-23 10:00 Beijing (tests/server/setup.ts).
const OPS = "/base-service/api/ops/v1/series";
let t: TTestApp;
let supervisor: string;
let operator: string;
let admin: string;
let seriesId: number;

const as = (token: string) => ({ authorization: token });
const post = <T>(call: string, body: Record<string, unknown>, token = supervisor) => t.post<T>(`${OPS}/${call}`, body as never, as(token));
const activity = {
  title: "网络文字互动场（测试）",
  startDate: "2026-12-10",
  endDate: "2026-12-10",
  startTime: "14:00",
  endTime: "16:00",
  bookingStartTime: "2026-11-23 09:00",
  bookingEndTime: "2026-12-08 17:00",
  bookingCompanyType: 1,
  isOpenSelectionMode: false,
  capacity: 3,
};

async function lastAudit(action: string) {
  const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  [supervisor, operator, admin] = await Promise.all([t.loginPass("ops-admin"), t.loginPass("ops-operator"), t.loginPass("listed-admin")]);
});
afterAll(async () => t.close());

describe("collective series in the back office", () => {
  it("answers 401 without a token and 403 to an enterprise user; an operator reads but may not write", async () => {
    for (const c of Object.values(seriesContracts)) {
      expect((await t.post(c.path, {})).code, c.path).toBe(401);
      expect(await t.post(c.path, {}, as(admin)), c.path).toMatchObject({ code: 403 });
      if (c.supervisorOnly) expect(await t.post(c.path, { seriesName: "x" }, as(operator)), c.path).toMatchObject({ code: 403, message: "暂无权限" });
    }
    expect((await post<TSeriesRow>("series_list", {}, operator)).code).toBe(200);
  });

  it("a supervisor creates a series and its activity; a company sees and books it; the series lists the company", async () => {
    const created = await post<TSeriesDetail>("series_save", { seriesName: "2026年投资者集体接待日（测试）" });
    expect(created).toMatchObject({ code: 200, datas: [{ status: 1, activityCount: 0 }] });
    seriesId = created.datas[0]!.id;
    expect(await lastAudit("series.create")).toMatchObject({ entityId: String(seriesId), after: { seriesName: "2026年投资者集体接待日（测试）" } });

    const withActivity = await post<TSeriesDetail>("activity_save", { seriesId, ...activity });
    expect(withActivity.code, withActivity.message).toBe(200);
    const act = withActivity.datas[0]!.activities[0]!;
    expect(act).toMatchObject({ title: activity.title, capacity: 3, bookedCount: 0, bookingCompanyType: 1, bookingEndTime: "2026-12-08T09:00:00.000Z" });

    const bookable = await t.post<TBookableSeries>(URL.bookable, {}, as(admin));
    const mine = bookable.datas.find((s) => s.seriesId === seriesId);
    expect(mine?.activityList[0]).toMatchObject({ id: act.id, canBook: true, bookingCompanyTypeText: "仅限上市公司" });
    await acceptAgreement(t, admin, 1);
    const booked = await t.post(URL.collective, { ...CONTACTS, activityIds: [act.id], isWithCollective: true }, as(admin));
    expect(booked.code, booked.message).toBe(200);

    const detail = (await post<TSeriesDetail>("series_detail", { id: seriesId }, operator)).datas[0]!;
    expect(detail).toMatchObject({ bookedCount: 1, activityCount: 1 });
    expect(detail.activities[0]!.companies.map((c) => c.shortName)).toEqual(["鹏城智能"]);
  });

  it("edits an activity at its updTime; never leaves a booked company out; refuses plans that do not hold together", async () => {
    const act = (await post<TSeriesDetail>("series_detail", { id: seriesId })).datas[0]!.activities[0]!;
    const base = { seriesId, id: act.id, updTime: act.updTime, ...activity };
    const excluded = await post<{ companyNames: string }>("activity_save", { ...base, bookingCompanyType: 2 });
    expect(excluded).toMatchObject({ code: 400, message: SeriesMsg.companyTypeExcludesBooked, datas: [{ companyNames: "鹏城智能" }] });
    expect(await post("activity_save", { ...base, capacity: 0 })).toMatchObject({ code: 400, message: SeriesMsg.capacityInvalid });
    expect(await post("activity_save", { ...base, bookingEndTime: "2026-12-10 15:00" })).toMatchObject({ code: 400, message: SeriesMsg.windowAfterStart });
    expect(await post("activity_save", { ...base, endDate: "2026-12-09" })).toMatchObject({ code: 400, message: SeriesMsg.dateOrder });
    expect(await post("activity_save", { ...base, startTime: "16:00", endTime: "15:00" })).toMatchObject({ code: 400, message: SeriesMsg.timeOrder });
    expect(await post("activity_save", { ...base, bookingStartTime: "明天" })).toMatchObject({ code: 400, message: SeriesMsg.windowInvalid });
    expect(await post("activity_save", { ...base, updTime: undefined })).toMatchObject({ code: 400, message: SeriesMsg.stale });
    expect(await post("activity_save", { ...base, updTime: "2026-01-01T00:00:00.000Z" })).toMatchObject({ code: 400, message: SeriesMsg.stale });

    const saved = await post<TSeriesDetail>("activity_save", { ...base, title: "网络文字互动场（第二场）", capacity: 5 });
    expect(saved.datas[0]!.activities[0]).toMatchObject({ title: "网络文字互动场（第二场）", capacity: 5, bookedCount: 1 });
    expect(await lastAudit("series.activity.save")).toMatchObject({ before: { title: activity.title, capacity: 3 }, after: { title: "网络文字互动场（第二场）", capacity: 5 } });
    // the old updTime is now stale
    expect(await post("activity_save", { ...base, title: "再改" })).toMatchObject({ code: 400, message: SeriesMsg.stale });
  });

  it("closing a series takes it off the companies' bookable list and keeps the bookings", async () => {
    const closed = await post<TSeriesDetail>("series_close", { id: seriesId });
    expect(closed.datas[0]).toMatchObject({ status: 0, bookedCount: 1 });
    expect(await lastAudit("series.close")).toMatchObject({ before: { status: 1 }, after: { status: 0 } });
    const bookable = await t.post<TBookableSeries>(URL.bookable, {}, as(admin));
    expect(bookable.datas.some((s) => s.seriesId === seriesId)).toBe(false);
    expect(await post("series_close", { id: seriesId })).toMatchObject({ code: 400, message: SeriesMsg.seriesClosed });
    expect(await post("activity_save", { seriesId, ...activity })).toMatchObject({ code: 400, message: SeriesMsg.seriesClosed });
    expect(await post("series_detail", { id: 999999 })).toMatchObject({ code: 400, message: SeriesMsg.seriesNotFound });
    expect(await post("series_save", { seriesName: "  " })).toMatchObject({ code: 400, message: SeriesMsg.seriesNameRequired });
  });
});
