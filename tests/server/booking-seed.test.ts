import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import {
  activities,
  activityCompanies,
  activityContacts,
  auditLog,
  bookingModes,
  bookingStores,
  companies,
  systemSettings,
  tradingHolidays,
} from "#server/db/schema/index.ts";
import { ensureBookingCapacity, CAPACITY_TRADING_DAYS } from "#server/modules/booking/booking-capacity.ts";
import { advanceClock, pinClock } from "#server/clock.ts";
import { DEMO_COMPANY_NAMES } from "#server/db/seed/index.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";

let t: TTestApp;
const db = () => t.database.db;
const storeCount = async () => Number((await db().select({ n: sql<number>`count(*)::int` }).from(bookingStores))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  pinClock(TEST_NOW);
  await t.close();
});

describe("booking seed", () => {
  it("has the modes with their fixed ids, the holidays and the agreement version", async () => {
    const modes = await db().select().from(bookingModes).orderBy(bookingModes.id);
    expect(modes.map((m) => [m.id, m.videoType, m.transcribeType, m.companyModeType])).toEqual([
      [1, 1, null, 1], [2, 2, null, 1], [3, 3, 1, 1], [4, 4, null, 1], [5, 3, 2, 1], [6, 1, null, 2], [7, 4, null, 2], [8, 3, 2, 2],
    ]);
    // A mode an operator adds later gets a fresh id.
    const [added] = await db().insert(bookingModes).values({ modeName: "测试", videoType: 4 }).returning();
    expect(added!.id).toBe(9);
    expect(await db().select().from(tradingHolidays)).toHaveLength(37);
    const [setting] = await db().select().from(systemSettings).where(eq(systemSettings.key, "BookingAgreementVersion"));
    expect(setting?.value).toEqual({ version: "2026.1" });
  });

  it("booked the main listed company's demo activities through the booking service", async () => {
    const [company] = await db().select().from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES.listedMain));
    // The booking service audits every booking it makes; other demo data is inserted directly.
    const booked = (await db().select({ id: auditLog.entityId }).from(auditLog).where(eq(auditLog.action, "booking.single"))).map((r) => Number(r.id));
    const rows = await db()
      .select({ a: activities, partId: activityCompanies.id })
      .from(activityCompanies)
      .innerJoin(activities, eq(activities.id, activityCompanies.activityId))
      .where(and(eq(activityCompanies.companyId, company!.id), inArray(activities.id, booked)));
    expect(rows.map((r) => r.a.videoType).sort()).toEqual([1, 2, 3, 3, 4]);
    expect(rows.some((r) => r.a.recType === 2 && r.a.isLiveBroadcast === true)).toBe(true);
    expect(rows.some((r) => r.a.recType === 1 && r.a.recDate !== null && r.a.recStoreId !== null)).toBe(true);
    for (const r of rows) {
      expect(r.a.title.startsWith("鹏城智能")).toBe(true);
      expect(await db().select().from(activityContacts).where(eq(activityContacts.activityCompanyId, r.partId))).toHaveLength(2);
      const [slot] = await db().select().from(bookingStores).where(eq(bookingStores.id, r.a.storeId!));
      expect(slot!.total - slot!.number).toBeGreaterThanOrEqual(1);
    }
  });

  it("keeps 40 trading days of capacity: idempotent, additive, safe when two starts race", async () => {
    const before = await storeCount();
    expect(await ensureBookingCapacity(db(), "2026-11-23")).toBe(0);
    expect(await storeCount()).toBe(before);
    const booked = await db().select().from(bookingStores).where(gt(sql`${bookingStores.total} - ${bookingStores.number}`, 0));
    expect(booked.length).toBeGreaterThan(0);

    // Two weeks later (ten trading days), two processes top up at once: ten new days, added once.
    const added = await Promise.all([ensureBookingCapacity(db(), "2026-12-07"), ensureBookingCapacity(db(), "2026-12-07")]);
    const perDay = (await storeCount() - before) / 10;
    expect(added[0]! + added[1]!).toBe(perDay * 10);
    expect(perDay).toBe(21);
    // Booked slots were left as they were.
    for (const b of booked) {
      const [now] = await db().select().from(bookingStores).where(eq(bookingStores.id, b.id));
      expect(now?.number).toBe(b.number);
    }
    expect(CAPACITY_TRADING_DAYS).toBe(40);
  });

  it("tops capacity up when the server starts with the demo seed", async () => {
    advanceClock(30 * 24 * 3600 * 1000);
    const started = await createTestApp({ seed: true });
    try {
      const [last] = await started.database.db.select({ d: sql<string>`max(${bookingStores.storeDate})` }).from(bookingStores);
      expect(last?.d).toBe("2027-02-26");
    } finally {
      await started.close();
    }
  });
});
