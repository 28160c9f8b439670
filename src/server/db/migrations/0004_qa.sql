CREATE TABLE "activity_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"guest_name" text NOT NULL,
	"guest_en_name" text,
	"title" text,
	"title_en" text,
	"guest_company_name" text,
	"en_guest_company_name" text,
	"gender" smallint DEFAULT 1 NOT NULL,
	"is_hide_gender" boolean DEFAULT false NOT NULL,
	"mobile" text,
	"avatar_path" text,
	"intro" text,
	"intro_en" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"content" text NOT NULL,
	"author_user_id" integer,
	"guest_id" integer,
	"guest_name" text,
	"guest_title" text,
	"guest_company_name" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_reason" text,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"is_cancel" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_answers_status_ck" CHECK ("qa_answers"."status" in (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "qa_me_too" (
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_me_too_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "qa_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"question_type" smallint NOT NULL,
	"content" text NOT NULL,
	"asker_user_id" integer,
	"user_nick_name" text,
	"user_type" smallint,
	"asker_identity" text,
	"guest_id" integer,
	"guest_name" text,
	"guest_title" text,
	"guest_company_name" text,
	"author_user_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_reason" text,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"is_cancel" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"is_test_data" boolean DEFAULT false NOT NULL,
	"me_too_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_questions_type_ck" CHECK ("qa_questions"."question_type" in (1, 3)),
	CONSTRAINT "qa_questions_status_ck" CHECK ("qa_questions"."status" in (0, 1, 2, 3)),
	CONSTRAINT "qa_questions_me_too_ck" CHECK ("qa_questions"."me_too_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activity_guests" ADD CONSTRAINT "activity_guests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_guests" ADD CONSTRAINT "activity_guests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_answers" ADD CONSTRAINT "qa_answers_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_answers" ADD CONSTRAINT "qa_answers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_answers" ADD CONSTRAINT "qa_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_answers" ADD CONSTRAINT "qa_answers_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_answers" ADD CONSTRAINT "qa_answers_guest_id_activity_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."activity_guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_answers" ADD CONSTRAINT "qa_answers_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_me_too" ADD CONSTRAINT "qa_me_too_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_me_too" ADD CONSTRAINT "qa_me_too_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_asker_user_id_users_id_fk" FOREIGN KEY ("asker_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_guest_id_activity_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."activity_guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_guests_activity_idx" ON "activity_guests" USING btree ("activity_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_answers_live_uq" ON "qa_answers" USING btree ("question_id") WHERE "qa_answers"."is_cancel" = false and "qa_answers"."status" <> 2;--> statement-breakpoint
CREATE INDEX "qa_answers_activity_idx" ON "qa_answers" USING btree ("activity_id","company_id");--> statement-breakpoint
CREATE INDEX "qa_answers_pending_idx" ON "qa_answers" USING btree ("created_at","id") WHERE "qa_answers"."status" = 0 and "qa_answers"."is_cancel" = false;--> statement-breakpoint
CREATE INDEX "qa_questions_activity_idx" ON "qa_questions" USING btree ("activity_id","status","id");--> statement-breakpoint
CREATE INDEX "qa_questions_company_idx" ON "qa_questions" USING btree ("company_id","activity_id","question_type");--> statement-breakpoint
CREATE INDEX "qa_questions_asker_idx" ON "qa_questions" USING btree ("asker_user_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_questions_pending_idx" ON "qa_questions" USING btree ("created_at","id") WHERE "qa_questions"."status" = 0 and "qa_questions"."is_cancel" = false;