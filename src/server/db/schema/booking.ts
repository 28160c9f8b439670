import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { companies } from "./company.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const day = (name: string) => date(name, { mode: "string" });

/**
 * Booking modes (document 1 section 3): videoType 1 live, 2 relay, 3 recording, 4 other; transcribeType 1
 * (the platform records in a studio) or 2 (the company uploads its own video). companyModeType 1 is the
 * listed-company list, 2 the fund-company list.
 */
export const bookingModes = pgTable("booking_modes", {
  id: serial("id").primaryKey(),
  modeName: text("mode_name").notNull(),
  videoType: smallint("video_type").notNull(),
  transcribeType: smallint("transcribe_type"),
  companyModeType: smallint("company_mode_type").notNull().default(1),
  type: smallint("type").notNull().default(1),
  /** internal modes appear only when the caller asks with showInner */
  isInner: boolean("is_inner").notNull().default(false),
  guidancePath: text("guidance_path"),
  examplePath: text("example_path"),
  noticePath: text("notice_path"),
  sort: integer("sort").notNull().default(0),
  status: smallint("status").notNull().default(1),
  /** bumped by every back-office edit, so an edit made against an older reading is refused */
  version: integer("version").notNull().default(1),
});

/** Activity themes per activity (booking) type; the theme fills the titles, editable when isAllowModify. */
export const activityThemes = pgTable(
  "activity_themes",
  {
    id: serial("id").primaryKey(),
    activityType: smallint("activity_type").notNull(),
    cnName: text("cn_name").notNull(),
    enName: text("en_name").notNull(),
    isAllowModify: boolean("is_allow_modify").notNull().default(false),
    sort: integer("sort").notNull().default(0),
    status: smallint("status").notNull().default(1),
    /** bumped by every back-office edit, so an edit made against an older reading is refused */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("activity_themes_type_idx").on(t.activityType)],
);

/** Regions with a studio (live broadcasts and recordings happen there). */
export const bookingRegions = pgTable("booking_regions", {
  id: serial("id").primaryKey(),
  regionName: text("region_name").notNull(),
  sort: integer("sort").notNull().default(0),
  status: smallint("status").notNull().default(1),
  /** bumped by every back-office edit, so an edit made against an older reading is refused */
  version: integer("version").notNull().default(1),
});

/** Rooms of a region an operator assigns as the venue. */
export const rooms = pgTable("rooms", {
  id: serial("id").primaryKey(),
  regionId: integer("region_id").notNull().references(() => bookingRegions.id),
  roomName: text("room_name").notNull(),
  address: text("address"),
  sort: integer("sort").notNull().default(0),
  status: smallint("status").notNull().default(1),
  /** bumped by every back-office edit, so an edit made against an older reading is refused */
  version: integer("version").notNull().default(1),
});

/** Relay (rebroadcast) platforms. */
export const transPlatforms = pgTable("trans_platforms", {
  id: serial("id").primaryKey(),
  platformName: text("platform_name").notNull(),
  sort: integer("sort").notNull().default(0),
  status: smallint("status").notNull().default(1),
  /** bumped by every back-office edit, so an edit made against an older reading is refused */
  version: integer("version").notNull().default(1),
});

/** Bookable periods of a day ("09:30-11:30"); which mode types use which period is in src/shared/booking. */
export const bookingPeriods = pgTable("booking_periods", {
  id: serial("id").primaryKey(),
  periodName: text("period_name").notNull(),
  startTime: text("start_time").notNull(),
  endTime: text("end_time").notNull(),
  sort: integer("sort").notNull().default(0),
  /** bumped by every back-office edit, so an edit made against an older reading is refused */
  version: integer("version").notNull().default(1),
});

/**
 * Booking capacity: one row per (mode video type, recording or broadcast, date, period, region) with the
 * remaining quota. `version` is the slot's configuration version: an operator edit bumps it, so a form
 * filled in against the old configuration is refused; bookings decrement `number` without touching it.
 */
export const bookingStores = pgTable(
  "booking_stores",
  {
    id: serial("id").primaryKey(),
    videoType: smallint("video_type").notNull(),
    isRecord: boolean("is_record").notNull().default(false),
    storeDate: day("store_date").notNull(),
    periodId: integer("period_id").notNull().references(() => bookingPeriods.id),
    /** 0 for capacity that is not tied to a region */
    regionId: integer("region_id").notNull().default(0),
    total: integer("total").notNull(),
    number: integer("number").notNull(),
    version: integer("version").notNull().default(1),
    status: smallint("status").notNull().default(1),
  },
  (t) => [
    uniqueIndex("booking_stores_slot_uq").on(t.videoType, t.isRecord, t.storeDate, t.periodId, t.regionId),
    index("booking_stores_date_idx").on(t.storeDate),
    // The last line of defence against overselling: no update may take the quota below zero.
    check("booking_stores_number_nonneg", sql`${t.number} >= 0`),
  ],
);

/** Mainland exchange holidays that fall on weekdays; trading days are the weekdays not listed here. */
export const tradingHolidays = pgTable("trading_holidays", {
  holidayDate: day("holiday_date").primaryKey(),
  name: text("name").notNull(),
});

/** A collective roadshow series ("one collective activity may be chosen per series"). */
export const activitySeries = pgTable("activity_series", {
  id: serial("id").primaryKey(),
  seriesName: text("series_name").notNull(),
  status: smallint("status").notNull().default(1),
  crtTime: ts("created_at").notNull().defaultNow(),
});

/** Acceptances of the booking agreement (agreement_add) at a given BookingAgreementVersion. */
export const agreementAcceptances = pgTable(
  "agreement_acceptances",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    /** 0 single booking, 1 collective booking */
    agreementType: smallint("agreement_type").notNull(),
    version: text("version").notNull(),
    acceptedAt: ts("accepted_at").notNull().defaultNow(),
  },
  (t) => [index("agreement_acceptances_user_idx").on(t.userId, t.agreementType)],
);
