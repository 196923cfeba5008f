CREATE TABLE "analytics_breakdown" (
	"profile_id" text NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_breakdown_profile_id_dimension_day_key_pk" PRIMARY KEY("profile_id","dimension","day","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"profile_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hourly_profile_id_hour_pk" PRIMARY KEY("profile_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitor_counts" (
	"profile_id" text NOT NULL,
	"day" date NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_visitor_counts_profile_id_day_pk" PRIMARY KEY("profile_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"profile_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "analytics_visitors_profile_id_day_visitor_id_pk" PRIMARY KEY("profile_id","day","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_breakdown" ADD CONSTRAINT "analytics_breakdown_profile_id_recipients_owner_uid_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."recipients"("owner_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_hourly" ADD CONSTRAINT "analytics_hourly_profile_id_recipients_owner_uid_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."recipients"("owner_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_visitor_counts" ADD CONSTRAINT "analytics_visitor_counts_profile_id_recipients_owner_uid_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."recipients"("owner_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD CONSTRAINT "analytics_visitors_profile_id_recipients_owner_uid_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."recipients"("owner_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "analytics_hourly" ("profile_id", "hour", "views", "clicks") SELECT "profile_id", date_trunc('hour', "timestamp" at time zone 'UTC') at time zone 'UTC', count(*) filter (where "type" = 'profile_view'), count(*) filter (where "type" = 'link_click') FROM "analytics_events" GROUP BY 1, 2;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tipped_local_date(instant timestamptz, zone text) RETURNS date LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (instant AT TIME ZONE coalesce(zone, 'UTC'))::date;
EXCEPTION WHEN invalid_parameter_value THEN
  -- A zone this database does not know (its time zone data older than the browser's): never a lost hit.
  RETURN (instant AT TIME ZONE 'UTC')::date;
END
$$;--> statement-breakpoint
INSERT INTO "analytics_visitors" ("profile_id", "day", "visitor_id") SELECT DISTINCT "analytics_events"."profile_id", tipped_local_date("analytics_events"."timestamp", "recipients"."time_zone"), "analytics_events"."visitor_id" FROM "analytics_events" JOIN "recipients" ON "recipients"."owner_uid" = "analytics_events"."profile_id" WHERE "analytics_events"."type" = 'profile_view';--> statement-breakpoint
INSERT INTO "analytics_breakdown" ("profile_id", "day", "dimension", "key", "views", "clicks")
SELECT e."profile_id", tipped_local_date(e."timestamp", r."time_zone"), d.dimension, d.key,
  count(*) filter (where e."type" = 'profile_view'), count(*) filter (where e."type" = 'link_click')
FROM "analytics_events" e JOIN "recipients" r ON r."owner_uid" = e."profile_id"
CROSS JOIN LATERAL (VALUES
  ('source', CASE WHEN e."pitch_id" IS NOT NULL THEN 'pitch:' || e."pitch_id" WHEN e."referrer" = 'direct' THEN 'direct' ELSE e."referrer" END),
  ('country', coalesce(e."country", '')),
  ('device', CASE WHEN e."user_agent" ~* 'ipad|tablet' THEN 'tablet' WHEN e."user_agent" ~* 'mobi|iphone|ipod' THEN 'phone' WHEN e."user_agent" ~* 'android' THEN 'tablet' ELSE 'desktop' END),
  ('link', e."link_type"),
  ('amount', e."amount"::text)
) AS d(dimension, key)
WHERE d.key IS NOT NULL
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "analytics_visitor_counts" ("profile_id", "day", "visitors") SELECT "profile_id", "day", count(*) FROM "analytics_visitors" GROUP BY 1, 2;
