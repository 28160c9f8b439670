CREATE TABLE "activity_record_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"upload_video_type" smallint NOT NULL,
	"video_path" text,
	"video_name" text,
	"video_size" bigint,
	"video_duration" integer,
	"description" text,
	"cloud_disk_address" text,
	"cloud_disk_pass_word" text,
	"email_video_address" text,
	"source" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_time" timestamp with time zone,
	"audit_reason" text,
	"audit_by" integer,
	"created_by" integer,
	"ctr_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_record_videos" ADD CONSTRAINT "activity_record_videos_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_record_videos" ADD CONSTRAINT "activity_record_videos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_record_videos" ADD CONSTRAINT "activity_record_videos_audit_by_users_id_fk" FOREIGN KEY ("audit_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_record_videos" ADD CONSTRAINT "activity_record_videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_record_videos_activity_idx" ON "activity_record_videos" USING btree ("activity_id","company_id");--> statement-breakpoint
CREATE INDEX "activity_record_videos_status_idx" ON "activity_record_videos" USING btree ("status","ctr_time");