-- The counted sets of visit statistics, one row per viewer or address instead of one per rollup row it was
-- counted in (sixteen per page load before): all time with per-platform and per-phase bits, and per Beijing day
-- with a bit per hour. UV and IP are kept only for the rollup rows the statistics read (visit-rollups.ts).
DROP TABLE "activity_visit_seen";--> statement-breakpoint
CREATE TABLE "activity_visit_seen" (
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"bits" integer DEFAULT 0 NOT NULL,
	"fresh" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_visit_seen_activity_id_company_id_kind_key_pk" PRIMARY KEY("activity_id","company_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "activity_visit_seen_days" (
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"day" bigint NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"hours" integer DEFAULT 0 NOT NULL,
	"fresh" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_visit_seen_days_activity_id_company_id_day_kind_key_pk" PRIMARY KEY("activity_id","company_id","day","kind","key")
);
--> statement-breakpoint
-- the sets refilled from the raw page loads, as rebuildRollups computes them at this version
INSERT INTO "activity_visit_seen" ("activity_id", "company_id", "kind", "key", "bits")
SELECT e.activity_id, s.company_id, t.kind, t.key,
	bit_or((1 << (e.platform - 1)) | (1 << (2 + 3 * (CASE WHEN ((e.at AT TIME ZONE 'UTC') + interval '8 hours')::date = a.start_date THEN 0 ELSE 1 END) + e.platform)))
FROM activity_visit_events e
JOIN activities a ON a.id = e.activity_id
CROSS JOIN LATERAL (VALUES (0), (e.company_id)) s(company_id)
CROSS JOIN LATERAL (VALUES ('v', e.viewer), ('i', e.ip)) t(kind, key)
WHERE e.seq = 0 AND s.company_id IS NOT NULL
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "activity_visit_seen_days" ("activity_id", "company_id", "day", "kind", "key", "hours")
SELECT e.activity_id, s.company_id, h.day, t.kind, t.key, bit_or(1 << ((h.hour - h.day) / 3600)::int)
FROM activity_visit_events e
CROSS JOIN LATERAL (VALUES (0), (e.company_id)) s(company_id)
CROSS JOIN LATERAL (VALUES ('v', e.viewer), ('i', e.ip)) t(kind, key)
CROSS JOIN LATERAL (VALUES (
	(floor((extract(epoch FROM e.at) + 28800) / 86400) * 86400 - 28800)::bigint,
	(floor(extract(epoch FROM e.at) / 3600) * 3600)::bigint)) h(day, hour)
WHERE e.seq = 0 AND s.company_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
UPDATE "activity_visit_rollups" SET "uv" = 0, "ip" = 0
WHERE NOT ("grain" = 0 OR ("grain" = 1 AND "platform" <> 0) OR ("grain" >= 2 AND "platform" = 0));
