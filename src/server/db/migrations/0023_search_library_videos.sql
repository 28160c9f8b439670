-- Search's video tab finds the public video library as well as replays (issue 16; modules/public-list). The
-- library's published titles (zh and en) get the same folded trigram index as activity titles (0011), so a
-- keyword is one index lookup here too, however large the library grows.
CREATE INDEX public_videos_search_trgm ON public_videos USING gin (roadshow_activity_doc(title, title_en) gin_trgm_ops)
  WHERE status = 1;
