CREATE TABLE "course_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"url" text NOT NULL,
	"duration_minutes" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"cover_url" text,
	"summary" text,
	"summary_en" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"crt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"content" text DEFAULT '' NOT NULL,
	"content_en" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"upd_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_topic_items" (
	"topic_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"ref_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hot_topic_items_topic_id_kind_ref_id_pk" PRIMARY KEY("topic_id","kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "hot_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"cover_url" text,
	"summary" text,
	"summary_en" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"crt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"image_url" text NOT NULL,
	"target_type" smallint NOT NULL,
	"target_id" integer,
	"target_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"updated_by" integer,
	"crt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"page_key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"content" text DEFAULT '' NOT NULL,
	"content_en" text,
	"updated_by" integer,
	"upd_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_page_activities" (
	"subject_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subject_page_activities_subject_id_activity_id_pk" PRIMARY KEY("subject_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "subject_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"header_type" smallint DEFAULT 0 NOT NULL,
	"show_login" smallint DEFAULT 0 NOT NULL,
	"banner_url" text,
	"content" text DEFAULT '' NOT NULL,
	"content_en" text,
	"pub_status" smallint DEFAULT 0 NOT NULL,
	"test_code" text,
	"pub_time" timestamp with time zone,
	"updated_by" integer,
	"crt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_topic_items" ADD CONSTRAINT "hot_topic_items_topic_id_hot_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."hot_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_topics" ADD CONSTRAINT "hot_topics_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_banners" ADD CONSTRAINT "site_banners_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_pages" ADD CONSTRAINT "static_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_page_activities" ADD CONSTRAINT "subject_page_activities_subject_id_subject_pages_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_page_activities" ADD CONSTRAINT "subject_page_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_pages" ADD CONSTRAINT "subject_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_lessons_course_idx" ON "course_lessons" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "courses_status_sort_idx" ON "courses" USING btree ("status","sort");--> statement-breakpoint
CREATE INDEX "hot_topics_status_sort_idx" ON "hot_topics" USING btree ("status","sort");--> statement-breakpoint
CREATE INDEX "site_banners_status_sort_idx" ON "site_banners" USING btree ("status","sort");