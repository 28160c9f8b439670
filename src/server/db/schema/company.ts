import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Companies with the company-info fields of documents 1 to 3 and their feature switches. */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    shortName: text("short_name").notNull(),
    fullName: text("full_name").notNull(),
    enShortName: text("en_short_name"),
    enFullName: text("en_full_name"),
    stockCode: text("stock_code"),
    companyType: smallint("company_type").notNull(),
    miniLogoPath: text("mini_logo_path"),
    logoPath: text("logo_path"),
    logoVectorPath: text("logo_vector_path"),
    companyIntroJson: jsonb("company_intro_json").$type<Record<string, unknown>>(),
    /** diversion (relay) certification progress, document 2 section 4 */
    progress: smallint("progress").notNull().default(0),
    isDistributeVerify: boolean("is_distribute_verify").notNull().default(false),
    contractEndTime: ts("contract_end_time"),
    isEnableDiversion: boolean("is_enable_diversion").notNull().default(false),
    isOpenExplanation: boolean("is_open_explanation").notNull().default(false),
    isEnableFundRoadshow: boolean("is_enable_fund_roadshow").notNull().default(false),
    isDistributeCompany: boolean("is_distribute_company").notNull().default(false),
    distributeStatus: smallint("distribute_status").notNull().default(0),
    isEnableDistribute: boolean("is_enable_distribute").notNull().default(false),
    isEnableActivitySearch: boolean("is_enable_activity_search").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("companies_full_name_uq").on(t.fullName), index("companies_stock_code_idx").on(t.stockCode)],
);

/** Membership of a user in a company: role 1 admin, 2 ordinary member, and the permission flags. */
export const companyMembers = pgTable(
  "company_members",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    userRole: smallint("user_role").notNull(),
    title: text("title"),
    description: text("description"),
    memberSource: smallint("member_source").notNull().default(2),
    isBookingEnable: boolean("is_booking_enable").notNull().default(false),
    isFundRoadshowEnable: boolean("is_fund_roadshow_enable").notNull().default(false),
    isDiversionEnable: boolean("is_diversion_enable").notNull().default(false),
    isDistributeEnable: boolean("is_distribute_enable").notNull().default(false),
    isActivitySearchEnable: boolean("is_activity_search_enable").notNull().default(false),
    isMemberManageEnable: boolean("is_member_manage_enable").notNull().default(false),
    updTime: ts("upd_time").notNull().defaultNow(),
  },
  // An account belongs to one company at a time.
  (t) => [uniqueIndex("company_members_user_uq").on(t.userId), index("company_members_company_idx").on(t.companyId)],
);

/** Messages to a company (isCompanyMessage) or to one user; status 0 unread, 1 read. */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    isCompanyMessage: boolean("is_company_message").notNull(),
    /** 1 notification, 2 question push */
    mqType: smallint("mq_type").notNull().default(1),
    msgTitle: text("msg_title").notNull(),
    content: text("content").notNull(),
    status: smallint("status").notNull().default(0),
    crtTime: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("messages_company_idx").on(t.companyId, t.status), index("messages_user_idx").on(t.userId, t.status)],
);
