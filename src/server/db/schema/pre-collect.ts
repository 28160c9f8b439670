import { index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { companies } from "./company.ts";
import { activities } from "./activity.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A pre-collected question (document 3 section 3, "Pre-collected question"; issue 18): asked by an investor
 * before the activity (/preCallQa), added with its answer by the company, or imported from a spreadsheet.
 * `companyId` is the company it is put to and that answers it (the holder of the activity).
 */
export const preCollectQuestions = pgTable(
  "pre_collect_questions",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer"),
    /** 0 pending, 1 answered, 2 not suitable */
    status: smallint("status").notNull().default(0),
    /** 1 asked by a user, 2 added by the company, 3 imported */
    collectType: smallint("collect_type").notNull(),
    /** 1 personal user, 2 company user */
    userType: smallint("user_type").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    userNickName: text("user_nick_name"),
    userCompanyName: text("user_company_name"),
    answeredBy: integer("answered_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updTime: ts("upd_time"),
  },
  (t) => [index("pre_collect_questions_activity_idx").on(t.activityId, t.status, t.createdAt)],
);
