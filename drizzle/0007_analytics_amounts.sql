CREATE TABLE "analytics_amounts" (
	"profile_id" text NOT NULL,
	"amount" integer NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_amounts_profile_id_amount_pk" PRIMARY KEY("profile_id","amount")
);
--> statement-breakpoint
ALTER TABLE "analytics_amounts" ADD CONSTRAINT "analytics_amounts_profile_id_recipients_owner_uid_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."recipients"("owner_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The clicks counted so far, so the dashboard shows the same amounts from the rollup as it did from the events.
INSERT INTO "analytics_amounts" ("profile_id", "amount", "clicks")
  SELECT "profile_id", "amount", count(*) FROM "analytics_events" WHERE "amount" IS NOT NULL GROUP BY 1, 2;
