import { and, eq, sql } from "drizzle-orm";
import type { TDb } from "#server/db/client.ts";
import { activities, activityCompanies, bookingRegions, bookingStores, transPlatforms } from "#server/db/schema/index.ts";
import type { TFormInput } from "#shared/http/form-codec.ts";
import type { TTestApp } from "./test-app.ts";

/** Shared pieces of the booking API tests (the clock is pinned at Monday 2026-11-23 10:00 Beijing). */
export const AUTH = "/base-service/api/auth/v1";
export const URL = {
  single: `${AUTH}/booking/booking_activity`,
  collective: `${AUTH}/activity/booking_activity`,
  agreementAdd: `${AUTH}/agreement/agreement_add`,
  agreementInfo: `${AUTH}/agreement/agreement_info`,
  acceptAgreement: `${AUTH}/agreement/accept_agreement`,
  bookable: `${AUTH}/activity/bookable_activity_list`,
  modes: `${AUTH}/booking_mode/booking_mode_list`,
  themes: `${AUTH}/activity_type/list`,
  bookingTime: `${AUTH}/booking_store/activity_booking_time`,
  store: `${AUTH}/booking_store/activity_booking_store`,
  versionInfo: `${AUTH}/booking_store/activity_booking_version_info`,
  availableTime: `${AUTH}/booking_store/booking_store_available_time`,
  tradeDate: `${AUTH}/booking/get_stock_trade_date`,
  holidays: `${AUTH}/booking/trade_holiday_list`,
  regions: `${AUTH}/booking_region/list`,
  platforms: `${AUTH}/trans_platform/trans_platform_list`,
  rooms: `${AUTH}/room/room_list`,
} as const;

export const TODAY = "2026-11-23";
/** T+7 and T+27 trading days from TODAY (December 2026 has no exchange holiday). */
export const WINDOW = { first: "2026-12-02", last: "2026-12-30", shortFirst: "2026-11-25" } as const;

export const CONTACTS = {
  contactName: ["王海涛"],
  contactMobile: ["13912345678"],
  contactWechat: ["wanght_ir"],
  contactMail: ["ir@example.com"],
};

export async function regionId(db: TDb, name: string): Promise<number> {
  const [row] = await db.select().from(bookingRegions).where(eq(bookingRegions.regionName, name));
  if (!row) throw new Error(`no region ${name}`);
  return row.id;
}

export async function platformId(db: TDb): Promise<number> {
  const [row] = await db.select().from(transPlatforms).limit(1);
  if (!row) throw new Error("no platform");
  return row.id;
}

export async function slotRow(db: TDb, f: { videoType: number; isRecord?: boolean; storeDate: string; periodId: number; regionId?: number }) {
  const [row] = await db
    .select()
    .from(bookingStores)
    .where(
      and(
        eq(bookingStores.videoType, f.videoType),
        eq(bookingStores.isRecord, f.isRecord ?? false),
        eq(bookingStores.storeDate, f.storeDate),
        eq(bookingStores.periodId, f.periodId),
        eq(bookingStores.regionId, f.regionId ?? 0),
      ),
    );
  if (!row) throw new Error(`no slot ${JSON.stringify(f)}`);
  return row;
}

export async function quotaOf(db: TDb, id: number): Promise<number> {
  const [row] = await db.select({ n: bookingStores.number }).from(bookingStores).where(eq(bookingStores.id, id));
  return row?.n ?? -1;
}

/** Rows that a booking adds: activities and company parts. */
export async function bookingCounts(db: TDb) {
  const [a] = await db.select({ n: sql<number>`count(*)::int` }).from(activities);
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(activityCompanies);
  return { activities: Number(a?.n), parts: Number(p?.n) };
}

/** Accepts the booking agreement (0 single, 1 collective) for a token. */
export async function acceptAgreement(t: TTestApp, token: string, agreementType: 0 | 1): Promise<void> {
  const res = await t.post(URL.agreementAdd, { agreementType }, { authorization: token });
  if (res.code !== 200) throw new Error(`agreement_add failed: ${res.message}`);
}

/** A valid live booking (performance briefing, Shenzhen morning) on a date, for a slot. */
export function liveBooking(slot: { id: number; version: number; storeDate: string }, region: number, themeId: number, title: string): TFormInput {
  return {
    ...CONTACTS,
    activityType: 1,
    bookingType: 1,
    dicId: themeId,
    bookingTitle: title,
    modeId: 1,
    bookingDate: slot.storeDate,
    periodId: 1,
    storeId: slot.id,
    version: slot.version,
    bookingRegionId: region,
    definedPeriodStart: "09:30",
    definedPeriodEnd: "10:30",
  };
}
