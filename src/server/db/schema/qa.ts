import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { companies } from "./company.ts";
import { activities } from "./activity.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The guests of an activity (document 3 section 3, "Activity guest"), per company taking part. The materials
 * form edits them; the Q&A tab picks a speaker from them.
 */
export const activityGuests = pgTable(
  "activity_guests",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
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
    mobile: text("mobile"),
    mobileMd5: text("mobile_md5"),
    mobileRsa: text("mobile_rsa"),
    /** the default images images/person_man.jpg and images/person_woman.jpg count as no photo */
    avatarPath: text("avatar_path"),
    /** the spec's `discription` (the Chinese introduction, 1000 characters) */
    intro: text("intro"),
    introEn: text("intro_en"),
    /** whether saving the guest also saves it to the company's guest library (new guests: true) */
    isSyncGuested: boolean("is_sync_guested").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("activity_guests_activity_idx").on(t.activityId, t.companyId)],
);

/**
 * A question of the live Q&A (questionType 1, asked by a personal user) or a guest speech (questionType 3,
 * posted by the company for one of its guests). status: 0 pending, 1 approved, 2 refused, 3 approved
 * automatically. A speech is revoked in place (isCancel); a question is never deleted.
 */
export const qaQuestions = pgTable(
  "qa_questions",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
    /** the company the question is put to: the booker of a single activity, the chosen one of a collective */
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    questionType: smallint("question_type").notNull(),
    content: text("content").notNull(),
    askerUserId: integer("asker_user_id").references(() => users.id, { onDelete: "set null" }),
    /** the asker as they were when asking (the record keeps what the company saw then) */
    userNickName: text("user_nick_name"),
    userType: smallint("user_type"),
    /** the statistics' identity bucket (askerIdentity of the shared rules) */
    askerIdentity: text("asker_identity"),
    guestId: integer("guest_id").references(() => activityGuests.id, { onDelete: "set null" }),
    guestName: text("guest_name"),
    guestTitle: text("guest_title"),
    guestCompanyName: text("guest_company_name"),
    /** the speaker's English name, title and company as they were (English pages show these) */
    guestEnName: text("guest_en_name"),
    guestTitleEn: text("guest_title_en"),
    guestEnCompanyName: text("guest_en_company_name"),
    /** company user who posted a speech */
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    status: smallint("status").notNull().default(0),
    auditReason: text("audit_reason"),
    auditedBy: integer("audited_by").references(() => users.id, { onDelete: "set null" }),
    auditedAt: ts("audited_at"),
    isCancel: boolean("is_cancel").notNull().default(false),
    cancelReason: text("cancel_reason"),
    cancelledAt: ts("cancelled_at"),
    /** asked while the page was unpublished (test data, document 2 section 4) */
    isTestData: boolean("is_test_data").notNull().default(false),
    meTooCount: integer("me_too_count").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("qa_questions_type_ck", sql`${t.questionType} in (1, 3)`),
    check("qa_questions_status_ck", sql`${t.status} in (0, 1, 2, 3)`),
    check("qa_questions_me_too_ck", sql`${t.meTooCount} >= 0`),
    index("qa_questions_activity_idx").on(t.activityId, t.status, t.id),
    index("qa_questions_company_idx").on(t.companyId, t.activityId, t.questionType),
    index("qa_questions_asker_idx").on(t.askerUserId, t.createdAt),
    index("qa_questions_pending_idx").on(t.createdAt, t.id).where(sql`${t.status} = 0 and ${t.isCancel} = false`),
  ],
);

/**
 * An answer of the company to a question. Revoked or refused answers stay as records (sub-tab 5); at most one
 * answer per question is live (not revoked and not refused), which the partial unique index holds even when
 * two colleagues answer at the same moment.
 */
export const qaAnswers = pgTable(
  "qa_answers",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id").notNull().references(() => qaQuestions.id, { onDelete: "cascade" }),
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    guestId: integer("guest_id").references(() => activityGuests.id, { onDelete: "set null" }),
    guestName: text("guest_name"),
    guestTitle: text("guest_title"),
    guestCompanyName: text("guest_company_name"),
    /** the answering guest's English name, title and company as they were (English pages show these) */
    guestEnName: text("guest_en_name"),
    guestTitleEn: text("guest_title_en"),
    guestEnCompanyName: text("guest_en_company_name"),
    status: smallint("status").notNull().default(0),
    auditReason: text("audit_reason"),
    auditedBy: integer("audited_by").references(() => users.id, { onDelete: "set null" }),
    auditedAt: ts("audited_at"),
    isCancel: boolean("is_cancel").notNull().default(false),
    cancelReason: text("cancel_reason"),
    cancelledAt: ts("cancelled_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("qa_answers_status_ck", sql`${t.status} in (0, 1, 2, 3)`),
    uniqueIndex("qa_answers_live_uq").on(t.questionId).where(sql`${t.isCancel} = false and ${t.status} <> 2`),
    index("qa_answers_activity_idx").on(t.activityId, t.companyId),
    index("qa_answers_pending_idx").on(t.createdAt, t.id).where(sql`${t.status} = 0 and ${t.isCancel} = false`),
  ],
);

/** 'Me too': one row per user per question; the primary key makes a second one impossible. */
export const qaMeToo = pgTable(
  "qa_me_too",
  {
    questionId: integer("question_id").notNull().references(() => qaQuestions.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);
