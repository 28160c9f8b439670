ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The audit log is append-only (migration 0027's trigger refuses UPDATE, DELETE and TRUNCATE). The trigger
-- alone does not hold against the app's own database user: it owns the table, so it could disable the
-- trigger and rewrite history. Taking the privileges away as well means even the owner is refused with
-- "permission denied" unless it first grants them back to itself, which no code path does. A superuser
-- (PGlite's only user) bypasses privileges; there the trigger remains the guard.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM PUBLIC;--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM CURRENT_USER;
