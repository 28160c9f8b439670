import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { companies } from "./company.ts";
import { activities } from "./activity.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A company's participant list for one activity (document 3 section 2.1 item 3, `upload_participant`): the
 * upload that made it. A re-upload replaces the list whole. The spreadsheet itself is not kept: it holds
 * identity numbers in clear, so the server deletes it once its rows are stored (encrypted) below.
 */
export const participantLists = pgTable(
  "participant_lists",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    rowCount: integer("row_count").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    updTime: ts("upd_time").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("participant_lists_part_uq").on(t.activityId, t.companyId)],
);

/**
 * One participant. Mobile and identity number are personal data: stored only encrypted (the portal's
 * RSA-OAEP field cipher, the one guest mobiles use) beside the masked forms the company's tab shows; the
 * clear values are decrypted for the operators' download alone.
 */
export const participants = pgTable(
  "participants",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    /** the spreadsheet row it came from (the header is row 1): the list's order */
    rowNo: integer("row_no").notNull(),
    name: text("name").notNull(),
    companyName: text("company_name").notNull(),
    title: text("title").notNull().default(""),
    mobileRsa: text("mobile_rsa").notNull(),
    mobileMasked: text("mobile_masked").notNull(),
    idNumberRsa: text("id_number_rsa"),
    idNumberMasked: text("id_number_masked").notNull().default(""),
    /** 1 on site, 2 online */
    attendMode: smallint("attend_mode").notNull(),
    remark: text("remark").notNull().default(""),
  },
  (t) => [index("participants_part_idx").on(t.activityId, t.companyId, t.rowNo)],
);
