CREATE TABLE "activity_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"crt_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_type" smallint NOT NULL,
	"cn_name" text NOT NULL,
	"en_name" text NOT NULL,
	"is_allow_modify" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"agreement_type" smallint NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_modes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode_name" text NOT NULL,
	"video_type" smallint NOT NULL,
	"transcribe_type" smallint,
	"company_mode_type" smallint DEFAULT 1 NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"is_inner" boolean DEFAULT false NOT NULL,
	"guidance_path" text,
	"example_path" text,
	"notice_path" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_type" smallint NOT NULL,
	"is_record" boolean DEFAULT false NOT NULL,
	"store_date" date NOT NULL,
	"period_id" integer NOT NULL,
	"region_id" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"number" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "booking_stores_number_nonneg" CHECK ("booking_stores"."number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"room_name" text NOT NULL,
	"address" text,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_holidays" (
	"holiday_date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trans_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer,
	"is_multi" boolean DEFAULT false NOT NULL,
	"activity_type" smallint NOT NULL,
	"title" text NOT NULL,
	"en_title" text,
	"theme_id" integer,
	"mode_id" integer,
	"video_type" smallint,
	"rec_type" smallint,
	"is_live_broadcast" boolean,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"is_show_activity_start_time" boolean DEFAULT true NOT NULL,
	"rec_date" date,
	"rec_start_time" text,
	"rec_end_time" text,
	"region_id" integer,
	"rec_region_id" integer,
	"platform_id" integer,
	"period_id" integer,
	"store_id" integer,
	"rec_store_id" integer,
	"booking_company_type" smallint,
	"booking_start_time" timestamp with time zone,
	"booking_end_time" timestamp with time zone,
	"is_open_selection_mode" boolean DEFAULT false NOT NULL,
	"capacity" integer,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_cancel" boolean DEFAULT false NOT NULL,
	"pub_status" smallint DEFAULT 0 NOT NULL,
	"pub_time" timestamp with time zone,
	"test_code" text,
	"home_page" text,
	"work_order_task_id" text,
	"live_url" text,
	"module_has_pre_collection" boolean DEFAULT false NOT NULL,
	"is_open_text" boolean DEFAULT true NOT NULL,
	"is_open_activity_data" boolean DEFAULT true NOT NULL,
	"is_auto_approve" boolean DEFAULT false NOT NULL,
	"answer_start_time" timestamp with time zone,
	"answer_end_time" timestamp with time zone,
	"info_submit_close_time" timestamp with time zone,
	"video_upload_close_time" timestamp with time zone,
	"created_by" integer,
	"crt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_capacity_ok" CHECK ("activities"."capacity" is null or "activities"."booked_count" <= "activities"."capacity")
);
--> statement-breakpoint
CREATE TABLE "activity_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"series_id" integer,
	"booked_by" integer,
	"is_with_collective" boolean,
	"mode_id" integer,
	"video_type" smallint,
	"rec_type" smallint,
	"is_live_broadcast" boolean,
	"region_id" integer,
	"platform_id" integer,
	"rec_date" date,
	"start_time" text,
	"end_time" text,
	"is_accept_agreement" boolean DEFAULT false NOT NULL,
	"is_info_subed" boolean DEFAULT false NOT NULL,
	"info_sub_time" timestamp with time zone,
	"is_video_uploaded" boolean DEFAULT false NOT NULL,
	"video_uploaded_time" timestamp with time zone,
	"is_area_confirmed" boolean DEFAULT false NOT NULL,
	"area_confirmed_time" timestamp with time zone,
	"is_person_list_subed" boolean DEFAULT false NOT NULL,
	"person_list_subed_time" timestamp with time zone,
	"is_cancel" boolean DEFAULT false NOT NULL,
	"cancel_time" timestamp with time zone,
	"crt_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_company_id" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"contact_wechat" text NOT NULL,
	"contact_mail" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_stores" ADD CONSTRAINT "booking_stores_period_id_booking_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."booking_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_region_id_booking_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."booking_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_series_id_activity_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."activity_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_theme_id_activity_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."activity_themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_mode_id_booking_modes_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."booking_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_region_id_booking_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."booking_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_rec_region_id_booking_regions_id_fk" FOREIGN KEY ("rec_region_id") REFERENCES "public"."booking_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_platform_id_trans_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."trans_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_store_id_booking_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."booking_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_rec_store_id_booking_stores_id_fk" FOREIGN KEY ("rec_store_id") REFERENCES "public"."booking_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_companies" ADD CONSTRAINT "activity_companies_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_companies" ADD CONSTRAINT "activity_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_companies" ADD CONSTRAINT "activity_companies_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_contacts" ADD CONSTRAINT "activity_contacts_activity_company_id_activity_companies_id_fk" FOREIGN KEY ("activity_company_id") REFERENCES "public"."activity_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_themes_type_idx" ON "activity_themes" USING btree ("activity_type");--> statement-breakpoint
CREATE INDEX "agreement_acceptances_user_idx" ON "agreement_acceptances" USING btree ("user_id","agreement_type");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_stores_slot_uq" ON "booking_stores" USING btree ("video_type","is_record","store_date","period_id","region_id");--> statement-breakpoint
CREATE INDEX "booking_stores_date_idx" ON "booking_stores" USING btree ("store_date");--> statement-breakpoint
CREATE INDEX "activities_series_idx" ON "activities" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "activities_start_idx" ON "activities" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "activity_companies_company_idx" ON "activity_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "activity_companies_activity_idx" ON "activity_companies" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_companies_live_uq" ON "activity_companies" USING btree ("activity_id","company_id") WHERE "activity_companies"."is_cancel" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_companies_series_uq" ON "activity_companies" USING btree ("series_id","company_id") WHERE "activity_companies"."is_cancel" = false and "activity_companies"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_contacts_booking_idx" ON "activity_contacts" USING btree ("activity_company_id");