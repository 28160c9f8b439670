import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { companies } from "./company.ts";
import { rooms, bookingRegions } from "./booking.ts";
import { activities, activityCompanies } from "./activity.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const day = (name: string) => date(name, { mode: "string" });

/**
 * Tables of activity management (issue 5): distribution, visits, venues, and the company list index.
 * They live in one file so the activity schema of the booking issue stays as it was.
 */

/**
 * A distribution partner of an activity (document 2 section 3, "Distribution row"): an operator assigns a
 * company with distribution enabled, which relays the activity on its own channels and reports the PV it
 * got. `companyId` is the distributing (partner) company, not the company holding the activity.
 */
export const activityDistributions = pgTable(
  "activity_distributions",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    /** at most 9 digits (document 2 section 9), so an integer holds it */
    pvNum: integer("pv_num"),
    /** 0 not submitted, 1 submitted */
    submitStatus: smallint("submit_status").notNull().default(0),
    liveDistributeUrl: text("live_distribute_url"),
    liveDistributeBackUrl: text("live_distribute_back_url"),
    interactUrl: text("interact_url"),
    createdBy: integer("created_by").references(() => users.id),
    crtTime: ts("created_at").notNull().defaultNow(),
    updTime: ts("upd_time"),
  },
  (t) => [
    uniqueIndex("activity_distributions_uq").on(t.activityId, t.companyId),
    index("activity_distributions_company_idx").on(t.companyId, t.submitStatus),
  ],
);

/**
 * The venue an operator assigned to a company's part in an activity (document 3, "Venue info"): region,
 * room, invitation address and link. Assigning it confirms the venue step (isAreaConfirmed).
 */
export const activityVenues = pgTable("activity_venues", {
  activityCompanyId: integer("activity_company_id")
    .primaryKey()
    .references(() => activityCompanies.id, { onDelete: "cascade" }),
  activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
  regionId: integer("region_id").references(() => bookingRegions.id),
  roomId: integer("room_id").references(() => rooms.id),
  invitionAddress: text("invition_address"),
  invitionAddressUrl: text("invition_address_url"),
  assignedBy: integer("assigned_by").references(() => users.id),
  assignedAt: ts("assigned_at").notNull().defaultNow(),
});

/**
 * The company activity list's index: one row per live (not withdrawn) company part, carrying the
 * activity's sort and filter fields. A company's list and its count are then one index range each, where
 * a join of activity_companies to activities costs a probe per activity (about 30 times slower for a
 * company with 2,000 activities). Triggers written in the migration keep it in step with
 * activity_companies and activities, so every writer (booking, back office, clock) maintains it for free;
 * application code only reads it. `tab` is 1 for the not-ended tab (status 1, 2) and 2 for ended (3).
 */
export const activityListEntries = pgTable(
  "activity_list_entries",
  {
    activityCompanyId: integer("activity_company_id")
      .primaryKey()
      .references(() => activityCompanies.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    activityId: integer("activity_id").notNull(),
    status: smallint("status").notNull(),
    tab: smallint("tab")
      .notNull()
      .generatedAlwaysAs(sql`case when status = 3 then 2 else 1 end`),
    isMulti: boolean("is_multi").notNull(),
    startDate: day("start_date").notNull(),
    /** the company's own start time in an open collective, else the activity's */
    startTime: text("start_time"),
    title: text("title").notNull(),
  },
  (t) => [
    // Equality on (company, tab), then the sort order; the part id, status and isMulti ride along so a page,
    // its filters and its count are index-only scans.
    index("activity_list_entries_list_idx").on(t.companyId, t.tab, t.startDate, t.startTime, t.activityId, t.activityCompanyId, t.status, t.isMulti),
    index("activity_list_entries_activity_idx").on(t.activityId),
  ],
);

/**
 * How many list entries each company has per tab and business type, kept by a trigger on
 * activity_list_entries: the count of a page without a title or status filter is one or two key lookups
 * instead of a scan of the tab (which costs most on the embedded database).
 */
export const activityListCounts = pgTable(
  "activity_list_counts",
  {
    companyId: integer("company_id").notNull(),
    tab: smallint("tab").notNull(),
    isMulti: boolean("is_multi").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.tab, t.isMulti] })],
);
