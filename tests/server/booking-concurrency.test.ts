import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activities, bookingStores } from "#server/db/schema/index.ts";
import { BookingMsg } from "#shared/booking/booking-messages.ts";
import { activityThemes } from "#server/db/schema/index.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { acceptAgreement, liveBooking, quotaOf, regionId, slotRow, URL } from "./booking-fixtures.ts";

let t: TTestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("listed-member")]);
  await acceptAgreement(t, admin, 0);
  await acceptAgreement(t, member, 0);
});
afterAll(async () => t.close());

describe("capacity under concurrency", () => {
  it("50 bookings racing for a slot with 3 units left: exactly 3 succeed, the quota ends at 0", async () => {
    const db = t.database.db;
    const shenzhen = await regionId(db, "深圳");
    const slot = await slotRow(db, { videoType: 1, storeDate: "2026-12-16", periodId: 1, regionId: shenzhen });
    await db.update(bookingStores).set({ number: 3 }).where(eq(bookingStores.id, slot.id));
    const [theme] = await db.select().from(activityThemes).where(eq(activityThemes.activityType, 1));
    const body = liveBooking(slot, shenzhen, theme!.id, theme!.cnName);

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.post(URL.single, body, { authorization: i % 2 ? admin : member })),
    );
    const ok = results.filter((r) => r.code === 200);
    expect(ok).toHaveLength(3);
    const refused = results.filter((r) => r.code !== 200);
    expect(refused).toHaveLength(47);
    expect(new Set(refused.map((r) => r.message))).toEqual(new Set([BookingMsg.slotFull]));
    expect(await quotaOf(db, slot.id)).toBe(0);
    expect(await db.select({ id: activities.id }).from(activities).where(eq(activities.storeId, slot.id))).toHaveLength(3);
  });
});
