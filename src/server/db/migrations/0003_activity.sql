CREATE TABLE "activity_distributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"pv_num" integer,
	"submit_status" smallint DEFAULT 0 NOT NULL,
	"live_distribute_url" text,
	"live_distribute_back_url" text,
	"interact_url" text,
	"created_by" integer,
	"crt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_list_counts" (
	"company_id" integer NOT NULL,
	"tab" smallint NOT NULL,
	"is_multi" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_list_counts_company_id_tab_is_multi_pk" PRIMARY KEY("company_id","tab","is_multi")
);
--> statement-breakpoint
CREATE TABLE "activity_list_entries" (
	"activity_company_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"tab" smallint GENERATED ALWAYS AS (case when status = 3 then 2 else 1 end) STORED NOT NULL,
	"is_multi" boolean NOT NULL,
	"start_date" date NOT NULL,
	"start_time" text,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_venues" (
	"activity_company_id" integer PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"region_id" integer,
	"room_id" integer,
	"invition_address" text,
	"invition_address_url" text,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"company_id" integer,
	"visitor_id" text NOT NULL,
	"ip" text NOT NULL,
	"platform" smallint DEFAULT 1 NOT NULL,
	"user_id" integer,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_distributions" ADD CONSTRAINT "activity_distributions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_distributions" ADD CONSTRAINT "activity_distributions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_distributions" ADD CONSTRAINT "activity_distributions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_list_entries" ADD CONSTRAINT "activity_list_entries_activity_company_id_activity_companies_id_fk" FOREIGN KEY ("activity_company_id") REFERENCES "public"."activity_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_venues" ADD CONSTRAINT "activity_venues_activity_company_id_activity_companies_id_fk" FOREIGN KEY ("activity_company_id") REFERENCES "public"."activity_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_venues" ADD CONSTRAINT "activity_venues_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_venues" ADD CONSTRAINT "activity_venues_region_id_booking_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."booking_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_venues" ADD CONSTRAINT "activity_venues_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_venues" ADD CONSTRAINT "activity_venues_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_views" ADD CONSTRAINT "activity_views_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_views" ADD CONSTRAINT "activity_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_views" ADD CONSTRAINT "activity_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_distributions_uq" ON "activity_distributions" USING btree ("activity_id","company_id");--> statement-breakpoint
CREATE INDEX "activity_distributions_company_idx" ON "activity_distributions" USING btree ("company_id","submit_status");--> statement-breakpoint
CREATE INDEX "activity_list_entries_list_idx" ON "activity_list_entries" USING btree ("company_id","tab","start_date","start_time","activity_id","activity_company_id","status","is_multi");--> statement-breakpoint
CREATE INDEX "activity_list_entries_activity_idx" ON "activity_list_entries" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_views_activity_idx" ON "activity_views" USING btree ("activity_id","viewed_at");
--> statement-breakpoint
-- The company list index (schema/distribution.ts, activity_list_entries) is kept in step by triggers, so
-- every writer of activity_companies and activities maintains it without knowing it exists.
CREATE OR REPLACE FUNCTION activity_list_entry_sync_part() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.is_cancel OR NEW.company_id <> OLD.company_id OR NEW.activity_id <> OLD.activity_id) THEN
    DELETE FROM activity_list_entries WHERE activity_company_id = OLD.id;
  END IF;
  IF NOT NEW.is_cancel THEN
    INSERT INTO activity_list_entries (activity_company_id, company_id, activity_id, status, is_multi, start_date, start_time, title)
    SELECT NEW.id, NEW.company_id, a.id, a.status, a.is_multi, a.start_date, coalesce(NEW.start_time, a.start_time), a.title
    FROM activities a WHERE a.id = NEW.activity_id
    ON CONFLICT (activity_company_id) DO UPDATE SET
      company_id = excluded.company_id, activity_id = excluded.activity_id, status = excluded.status, is_multi = excluded.is_multi,
      start_date = excluded.start_date, start_time = excluded.start_time, title = excluded.title;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_companies_list_entry AFTER INSERT OR UPDATE OF is_cancel, company_id, activity_id, start_time ON activity_companies
  FOR EACH ROW EXECUTE FUNCTION activity_list_entry_sync_part();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_list_entry_sync_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activity_list_entries e SET status = NEW.status, is_multi = NEW.is_multi, start_date = NEW.start_date,
    start_time = coalesce(ac.start_time, NEW.start_time), title = NEW.title
  FROM activity_companies ac WHERE e.activity_id = NEW.id AND ac.id = e.activity_company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activities_list_entry AFTER UPDATE OF status, is_multi, start_date, start_time, title ON activities
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_multi IS DISTINCT FROM NEW.is_multi
    OR OLD.start_date IS DISTINCT FROM NEW.start_date OR OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION activity_list_entry_sync_activity();
--> statement-breakpoint
-- activity_list_counts follows activity_list_entries: one key per (company, tab, business type).
CREATE OR REPLACE FUNCTION activity_list_count_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE activity_list_counts SET n = n - 1 WHERE company_id = OLD.company_id AND tab = OLD.tab AND is_multi = OLD.is_multi;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO activity_list_counts (company_id, tab, is_multi, n) VALUES (NEW.company_id, NEW.tab, NEW.is_multi, 1)
    ON CONFLICT (company_id, tab, is_multi) DO UPDATE SET n = activity_list_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_list_entries_count AFTER INSERT OR DELETE ON activity_list_entries
  FOR EACH ROW EXECUTE FUNCTION activity_list_count_sync();
--> statement-breakpoint
CREATE TRIGGER activity_list_entries_count_move AFTER UPDATE OF company_id, status, is_multi ON activity_list_entries
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.tab IS DISTINCT FROM NEW.tab OR OLD.is_multi IS DISTINCT FROM NEW.is_multi)
  EXECUTE FUNCTION activity_list_count_sync();
--> statement-breakpoint
INSERT INTO activity_list_entries (activity_company_id, company_id, activity_id, status, is_multi, start_date, start_time, title)
SELECT ac.id, ac.company_id, a.id, a.status, a.is_multi, a.start_date, coalesce(ac.start_time, a.start_time), a.title
FROM activity_companies ac JOIN activities a ON a.id = ac.activity_id WHERE NOT ac.is_cancel;
