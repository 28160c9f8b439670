-- The public caches (public_cache channel, migration 0011) learn of changes to what the whole activity page
-- answers since migration 0014: an activity's materials and guests announce that activity (and the lists,
-- whose cards show its cover), a fund product or a dictionary item every page, as they do on the
-- activity_detail channel.
CREATE TRIGGER activity_materials_public_cache AFTER INSERT OR UPDATE OR DELETE ON activity_materials
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify_part();
--> statement-breakpoint
CREATE TRIGGER activity_guests_public_cache AFTER INSERT OR UPDATE OR DELETE ON activity_guests
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify_part();
--> statement-breakpoint
CREATE TRIGGER fund_products_public_cache AFTER INSERT OR UPDATE OR DELETE ON fund_products
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_all();
--> statement-breakpoint
CREATE TRIGGER dictionary_items_public_cache AFTER INSERT OR UPDATE OR DELETE ON dictionary_items
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_all();
