import { bigint, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { companies } from "./company.ts";
import { dictionaryItems } from "./content.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The public video library (document 4 section 2.6): stock videos (nav4) and Fund Vision (nav5), each in a
 * category of its channel (a child of the dictionary `videoCategory.<navType>`), optionally of a company.
 * status 0 not published, 1 published; publishTime is when it was last published. Files live in storage
 * like every upload (videoPath and coverPath are `/files/<key>`), served with byte ranges.
 */
export const publicVideos = pgTable(
  "public_videos",
  {
    id: serial("id").primaryKey(),
    navType: text("nav_type", { enum: ["nav4", "nav5"] }).notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => dictionaryItems.id),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    titleEn: text("title_en"),
    description: text("description"),
    descriptionEn: text("description_en"),
    coverPath: text("cover_path"),
    videoPath: text("video_path").notNull(),
    /** bytes; a video may pass the range of a 32-bit integer */
    videoSize: bigint("video_size", { mode: "number" }),
    /** seconds */
    duration: integer("duration"),
    status: smallint("status").notNull().default(0),
    publishTime: ts("publish_time"),
    viewCount: integer("view_count").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id),
    updatedBy: integer("updated_by").references(() => users.id),
    crtTime: ts("created_at").notNull().defaultNow(),
    updTime: ts("upd_time").notNull().defaultNow(),
  },
  (t) => [
    // a channel's page and a category's page, newest first
    index("public_videos_channel_idx").on(t.navType, t.status, t.publishTime.desc(), t.id.desc()),
    index("public_videos_category_idx").on(t.categoryId, t.status, t.publishTime.desc()),
    index("public_videos_company_idx").on(t.companyId, t.status, t.publishTime.desc()),
    // every fetch of a stored file looks up the records pointing at it (upload/file-access.ts)
    index("public_videos_path_idx").on(t.videoPath),
  ],
);

/**
 * The views counted in the last hours: one row per video, viewer and hour (the hour the view fell in), so a
 * second view in the same hour finds its row and counts nothing. `address` bounds how many viewers one
 * client address may add per video and hour. Rows older than a day are swept.
 */
export const publicVideoViews = pgTable(
  "public_video_views",
  {
    videoId: integer("video_id")
      .notNull()
      .references(() => publicVideos.id, { onDelete: "cascade" }),
    /** `u:<userId>` for an account, `v:<uuid>` for a visitor */
    viewer: text("viewer").notNull(),
    hour: ts("hour").notNull(),
    address: text("address").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.viewer, t.hour] }),
    index("public_video_views_address_idx").on(t.videoId, t.address, t.hour),
    index("public_video_views_hour_idx").on(t.hour),
  ],
);
