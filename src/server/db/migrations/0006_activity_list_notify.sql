-- The company activity list is cached per process (modules/activity/list-cache.ts). Every change to what a
-- list row shows announces the company whose list it touches on the channel activity_list, so each process
-- drops that company's cached pages when the change commits; '0' means every company (a name shown on all
-- rows changed). NOTIFY takes no row locks and folds repeats within a transaction.
CREATE OR REPLACE FUNCTION activity_list_notify_part() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('activity_list', OLD.company_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('activity_list', NEW.company_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_companies_list_notify AFTER INSERT OR UPDATE OR DELETE ON activity_companies
  FOR EACH ROW EXECUTE FUNCTION activity_list_notify_part();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_list_notify_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('activity_list', ac.company_id::text)
    FROM (SELECT DISTINCT company_id FROM activity_companies WHERE activity_id = NEW.id) ac;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activities_list_notify AFTER UPDATE ON activities
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION activity_list_notify_activity();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_list_notify_contact() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.activity_company_id ELSE NEW.activity_company_id END;
BEGIN
  PERFORM pg_notify('activity_list', ac.company_id::text) FROM activity_companies ac WHERE ac.id = part;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_contacts_list_notify AFTER INSERT OR UPDATE OR DELETE ON activity_contacts
  FOR EACH ROW EXECUTE FUNCTION activity_list_notify_contact();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_list_notify_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('activity_list', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_list_notify AFTER UPDATE OF short_name ON companies
  FOR EACH ROW WHEN (OLD.short_name IS DISTINCT FROM NEW.short_name) EXECUTE FUNCTION activity_list_notify_company();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_list_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('activity_list', '0');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_modes_list_notify AFTER UPDATE OR DELETE ON booking_modes
  FOR EACH STATEMENT EXECUTE FUNCTION activity_list_notify_all();
--> statement-breakpoint
CREATE TRIGGER booking_regions_list_notify AFTER UPDATE OR DELETE ON booking_regions
  FOR EACH STATEMENT EXECUTE FUNCTION activity_list_notify_all();
--> statement-breakpoint
CREATE TRIGGER trans_platforms_list_notify AFTER UPDATE OR DELETE ON trans_platforms
  FOR EACH STATEMENT EXECUTE FUNCTION activity_list_notify_all();
