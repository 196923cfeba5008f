-- The events stored so far are counted in the insights rollups (0020's backfill, then the hit batch): true. From
-- now on the default is false, left by an older version's instance still serving during a rolling upgrade, whose
-- events analytics/older-hits.ts then counts; this version's hit batch writes true.
ALTER TABLE "analytics_events" ADD COLUMN "rolled_up" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ALTER COLUMN "rolled_up" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "analytics_events_not_rolled_up_idx" ON "analytics_events" USING btree ("id") WHERE not "analytics_events"."rolled_up";
