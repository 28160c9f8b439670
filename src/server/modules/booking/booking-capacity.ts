import { asc, eq } from "drizzle-orm";
import { VideoType } from "#shared/booking/booking-mode.ts";
import { NO_REGION } from "#shared/booking/booking-slot.ts";
import { Period } from "#shared/booking/booking-time.ts";
import { nextTradingDays } from "#shared/booking/trading-calendar.ts";
import type { TDb } from "../../db/client.ts";
import { bookingPeriods, bookingRegions, bookingStores } from "../../db/schema/index.ts";
import { loadHolidays } from "./booking.repository.ts";

/** How far ahead capacity is kept: past the T+27 booking horizon with room to spare. */
export const CAPACITY_TRADING_DAYS = 40;

/**
 * The demo's standing capacity per trading day (document 4 section 6): live broadcasts in each region's
 * studio morning and afternoon; relays, recorded broadcasts and text interaction in the three fixed periods;
 * studio recordings in each region morning and afternoon.
 */
export const CAPACITY_PLAN: readonly { videoType: number; isRecord: boolean; perRegion: boolean; periods: readonly number[]; quota: number }[] = [
  { videoType: VideoType.live, isRecord: false, perRegion: true, periods: [Period.morning.id, Period.afternoon.id], quota: 3 },
  { videoType: VideoType.relay, isRecord: false, perRegion: false, periods: [Period.morning.id, Period.afternoon1.id, Period.afternoon2.id], quota: 4 },
  { videoType: VideoType.recording, isRecord: false, perRegion: false, periods: [Period.morning.id, Period.afternoon1.id, Period.afternoon2.id], quota: 4 },
  { videoType: VideoType.recording, isRecord: true, perRegion: true, periods: [Period.morning.id, Period.afternoon.id], quota: 2 },
  { videoType: VideoType.other, isRecord: false, perRegion: false, periods: [Period.morning.id, Period.afternoon1.id, Period.afternoon2.id], quota: 5 },
];

/**
 * Inserts the store rows missing for the next 40 trading days after today; rows that exist (booked or edited
 * by an operator) are left alone. Idempotent and safe when two processes start at once: ON CONFLICT DO
 * NOTHING on the slot key, rows always in the same order so concurrent inserts never wait on each other in a
 * cycle. Returns how many rows it added.
 */
export async function ensureBookingCapacity(db: TDb, today: string): Promise<number> {
  const periods = new Set((await db.select({ id: bookingPeriods.id }).from(bookingPeriods)).map((p) => p.id));
  if (periods.size === 0) return 0;
  const regions = (await db.select({ id: bookingRegions.id }).from(bookingRegions).where(eq(bookingRegions.status, 1)).orderBy(asc(bookingRegions.id)))
    .map((r) => r.id);
  const days = nextTradingDays(today, CAPACITY_TRADING_DAYS, await loadHolidays(db));
  const rows: (typeof bookingStores.$inferInsert)[] = [];
  for (const storeDate of days) {
    for (const plan of CAPACITY_PLAN) {
      for (const regionId of plan.perRegion ? regions : [NO_REGION]) {
        for (const periodId of plan.periods) {
          if (!periods.has(periodId)) continue;
          rows.push({ videoType: plan.videoType, isRecord: plan.isRecord, storeDate, periodId, regionId, total: plan.quota, number: plan.quota });
        }
      }
    }
  }
  let added = 0;
  // In chunks: one statement of ~800 rows is fine for PostgreSQL but keeps parameter counts modest.
  for (let i = 0; i < rows.length; i += 250) {
    const inserted = await db.insert(bookingStores).values(rows.slice(i, i + 250)).onConflictDoNothing().returning({ id: bookingStores.id });
    added += inserted.length;
  }
  return added;
}
