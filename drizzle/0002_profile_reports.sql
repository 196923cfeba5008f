CREATE TABLE "profile_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_uid" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_profile_uid_recipients_owner_uid_fk" FOREIGN KEY ("profile_uid") REFERENCES "public"."recipients"("owner_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_reports_open_idx" ON "profile_reports" USING btree ("status","created_at" DESC NULLS LAST);