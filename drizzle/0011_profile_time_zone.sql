ALTER TABLE "recipients" ADD COLUMN "time_zone" text;--> statement-breakpoint
-- Issue 29 #2: events' wall-clock times used to be read in the server's time zone. Once, that zone becomes the zone
-- of every profile holding events, so each keeps its instants; the server names its zone in this setting before it
-- migrates (platform/db/client.ts). Profiles without events keep none: their owner's browser chooses it.
UPDATE "recipients" SET "time_zone" = coalesce(nullif(current_setting('tipped.server_time_zone', true), ''), 'UTC')
WHERE jsonb_array_length("events") > 0;
