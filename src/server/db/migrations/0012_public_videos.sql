CREATE TABLE "public_video_views" (
	"video_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "public_video_views_video_id_viewer_hour_pk" PRIMARY KEY("video_id","viewer","hour")
);
--> statement-breakpoint
CREATE TABLE "public_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nav_type" text NOT NULL,
	"category_id" integer NOT NULL,
	"company_id" integer,
	"title" text NOT NULL,
	"title_en" text,
	"description" text,
	"description_en" text,
	"cover_path" text,
	"video_path" text NOT NULL,
	"video_size" bigint,
	"duration" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"crt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_video_views" ADD CONSTRAINT "public_video_views_video_id_public_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."public_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_videos" ADD CONSTRAINT "public_videos_category_id_dictionary_items_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dictionary_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_videos" ADD CONSTRAINT "public_videos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_videos" ADD CONSTRAINT "public_videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_videos" ADD CONSTRAINT "public_videos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_video_views_address_idx" ON "public_video_views" USING btree ("video_id","address","hour");--> statement-breakpoint
CREATE INDEX "public_video_views_hour_idx" ON "public_video_views" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "public_videos_channel_idx" ON "public_videos" USING btree ("nav_type","status","publish_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "public_videos_category_idx" ON "public_videos" USING btree ("category_id","status","publish_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "public_videos_company_idx" ON "public_videos" USING btree ("company_id","status","publish_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "public_videos_path_idx" ON "public_videos" USING btree ("video_path");