import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { activities } from "./activity.ts";
import { companies } from "./company.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * An investor's favourite activities (document 4 section 4). One row per user and activity: a second
 * favourite of the same activity finds the row, so a double click or a replayed request cannot add two.
 */
export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId] }),
    // the personal centre's page: a user's favourites, newest first
    index("favourites_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** The companies an investor follows (document 4 section 4), one row per user and company. */
export const follows = pgTable(
  "follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index("follows_user_idx").on(t.userId, t.createdAt.desc())],
);
