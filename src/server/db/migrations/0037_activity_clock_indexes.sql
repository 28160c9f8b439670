-- The activity clock's two steps (modules/activity/activity-clock.ts) read only the activities not yet over,
-- by the day they start or end: a tick no longer reads every activity.
CREATE INDEX "activities_clock_start_idx" ON "activities" USING btree ("start_date") WHERE status = 1 and not is_cancel;--> statement-breakpoint
CREATE INDEX "activities_clock_end_idx" ON "activities" USING btree ("end_date") WHERE status in (1, 2) and not is_cancel;