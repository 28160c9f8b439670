import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { companies } from "./company.ts";
import { activities } from "./activity.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A company's guest library (document 3 section 3, "Library guest"): the materials form picks from it
 * (select_from_guest, add_from_guest) and files a guest into it when isSyncGuested. The mobile number is
 * stored encrypted (mobileRsa) with only its md5 and last three digits searchable, as for activity guests.
 * Its own screen comes with the enterprise-centre panels.
 */
export const companyGuests = pgTable(
  "company_guests",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    guestName: text("guest_name").notNull(),
    guestEnName: text("guest_en_name"),
    title: text("title"),
    titleEn: text("title_en"),
    guestCompanyName: text("guest_company_name"),
    enGuestCompanyName: text("en_guest_company_name"),
    /** 1 male, 0 female */
    gender: smallint("gender").notNull().default(1),
    isHideGender: boolean("is_hide_gender").notNull().default(false),
    mobileMd5: text("mobile_md5"),
    mobileRsa: text("mobile_rsa"),
    /** the last three digits, for the library's "last three digits" search */
    mobileTail: text("mobile_tail"),
    avatar: text("avatar"),
    intro: text("intro"),
    introEn: text("intro_en"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("company_guests_company_idx").on(t.companyId),
    uniqueIndex("company_guests_mobile_uq").on(t.companyId, t.mobileMd5).where(sql`${t.mobileMd5} is not null`),
  ],
);

/**
 * A change to the company homepage filed for approval (document 3 section 4, "Company homepage"): submitting
 * materials with isSyncToCompanyHomepage files the materials' logos and introduction here. status '0'
 * pending, '1' approved, '2' rejected; the approval queue and its screen come with the homepage panel.
 */
export const companyHomepageChanges = pgTable(
  "company_homepage_changes",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    /** the activity whose submitted materials filed the change (null: the homepage editor) */
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "set null" }),
    logoPath: text("logo_path"),
    miniLogoPath: text("mini_logo_path"),
    logoVectorPath: text("logo_vector_path"),
    companyIntroJson: jsonb("company_intro_json").$type<Record<string, unknown>>().notNull(),
    status: smallint("status").notNull().default(0),
    auditTime: ts("audit_time"),
    auditFailReason: text("audit_fail_reason"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    crtTime: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("company_homepage_changes_company_idx").on(t.companyId, t.crtTime)],
);
