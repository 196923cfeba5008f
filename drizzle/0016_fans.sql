CREATE TABLE "fan_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notice_id" uuid NOT NULL,
	"fan_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" text,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "fan_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_uid" text NOT NULL,
	"day" text NOT NULL,
	"text" text NOT NULL,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fan_signups" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"profile_uid" text NOT NULL,
	"email" text NOT NULL,
	"city" text,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fan_unsubscribes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"profile_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_uid" text NOT NULL,
	"email" text NOT NULL,
	"city" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fan_mails" ADD CONSTRAINT "fan_mails_notice_id_fan_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."fan_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_mails" ADD CONSTRAINT "fan_mails_fan_id_fans_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."fans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_notices" ADD CONSTRAINT "fan_notices_profile_uid_user_id_fk" FOREIGN KEY ("profile_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_signups" ADD CONSTRAINT "fan_signups_profile_uid_user_id_fk" FOREIGN KEY ("profile_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_unsubscribes" ADD CONSTRAINT "fan_unsubscribes_profile_uid_user_id_fk" FOREIGN KEY ("profile_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fans" ADD CONSTRAINT "fans_profile_uid_user_id_fk" FOREIGN KEY ("profile_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fan_mails_notice_id_fan_id_idx" ON "fan_mails" USING btree ("notice_id","fan_id");--> statement-breakpoint
CREATE INDEX "fan_mails_status_next_attempt_at_idx" ON "fan_mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "fan_mails_fan_id_idx" ON "fan_mails" USING btree ("fan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fan_notices_profile_uid_day_idx" ON "fan_notices" USING btree ("profile_uid","day");--> statement-breakpoint
CREATE INDEX "fan_signups_expires_at_idx" ON "fan_signups" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "fan_unsubscribes_profile_uid_idx" ON "fan_unsubscribes" USING btree ("profile_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "fans_profile_uid_email_idx" ON "fans" USING btree ("profile_uid","email");