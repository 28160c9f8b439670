CREATE TABLE "company_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"guest_name" text NOT NULL,
	"guest_en_name" text,
	"title" text,
	"title_en" text,
	"guest_company_name" text,
	"en_guest_company_name" text,
	"gender" smallint DEFAULT 1 NOT NULL,
	"is_hide_gender" boolean DEFAULT false NOT NULL,
	"mobile_md5" text,
	"mobile_rsa" text,
	"mobile_tail" text,
	"avatar" text,
	"intro" text,
	"intro_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_homepage_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"activity_id" integer,
	"logo_path" text,
	"mini_logo_path" text,
	"logo_vector_path" text,
	"company_intro_json" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_time" timestamp with time zone,
	"audit_fail_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_companies" ADD COLUMN "info_reopen_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_materials" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_guests" ADD CONSTRAINT "company_guests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_homepage_changes" ADD CONSTRAINT "company_homepage_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_homepage_changes" ADD CONSTRAINT "company_homepage_changes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_homepage_changes" ADD CONSTRAINT "company_homepage_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_guests_company_idx" ON "company_guests" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_guests_mobile_uq" ON "company_guests" USING btree ("company_id","mobile_md5") WHERE "company_guests"."mobile_md5" is not null;--> statement-breakpoint
CREATE INDEX "company_homepage_changes_company_idx" ON "company_homepage_changes" USING btree ("company_id","created_at");
-- The public page's caches need no new trigger: what a company commits lands in activity_materials and
-- activity_guests, whose triggers (migrations 0014 and 0016) already announce the activity. The guest library
-- and the homepage changes are not shown on any public page until approved into company_homepages.
