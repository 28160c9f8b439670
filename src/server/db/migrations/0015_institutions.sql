CREATE TABLE "company_homepages" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"logo_path" text,
	"mini_logo_path" text,
	"logo_vector_path" text,
	"company_intro_json" jsonb NOT NULL,
	"publish_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"period" text NOT NULL,
	"cover_path" text NOT NULL,
	"pdf_path" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone,
	"created_by" integer,
	"crt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_reports_status_ok" CHECK ("fin_reports"."status" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "company_homepages" ADD CONSTRAINT "company_homepages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_reports" ADD CONSTRAINT "fin_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_reports" ADD CONSTRAINT "fin_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_homepages_publish_idx" ON "company_homepages" USING btree ("publish_time");--> statement-breakpoint
CREATE INDEX "fin_reports_company_idx" ON "fin_reports" USING btree ("company_id","crt_time");--> statement-breakpoint
CREATE INDEX "fin_reports_published_idx" ON "fin_reports" USING btree ("publish_time") WHERE "fin_reports"."status" = 1;--> statement-breakpoint
CREATE INDEX "fin_reports_pdf_idx" ON "fin_reports" USING btree ("pdf_path");--> statement-breakpoint
CREATE INDEX "fin_reports_cover_idx" ON "fin_reports" USING btree ("cover_path");