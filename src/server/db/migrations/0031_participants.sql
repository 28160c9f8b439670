CREATE TABLE "participant_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"uploaded_by" integer,
	"upd_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"mobile_rsa" text NOT NULL,
	"mobile_masked" text NOT NULL,
	"id_number_rsa" text,
	"id_number_masked" text DEFAULT '' NOT NULL,
	"attend_mode" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participant_lists" ADD CONSTRAINT "participant_lists_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_lists" ADD CONSTRAINT "participant_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_lists" ADD CONSTRAINT "participant_lists_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participant_lists_part_uq" ON "participant_lists" USING btree ("activity_id","company_id");--> statement-breakpoint
CREATE INDEX "participants_part_idx" ON "participants" USING btree ("activity_id","company_id","row_no");