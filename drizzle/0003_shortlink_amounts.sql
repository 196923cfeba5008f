ALTER TABLE "analytics_events" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "tip_amounts" jsonb DEFAULT '[2,5,10,20]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "show_tip_amounts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "hidden_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "recipients_handle_idx" ON "recipients" USING btree ("handle");