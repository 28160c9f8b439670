import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "./company.ts";
import { users } from "./identity.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The published version of a company's homepage (document 3 section 3, "Company homepage"; document 4
 * section 2.7): what /institutionalCenterDetail shows. A company without a row has no public homepage and
 * is not in the directory. The homepage editor and its operator review (a later issue) write drafts
 * elsewhere and copy an approved one here.
 */
export const companyHomepages = pgTable(
  "company_homepages",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    logoPath: text("logo_path"),
    miniLogoPath: text("mini_logo_path"),
    logoVectorPath: text("logo_vector_path"),
    /** gsfc_intro, gsfc_intro_en_show, gsfc_intro_en, gsfc_pics, intro_video, cloud_video (spec spellings) */
    companyIntroJson: jsonb("company_intro_json").$type<Record<string, unknown>>().notNull(),
    publishTime: ts("publish_time").notNull().defaultNow(),
  },
  (t) => [index("company_homepages_publish_idx").on(t.publishTime)],
);

/**
 * Visual financial reports of type-8 companies (document 4 section 2.7, tab 10 of the enterprise centre):
 * status 0 draft, 1 published, 2 withdrawn. Paths are "/files/<key>" of files this portal stored.
 */
export const finReports = pgTable(
  "fin_reports",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    period: text("period").notNull(),
    coverPath: text("cover_path").notNull(),
    pdfPath: text("pdf_path").notNull(),
    status: smallint("status").notNull().default(0),
    publishTime: ts("publish_time"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    crtTime: ts("created_at").notNull().defaultNow(),
    updTime: ts("upd_time").notNull().defaultNow(),
  },
  (t) => [
    index("fin_reports_company_idx").on(t.companyId, t.crtTime),
    // the public list: published ones, newest first
    index("fin_reports_published_idx").on(t.publishTime).where(sql`${t.status} = 1`),
    // file serving asks which report points at a file
    index("fin_reports_pdf_idx").on(t.pdfPath),
    index("fin_reports_cover_idx").on(t.coverPath),
    check("fin_reports_status_ok", sql`${t.status} in (0, 1, 2)`),
  ],
);
