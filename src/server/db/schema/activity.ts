import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { companies } from "./company.ts";
import { activitySeries, bookingModes, bookingRegions, bookingStores, transPlatforms, activityThemes } from "./booking.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const day = (name: string) => date(name, { mode: "string" });

/**
 * A roadshow activity. A single activity is booked by one company; a collective one (isMulti) is set up by
 * an operator inside a series and joined by many companies. Each company's part in it, with its own
 * progress, is an activity_companies row. Dates are Beijing calendar dates, times "HH:MM" Beijing time.
 */
export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    seriesId: integer("series_id").references(() => activitySeries.id),
    isMulti: boolean("is_multi").notNull().default(false),
    /** booking type: 1 performance briefing, 2 refinancing, 3 major event, 4 other, 5 fund; 6 collective */
    activityType: smallint("activity_type").notNull(),
    title: text("title").notNull(),
    enTitle: text("en_title"),
    themeId: integer("theme_id").references(() => activityThemes.id),
    modeId: integer("mode_id").references(() => bookingModes.id),
    videoType: smallint("video_type"),
    /** the mode's transcribeType for recordings (1 studio, 2 company video) */
    recType: smallint("rec_type"),
    isLiveBroadcast: boolean("is_live_broadcast"),
    startDate: day("start_date").notNull(),
    endDate: day("end_date").notNull(),
    startTime: text("start_time"),
    endTime: text("end_time"),
    isShowActivityStartTime: boolean("is_show_activity_start_time").notNull().default(true),
    recDate: day("rec_date"),
    recStartTime: text("rec_start_time"),
    recEndTime: text("rec_end_time"),
    regionId: integer("region_id").references(() => bookingRegions.id),
    recRegionId: integer("rec_region_id").references(() => bookingRegions.id),
    platformId: integer("platform_id").references(() => transPlatforms.id),
    periodId: integer("period_id"),
    storeId: integer("store_id").references(() => bookingStores.id),
    recStoreId: integer("rec_store_id").references(() => bookingStores.id),
    /** collective: who may book (0 all, 1 listed companies, 2 fund companies), window, open selection */
    bookingCompanyType: smallint("booking_company_type"),
    bookingStartTime: ts("booking_start_time"),
    bookingEndTime: ts("booking_end_time"),
    isOpenSelectionMode: boolean("is_open_selection_mode").notNull().default(false),
    /** collective capacity and how much of it is taken; bookedCount never exceeds capacity */
    capacity: integer("capacity"),
    bookedCount: integer("booked_count").notNull().default(0),
    /** 1 not started, 2 in progress, 3 ended */
    status: smallint("status").notNull().default(1),
    isCancel: boolean("is_cancel").notNull().default(false),
    /** 0 unpublished, 1 test page, 2 formally published */
    pubStatus: smallint("pub_status").notNull().default(0),
    pubTime: ts("pub_time"),
    testCode: text("test_code"),
    homePage: text("home_page"),
    workOrderTaskId: text("work_order_task_id"),
    liveUrl: text("live_url"),
    moduleHasPreCollection: boolean("module_has_pre_collection").notNull().default(false),
    isOpenText: boolean("is_open_text").notNull().default(true),
    isOpenActivityData: boolean("is_open_activity_data").notNull().default(true),
    isAutoApprove: boolean("is_auto_approve").notNull().default(false),
    answerStartTime: ts("answer_start_time"),
    answerEndTime: ts("answer_end_time"),
    infoSubmitCloseTime: ts("info_submit_close_time"),
    videoUploadCloseTime: ts("video_upload_close_time"),
    createdBy: integer("created_by").references(() => users.id),
    crtTime: ts("created_at").notNull().defaultNow(),
    updTime: ts("upd_time").notNull().defaultNow(),
  },
  (t) => [
    index("activities_series_idx").on(t.seriesId),
    index("activities_start_idx").on(t.startDate),
    // the clock's two steps (modules/activity/activity-clock.ts) look only at activities not yet over: without
    // these, each tick read every activity (43 ms at 100,000 on PGlite, in the server's thread)
    index("activities_clock_start_idx").on(t.startDate).where(sql`status = 1 and not is_cancel`),
    index("activities_clock_end_idx").on(t.endDate).where(sql`status in (1, 2) and not is_cancel`),
    check("activities_capacity_ok", sql`${t.capacity} is null or ${t.bookedCount} <= ${t.capacity}`),
  ],
);

/**
 * A company's part in an activity: the booking itself (who, the contacts, the mode it chose in an open
 * collective), the agreement and the progress of its materials.
 */
export const activityCompanies = pgTable(
  "activity_companies",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    /** copied from the activity so the database itself holds "one collective activity per series" */
    seriesId: integer("series_id"),
    bookedBy: integer("booked_by").references(() => users.id),
    /** collective with open selection: true follows the collective's mode, false chose its own below */
    isWithCollective: boolean("is_with_collective"),
    modeId: integer("mode_id"),
    videoType: smallint("video_type"),
    recType: smallint("rec_type"),
    isLiveBroadcast: boolean("is_live_broadcast"),
    regionId: integer("region_id"),
    platformId: integer("platform_id"),
    recDate: day("rec_date"),
    startTime: text("start_time"),
    endTime: text("end_time"),
    isAcceptAgreement: boolean("is_accept_agreement").notNull().default(false),
    isInfoSubed: boolean("is_info_subed").notNull().default(false),
    infoSubTime: ts("info_sub_time"),
    /** when an operator last reopened the materials: after infoSubmitCloseTime they are editable again */
    infoReopenTime: ts("info_reopen_time"),
    isVideoUploaded: boolean("is_video_uploaded").notNull().default(false),
    videoUploadedTime: ts("video_uploaded_time"),
    isAreaConfirmed: boolean("is_area_confirmed").notNull().default(false),
    areaConfirmedTime: ts("area_confirmed_time"),
    isPersonListSubed: boolean("is_person_list_subed").notNull().default(false),
    personListSubedTime: ts("person_list_subed_time"),
    isCancel: boolean("is_cancel").notNull().default(false),
    cancelTime: ts("cancel_time"),
    crtTime: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("activity_companies_company_idx").on(t.companyId),
    index("activity_companies_activity_idx").on(t.activityId),
    uniqueIndex("activity_companies_live_uq").on(t.activityId, t.companyId).where(sql`${t.isCancel} = false`),
    uniqueIndex("activity_companies_series_uq").on(t.seriesId, t.companyId).where(sql`${t.isCancel} = false and ${t.seriesId} is not null`),
  ],
);

/** The booking contacts of a company's booking, in the order entered. */
export const activityContacts = pgTable(
  "activity_contacts",
  {
    id: serial("id").primaryKey(),
    activityCompanyId: integer("activity_company_id").notNull().references(() => activityCompanies.id, { onDelete: "cascade" }),
    contactName: text("contact_name").notNull(),
    contactMobile: text("contact_mobile").notNull(),
    contactWechat: text("contact_wechat").notNull(),
    contactMail: text("contact_mail"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("activity_contacts_booking_idx").on(t.activityCompanyId)],
);
