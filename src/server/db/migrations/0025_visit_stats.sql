-- Visit recording and its rollups (issue 18; modules/visit-stats): raw append-only events, rollups by hour,
-- day, phase and platform updated on write, the sets of viewers and addresses already counted per rollup row,
-- and the per-viewer rate counter. activity_views (one mutable row per visit, scanned on every read) goes:
-- its demo rows are seeded again as events (seed-stats.ts). Also the pre-collected questions (modules/pre-collect).
DROP TABLE "activity_views" CASCADE;--> statement-breakpoint
CREATE TABLE "activity_visit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visit_id" text NOT NULL,
	"seq" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"company_id" integer,
	"viewer" text NOT NULL,
	"ip" text NOT NULL,
	"platform" smallint NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_visit_rollups" (
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"grain" smallint NOT NULL,
	"bucket" bigint NOT NULL,
	"platform" smallint NOT NULL,
	"pv" integer DEFAULT 0 NOT NULL,
	"uv" integer DEFAULT 0 NOT NULL,
	"ip" integer DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	"watchers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_visit_rollups_activity_id_company_id_grain_bucket_platform_pk" PRIMARY KEY("activity_id","company_id","grain","bucket","platform")
);
--> statement-breakpoint
CREATE TABLE "activity_visit_seen" (
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"grain" smallint NOT NULL,
	"bucket" bigint NOT NULL,
	"platform" smallint NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "activity_visit_seen_activity_id_company_id_grain_bucket_platform_kind_key_pk" PRIMARY KEY("activity_id","company_id","grain","bucket","platform","kind","key")
);
--> statement-breakpoint
CREATE TABLE "activity_visit_limits" (
	"viewer" text NOT NULL,
	"minute" bigint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_visit_limits_viewer_minute_pk" PRIMARY KEY("viewer","minute")
);
--> statement-breakpoint
ALTER TABLE "activity_visit_events" ADD CONSTRAINT "activity_visit_events_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_visit_events" ADD CONSTRAINT "activity_visit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_visit_rollups" ADD CONSTRAINT "activity_visit_rollups_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_visit_seen" ADD CONSTRAINT "activity_visit_seen_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_visit_events_visit_uq" ON "activity_visit_events" USING btree ("visit_id","seq");--> statement-breakpoint
CREATE INDEX "activity_visit_events_activity_idx" ON "activity_visit_events" USING btree ("activity_id","at");
;--> statement-breakpoint
CREATE TABLE "pre_collect_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"collect_type" smallint NOT NULL,
	"user_type" smallint NOT NULL,
	"user_id" integer,
	"user_nick_name" text,
	"user_company_name" text,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pre_collect_questions" ADD CONSTRAINT "pre_collect_questions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_collect_questions" ADD CONSTRAINT "pre_collect_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_collect_questions" ADD CONSTRAINT "pre_collect_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_collect_questions" ADD CONSTRAINT "pre_collect_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_collect_questions_activity_idx" ON "pre_collect_questions" USING btree ("activity_id","status","created_at");