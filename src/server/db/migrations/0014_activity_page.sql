CREATE TABLE "activity_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"company_id" integer,
	"bg_type" smallint,
	"bg_num" integer,
	"activity_bg_image_path" text,
	"logo_path" text,
	"mini_logo_path" text,
	"logo_vector_path" text,
	"promotional_video_path" text,
	"promotion_diagram_path" text,
	"company_intro_json" jsonb,
	"arrange_content_json" jsonb,
	"worksit_image_json" jsonb,
	"guests_on_stage" integer,
	"guests_under_stage" integer,
	"is_sync_to_company_homepage" boolean DEFAULT false NOT NULL,
	"fund_codes" text[] DEFAULT '{}' NOT NULL,
	"upd_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_materials_part_uq" UNIQUE NULLS NOT DISTINCT("activity_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "fund_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"fund_code" text NOT NULL,
	"fund_abbr" text NOT NULL,
	"fund_expansion_abbr" text,
	CONSTRAINT "fund_products_code_uq" UNIQUE("fund_code")
);
--> statement-breakpoint
CREATE TABLE "share_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"mini_uuid" text,
	"timestamp" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_guests" ADD COLUMN "mobile_md5" text;--> statement-breakpoint
ALTER TABLE "activity_guests" ADD COLUMN "mobile_rsa" text;--> statement-breakpoint
ALTER TABLE "activity_guests" ADD COLUMN "is_sync_guested" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_materials" ADD CONSTRAINT "activity_materials_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_materials" ADD CONSTRAINT "activity_materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_routes_created_idx" ON "share_routes" USING btree ("created_at");--> statement-breakpoint
-- The public activity detail is cached per process (modules/activity-page/detail-cache.ts). Every change to
-- what the page shows announces the activity on the channel activity_detail, so each process drops that
-- activity's cached answers when the change commits; '0' means every activity (a fund product or a
-- background template changed).
CREATE OR REPLACE FUNCTION activity_detail_notify_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('activity_detail', OLD.activity_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('activity_detail', NEW.activity_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_companies_detail_notify AFTER INSERT OR UPDATE OR DELETE ON activity_companies
  FOR EACH ROW EXECUTE FUNCTION activity_detail_notify_row();
--> statement-breakpoint
CREATE TRIGGER activity_materials_detail_notify AFTER INSERT OR UPDATE OR DELETE ON activity_materials
  FOR EACH ROW EXECUTE FUNCTION activity_detail_notify_row();
--> statement-breakpoint
CREATE TRIGGER activity_guests_detail_notify AFTER INSERT OR UPDATE OR DELETE ON activity_guests
  FOR EACH ROW EXECUTE FUNCTION activity_detail_notify_row();
--> statement-breakpoint
CREATE TRIGGER activity_visible_users_detail_notify AFTER INSERT OR UPDATE OR DELETE ON activity_visible_users
  FOR EACH ROW EXECUTE FUNCTION activity_detail_notify_row();
--> statement-breakpoint
CREATE TRIGGER activity_record_videos_detail_notify AFTER INSERT OR UPDATE OR DELETE ON activity_record_videos
  FOR EACH ROW EXECUTE FUNCTION activity_detail_notify_row();
--> statement-breakpoint
-- inserts too: a process may have cached "no such activity" for an id that now exists
CREATE OR REPLACE FUNCTION activity_detail_notify_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('activity_detail', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activities_detail_notify AFTER INSERT OR UPDATE OR DELETE ON activities
  FOR EACH ROW EXECUTE FUNCTION activity_detail_notify_activity();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_detail_notify_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('activity_detail', ac.activity_id::text)
    FROM (SELECT DISTINCT activity_id FROM activity_companies WHERE company_id = NEW.id) ac;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_detail_notify AFTER UPDATE ON companies
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION activity_detail_notify_company();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_detail_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('activity_detail', '0');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fund_products_detail_notify AFTER INSERT OR UPDATE OR DELETE ON fund_products
  FOR EACH STATEMENT EXECUTE FUNCTION activity_detail_notify_all();
--> statement-breakpoint
CREATE TRIGGER dictionary_items_detail_notify AFTER INSERT OR UPDATE OR DELETE ON dictionary_items
  FOR EACH STATEMENT EXECUTE FUNCTION activity_detail_notify_all();
