-- One name for the creation column of every table: created_at (docs/data-model.md, tests/server/schema-names.test.ts).
-- The wire keeps the specification's names (crtTime); only the database columns are renamed, which keeps
-- their data, defaults and the indexes on them.
ALTER TABLE "activities" RENAME COLUMN "crt_time" TO "created_at";
--> statement-breakpoint
ALTER TABLE "activity_companies" RENAME COLUMN "crt_time" TO "created_at";
--> statement-breakpoint
ALTER TABLE "activity_series" RENAME COLUMN "crt_time" TO "created_at";
--> statement-breakpoint
ALTER TABLE "messages" RENAME COLUMN "crt_time" TO "created_at";
--> statement-breakpoint
ALTER TABLE "activity_distributions" RENAME COLUMN "crt_time" TO "created_at";
--> statement-breakpoint
ALTER TABLE "fin_reports" RENAME COLUMN "crt_time" TO "created_at";
--> statement-breakpoint
ALTER TABLE "public_videos" RENAME COLUMN "crt_time" TO "created_at";
--> statement-breakpoint
ALTER TABLE "site_banners" RENAME COLUMN "crt_time" TO "created_at";
--> statement-breakpoint
ALTER TABLE "hot_topics" RENAME COLUMN "crt_time" TO "created_at";
--> statement-breakpoint
ALTER TABLE "subject_pages" RENAME COLUMN "crt_time" TO "created_at";
--> statement-breakpoint
ALTER TABLE "courses" RENAME COLUMN "crt_time" TO "created_at";
--> statement-breakpoint
ALTER TABLE "activity_visible_users" RENAME COLUMN "added_at" TO "created_at";
--> statement-breakpoint
ALTER TABLE "activity_record_videos" RENAME COLUMN "ctr_time" TO "created_at";
