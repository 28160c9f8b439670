-- The public activity list, the home strips and search (issue 16; modules/public-list).
--
-- Search matches activity titles (zh and en) and company names, short names and stock codes with trigram
-- indexes (pg_trgm, on PostgreSQL and on PGlite alike). Trigrams alone cannot serve the short Chinese keywords
-- people type (茅台, 银行: a two-character word has no trigram), so both the indexed text and the keyword go
-- through roadshow_search_text first (schema-qualified inside functions: an index build runs with a safe search_path), which makes every CJK character a word of its own: each then has
-- trigrams ("  茅", " 茅 "), and a LIKE for " 茅 台 " is served by the index whatever the keyword's length.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roadshow_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(regexp_replace(coalesce(t, ''), '([㐀-䶿一-鿿豈-﫿])', ' \1 ', 'g'), '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roadshow_activity_doc(title text, en_title text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.roadshow_search_text(title || ' ' || coalesce(en_title, ''))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roadshow_company_doc(short_name text, full_name text, en_short_name text, en_full_name text, stock_code text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.roadshow_search_text(short_name || ' ' || full_name || ' ' || coalesce(en_short_name, '') || ' ' || coalesce(en_full_name, '')
    || ' ' || coalesce(stock_code, ''))
$$;
--> statement-breakpoint
CREATE INDEX activities_search_trgm ON activities USING gin (roadshow_activity_doc(title, en_title) gin_trgm_ops)
  WHERE pub_status = 2 AND NOT is_cancel;
--> statement-breakpoint
CREATE INDEX companies_search_trgm ON companies USING gin (roadshow_company_doc(short_name, full_name, en_short_name, en_full_name, stock_code) gin_trgm_ops);
--> statement-breakpoint
-- The order of the public list: live first (by start), then upcoming (soonest first), then ended (latest
-- first), as one number so that one index range serves the whole list, a state filter and its pages.
CREATE OR REPLACE FUNCTION roadshow_list_key(status smallint, start_date date, start_time text) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE status WHEN 2 THEN 0 WHEN 1 THEN 1 ELSE 2 END)::bigint * 1000000000
    + CASE WHEN status = 3 THEN 500000000 - m ELSE m END
  FROM (SELECT (start_date - date '2000-01-01')::bigint * 1440
    + CASE WHEN start_time ~ '^[0-9]{2}:[0-9]{2}' THEN substr(start_time, 1, 2)::int * 60 + substr(start_time, 4, 2)::int ELSE 0 END AS m) s
$$;
--> statement-breakpoint
CREATE INDEX activities_public_list_idx ON activities (roadshow_list_key(status, start_date, start_time), id)
  WHERE pub_status = 2 AND NOT is_cancel;
--> statement-breakpoint
-- Approved replays (status 1 approved, 3 uploaded by the back office) of an activity.
CREATE INDEX activity_record_videos_replay_idx ON activity_record_videos (activity_id, ctr_time) WHERE status IN (1, 3);
--> statement-breakpoint
-- The public caches (modules/public-list/public-cache.ts) hear on channel public_cache what changed:
-- 'list' (what any public list shows), 'act:<id>' (one activity's public page), 'qa:<id>' (its public Q&A),
-- 'all' (something every cached answer may show: a company's names or logo, a mode's name). NOTIFY is sent
-- at commit and folds repeats within a transaction.
CREATE OR REPLACE FUNCTION public_cache_notify_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('public_cache', 'act:' || OLD.id);
    IF OLD.pub_status = 2 THEN PERFORM pg_notify('public_cache', 'list'); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('public_cache', 'act:' || NEW.id);
    IF NEW.pub_status = 2 THEN PERFORM pg_notify('public_cache', 'list'); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activities_public_cache AFTER INSERT OR UPDATE OR DELETE ON activities
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify_activity();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_cache_notify_part() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_cache', 'list');
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('public_cache', 'act:' || OLD.activity_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('public_cache', 'act:' || NEW.activity_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_companies_public_cache AFTER INSERT OR UPDATE OR DELETE ON activity_companies
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify_part();
--> statement-breakpoint
CREATE TRIGGER activity_visible_users_public_cache AFTER INSERT OR UPDATE OR DELETE ON activity_visible_users
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify_part();
--> statement-breakpoint
CREATE TRIGGER activity_record_videos_public_cache AFTER INSERT OR UPDATE OR DELETE ON activity_record_videos
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify_part();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_cache_notify_qa() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('public_cache', 'qa:' || OLD.activity_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('public_cache', 'qa:' || NEW.activity_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER qa_questions_public_cache AFTER INSERT OR UPDATE OR DELETE ON qa_questions
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify_qa();
--> statement-breakpoint
CREATE TRIGGER qa_answers_public_cache AFTER INSERT OR UPDATE OR DELETE ON qa_answers
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify_qa();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_cache_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_cache', 'all');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_public_cache AFTER UPDATE OR DELETE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_all();
--> statement-breakpoint
CREATE TRIGGER booking_modes_public_cache AFTER UPDATE OR DELETE ON booking_modes
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_all();
