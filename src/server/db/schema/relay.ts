import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./identity.ts";
import { companies } from "./company.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Relay-platform (diversion) certification applications (document 3 section 3, "Relay (diversion)
 * application"). One record per submission: a resubmission after a failure, or a re-certification after a
 * failed review or an expired contract, is a new record whose his_id is the one before, so the history stays.
 * is_current marks the company's latest record (one per company). progress and audit_status are the spec's
 * fields; the shared machine (src/shared/relay/relay-certification.machine.ts) maps them to its states.
 */
export const diversionApplies = pgTable(
  "diversion_applies",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    hisId: integer("his_id").references((): AnyPgColumn => diversionApplies.id, { onDelete: "set null" }),
    isCurrent: boolean("is_current").notNull().default(true),
    progress: smallint("progress").notNull(),
    auditStatus: smallint("audit_status"),
    platform: text("platform").notNull(),
    platformUrl: text("platform_url").notNull(),
    companyContacts: text("company_contacts").notNull(),
    companyPhone: text("company_phone").notNull(),
    /** a JSON array of { url, name } of the stored qualification files */
    qualificationPathJson: text("qualification_path_json").notNull(),
    tecDocPath: text("tec_doc_path"),
    programmeConfirmTestPath: text("programme_confirm_test_path"),
    auditReason: text("audit_reason"),
    qualificationAuditTime: ts("qualification_audit_time"),
    programmeConfirmTime: ts("programme_confirm_time"),
    programmeConfirmTestTime: ts("programme_confirm_test_time"),
    reviewTime: ts("review_time"),
    contractTime: date("contract_time", { mode: "string" }),
    contractEndTime: date("contract_end_time", { mode: "string" }),
    createdBy: integer("created_by").references(() => users.id),
    crtTime: ts("created_at").notNull().defaultNow(),
    updTime: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("diversion_applies_current_uq").on(t.companyId).where(sql`${t.isCurrent} = true`),
    index("diversion_applies_progress_idx").on(t.progress, t.auditStatus),
  ],
);
