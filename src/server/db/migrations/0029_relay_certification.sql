CREATE TABLE "diversion_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"his_id" integer,
	"is_current" boolean DEFAULT true NOT NULL,
	"progress" smallint NOT NULL,
	"audit_status" smallint,
	"platform" text NOT NULL,
	"platform_url" text NOT NULL,
	"company_contacts" text NOT NULL,
	"company_phone" text NOT NULL,
	"qualification_path_json" text NOT NULL,
	"tec_doc_path" text,
	"programme_confirm_test_path" text,
	"audit_reason" text,
	"qualification_audit_time" timestamp with time zone,
	"programme_confirm_time" timestamp with time zone,
	"programme_confirm_test_time" timestamp with time zone,
	"review_time" timestamp with time zone,
	"contract_time" date,
	"contract_end_time" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diversion_applies" ADD CONSTRAINT "diversion_applies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diversion_applies" ADD CONSTRAINT "diversion_applies_his_id_diversion_applies_id_fk" FOREIGN KEY ("his_id") REFERENCES "public"."diversion_applies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diversion_applies" ADD CONSTRAINT "diversion_applies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diversion_applies_current_uq" ON "diversion_applies" USING btree ("company_id") WHERE "diversion_applies"."is_current" = true;--> statement-breakpoint
CREATE INDEX "diversion_applies_progress_idx" ON "diversion_applies" USING btree ("progress","audit_status");