import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { activities } from "./activity.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The site's editable content (document 4 sections 2.1, 2.4, 2.7 and 6): home banners, hot topics, subject
 * pages, training courses, help articles and the static pages' texts. Operators edit them in the back office;
 * every change is audited (audit_log).
 */

/** A home carousel item: image, titles, what it opens (1 activity, 2 subject page, 3 link), order, window. */
export const siteBanners = pgTable(
  "site_banners",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    titleEn: text("title_en"),
    imageUrl: text("image_url").notNull(),
    targetType: smallint("target_type").notNull(),
    targetId: integer("target_id"),
    targetUrl: text("target_url"),
    sort: integer("sort").notNull().default(0),
    /** 0 disabled, 1 enabled */
    status: smallint("status").notNull().default(1),
    startAt: ts("start_at"),
    endAt: ts("end_at"),
    updatedBy: integer("updated_by").references(() => users.id),
    crtTime: ts("created_at").notNull().defaultNow(),
    updTime: ts("upd_time").notNull().defaultNow(),
  },
  (t) => [index("site_banners_status_sort_idx").on(t.status, t.sort)],
);

/** A hot topic grouping activities and videos. */
export const hotTopics = pgTable(
  "hot_topics",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    titleEn: text("title_en"),
    coverUrl: text("cover_url"),
    summary: text("summary"),
    summaryEn: text("summary_en"),
    sort: integer("sort").notNull().default(0),
    status: smallint("status").notNull().default(1),
    updatedBy: integer("updated_by").references(() => users.id),
    crtTime: ts("created_at").notNull().defaultNow(),
    updTime: ts("upd_time").notNull().defaultNow(),
  },
  (t) => [index("hot_topics_status_sort_idx").on(t.status, t.sort)],
);

/**
 * One item of a topic: kind 1 an activity, 2 an activity's video record, 3 a video of the public video library
 * (kept free for it). refId names the row of that kind; it is checked when saved and again when shown.
 */
export const hotTopicItems = pgTable(
  "hot_topic_items",
  {
    topicId: integer("topic_id").notNull().references(() => hotTopics.id, { onDelete: "cascade" }),
    kind: smallint("kind").notNull(),
    refId: integer("ref_id").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.kind, t.refId] })],
);

/** A subject (themed landing) page, published like an activity page: 0 unpublished, 1 test, 2 published. */
export const subjectPages = pgTable("subject_pages", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  titleEn: text("title_en"),
  /** 0 the portal's header, 1 the page's own compact header */
  headerType: smallint("header_type").notNull().default(0),
  showLogin: smallint("show_login").notNull().default(0),
  bannerUrl: text("banner_url"),
  /** sanitised html (server side, on write) */
  content: text("content").notNull().default(""),
  contentEn: text("content_en"),
  pubStatus: smallint("pub_status").notNull().default(0),
  testCode: text("test_code"),
  pubTime: ts("pub_time"),
  updatedBy: integer("updated_by").references(() => users.id),
  crtTime: ts("created_at").notNull().defaultNow(),
  updTime: ts("upd_time").notNull().defaultNow(),
});

export const subjectPageActivities = pgTable(
  "subject_page_activities",
  {
    subjectId: integer("subject_id").notNull().references(() => subjectPages.id, { onDelete: "cascade" }),
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.activityId] })],
);

/** A training course for companies, made of lessons. */
export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    titleEn: text("title_en"),
    coverUrl: text("cover_url"),
    summary: text("summary"),
    summaryEn: text("summary_en"),
    sort: integer("sort").notNull().default(0),
    status: smallint("status").notNull().default(1),
    updatedBy: integer("updated_by").references(() => users.id),
    crtTime: ts("created_at").notNull().defaultNow(),
    updTime: ts("upd_time").notNull().defaultNow(),
  },
  (t) => [index("courses_status_sort_idx").on(t.status, t.sort)],
);

/** A lesson: 1 a video, 2 a document (a PDF link). */
export const courseLessons = pgTable(
  "course_lessons",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id").notNull().references(() => courses.id, { onDelete: "cascade" }),
    kind: smallint("kind").notNull(),
    title: text("title").notNull(),
    titleEn: text("title_en"),
    url: text("url").notNull(),
    durationMinutes: integer("duration_minutes"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("course_lessons_course_idx").on(t.courseId, t.sort)],
);

/** A help-centre article. */
export const helpArticles = pgTable("help_articles", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  titleEn: text("title_en"),
  content: text("content").notNull().default(""),
  contentEn: text("content_en"),
  sort: integer("sort").notNull().default(0),
  status: smallint("status").notNull().default(1),
  updatedBy: integer("updated_by").references(() => users.id),
  updTime: ts("upd_time").notNull().defaultNow(),
});

/** The texts of the static pages (about us, the centre's introduction, the agreements, coming soon, maintenance). */
export const staticPages = pgTable("static_pages", {
  pageKey: text("page_key").primaryKey(),
  title: text("title").notNull(),
  titleEn: text("title_en"),
  content: text("content").notNull().default(""),
  contentEn: text("content_en"),
  updatedBy: integer("updated_by").references(() => users.id),
  updTime: ts("upd_time").notNull().defaultNow(),
});
