CREATE TABLE "auth_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"challenge" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status_code" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "mobile_login_states" (
	"mobile" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "online_visits" (
	"session_id" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_person_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"id_number_masked" text NOT NULL,
	"id_number_hash" text NOT NULL,
	"provider" text NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"login_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text,
	"password_hash" text,
	"mobile" text,
	"nick_name" text NOT NULL,
	"user_type" text NOT NULL,
	"fixed_login_type" text,
	"operator_role" text,
	"model_type" smallint DEFAULT 0 NOT NULL,
	"investor_type" smallint,
	"is_real_person" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webauthn_credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"public_key" text NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"short_name" text NOT NULL,
	"full_name" text NOT NULL,
	"en_short_name" text,
	"en_full_name" text,
	"stock_code" text,
	"company_type" smallint NOT NULL,
	"mini_logo_path" text,
	"logo_path" text,
	"logo_vector_path" text,
	"company_intro_json" jsonb,
	"progress" smallint DEFAULT 0 NOT NULL,
	"is_distribute_verify" boolean DEFAULT false NOT NULL,
	"contract_end_time" timestamp with time zone,
	"is_enable_diversion" boolean DEFAULT false NOT NULL,
	"is_open_explanation" boolean DEFAULT false NOT NULL,
	"is_enable_fund_roadshow" boolean DEFAULT false NOT NULL,
	"is_distribute_company" boolean DEFAULT false NOT NULL,
	"distribute_status" smallint DEFAULT 0 NOT NULL,
	"is_enable_distribute" boolean DEFAULT false NOT NULL,
	"is_enable_activity_search" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_role" smallint NOT NULL,
	"title" text,
	"description" text,
	"member_source" smallint DEFAULT 2 NOT NULL,
	"is_booking_enable" boolean DEFAULT false NOT NULL,
	"is_fund_roadshow_enable" boolean DEFAULT false NOT NULL,
	"is_diversion_enable" boolean DEFAULT false NOT NULL,
	"is_distribute_enable" boolean DEFAULT false NOT NULL,
	"is_activity_search_enable" boolean DEFAULT false NOT NULL,
	"is_member_manage_enable" boolean DEFAULT false NOT NULL,
	"upd_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"is_company_message" boolean NOT NULL,
	"mq_type" smallint DEFAULT 1 NOT NULL,
	"msg_title" text NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"crt_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"parent_code" text,
	"name" text NOT NULL,
	"attach_field1" text,
	"attach_field2" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"nav_name" text NOT NULL,
	"nav_en_name" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"nav_level" smallint NOT NULL,
	"tree_path" text NOT NULL,
	"route_path" text,
	"url" text,
	"company_type" integer,
	"is_push_en_version" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "real_person_verifications" ADD CONSTRAINT "real_person_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_credentials" ADD CONSTRAINT "webauthn_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idem_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "otc_mobile_idx" ON "one_time_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_uq" ON "users" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "webauthn_user_idx" ON "webauthn_credentials" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_full_name_uq" ON "companies" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "companies_stock_code_idx" ON "companies" USING btree ("stock_code");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_user_uq" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "messages_company_idx" ON "messages" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "dict_code_idx" ON "dictionary_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "dict_parent_idx" ON "dictionary_items" USING btree ("parent_code");