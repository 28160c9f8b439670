ALTER TABLE "online_visits" ADD COLUMN "visitor" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "online_visits_visitor_idx" ON "online_visits" USING btree ("visitor","last_seen_at");