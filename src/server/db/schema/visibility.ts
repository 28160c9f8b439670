import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { activities } from "./activity.ts";

/**
 * Restricted activities (document 4 section 2.3, "visibleTo a list of users"; section 6, "restrict
 * visibility"): an activity with rows here shows on the public site only to those users (and to the
 * companies holding it and to operators). An activity without rows is public. Operators set the list.
 */
export const activityVisibleUsers = pgTable(
  "activity_visible_users",
  {
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] }), index("activity_visible_users_user_idx").on(t.userId)],
);
