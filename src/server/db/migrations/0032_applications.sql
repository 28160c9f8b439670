CREATE TABLE "company_bind_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"letter_path" text NOT NULL,
	"letter_name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rolling_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_full_name" text NOT NULL,
	"stock_code" text NOT NULL,
	"issue_type" smallint NOT NULL,
	"preferred_date" text NOT NULL,
	"contacts" jsonb NOT NULL,
	"announcement_path" text NOT NULL,
	"announcement_name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"draw_time" timestamp with time zone,
	"room_id" integer,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rolling_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text NOT NULL,
	"description_en" text,
	"apply_end_date" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_bind_applies" ADD CONSTRAINT "company_bind_applies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bind_applies" ADD CONSTRAINT "company_bind_applies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bind_applies" ADD CONSTRAINT "company_bind_applies_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_applies" ADD CONSTRAINT "rolling_applies_service_id_rolling_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."rolling_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_applies" ADD CONSTRAINT "rolling_applies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_applies" ADD CONSTRAINT "rolling_applies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_applies" ADD CONSTRAINT "rolling_applies_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_applies" ADD CONSTRAINT "rolling_applies_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_services" ADD CONSTRAINT "rolling_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_bind_applies_pending_uq" ON "company_bind_applies" USING btree ("user_id","company_id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "company_bind_applies_user_idx" ON "company_bind_applies" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_bind_applies_status_idx" ON "company_bind_applies" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rolling_applies_live_uq" ON "rolling_applies" USING btree ("service_id","company_id") WHERE status in (0, 1);--> statement-breakpoint
CREATE INDEX "rolling_applies_company_idx" ON "rolling_applies" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rolling_applies_status_idx" ON "rolling_applies" USING btree ("status","created_at");