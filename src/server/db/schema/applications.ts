import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { companies } from "./company.ts";
import { rooms } from "./booking.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Binding applications (document 4 sections 3 and 6): an unbound enterprise account asks to join a company
 * with an authorisation letter; status 0 waiting, 1 approved, 2 rejected (bind-apply.ts). At most one waiting
 * application per account and company, held by the database so two submits at once cannot both land.
 */
export const companyBindApplies = pgTable(
  "company_bind_applies",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    applicantName: text("applicant_name").notNull(),
    /** the stored authorisation letter, "/files/…" (a pdf checked by content at upload) */
    letterPath: text("letter_path").notNull(),
    letterName: text("letter_name").notNull(),
    status: smallint("status").notNull().default(0),
    rejectReason: text("reject_reason"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: ts("reviewed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("company_bind_applies_pending_uq").on(t.userId, t.companyId).where(sql`status = 0`),
    index("company_bind_applies_user_idx").on(t.userId, t.createdAt.desc()),
    // the back office's queue: waiting ones, oldest first
    index("company_bind_applies_status_idx").on(t.status, t.createdAt),
  ],
);

/** Lottery draw (摇号) services an operator opens for application (document 4 section 5); status 1 open, 0 closed. */
export const rollingServices = pgTable("rolling_services", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  titleEn: text("title_en"),
  description: text("description").notNull(),
  descriptionEn: text("description_en"),
  /** the last day applications are taken, YYYY-MM-DD */
  applyEndDate: text("apply_end_date").notNull(),
  status: smallint("status").notNull().default(1),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** One contact of a lottery application, with the booking form's contact rules. */
export interface TRollingContactRow {
  contactName: string;
  contactMobile: string;
  contactWechat: string;
  contactMail: string | null;
}

/**
 * A company's lottery draw application: status 0 submitted, 1 accepted (with the draw time and room), 2
 * rejected (with a reason). One live application (submitted or accepted) per company and service.
 */
export const rollingApplies = pgTable(
  "rolling_applies",
  {
    id: serial("id").primaryKey(),
    serviceId: integer("service_id").notNull().references(() => rollingServices.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyFullName: text("company_full_name").notNull(),
    stockCode: text("stock_code").notNull(),
    issueType: smallint("issue_type").notNull(),
    preferredDate: text("preferred_date").notNull(),
    contacts: jsonb("contacts").$type<TRollingContactRow[]>().notNull(),
    announcementPath: text("announcement_path").notNull(),
    announcementName: text("announcement_name").notNull(),
    status: smallint("status").notNull().default(0),
    drawTime: ts("draw_time"),
    roomId: integer("room_id").references(() => rooms.id),
    rejectReason: text("reject_reason"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: ts("reviewed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rolling_applies_live_uq").on(t.serviceId, t.companyId).where(sql`status in (0, 1)`),
    index("rolling_applies_company_idx").on(t.companyId, t.createdAt.desc()),
    index("rolling_applies_status_idx").on(t.status, t.createdAt),
  ],
);
